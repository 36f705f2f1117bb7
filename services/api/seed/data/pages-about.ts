import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { IconName } from '@brokerage/shared/validation/icons.ts';
import type { BlockItemSeed, BlockSeed } from './block-types';
import { POLICY_DOCUMENTS } from './content/corporate-docs';
import { fileUrl } from './content/corporate-util';
import type { PageSeed } from './page-types';
import type { LinkSeed, Localized } from './types';

/*
 * Block types of the about pages (each item is a BlockItemSeed):
 * - links:     cards to other pages — title, description, icon, link.
 * - stats:     key figures — title = the figure ("2007", "1.200 tỷ đồng"), description = its label, icon.
 * - timeline:  dated milestones — title = the year, description = what happened.
 * - values:    core values — icon, title, description.
 * - documents: downloadable files — title, description = the issue date as text, link = { url }.
 * vi and en lists have the same blocks in the same order with the same items.
 */

/** One item in both languages; icon and link are shared. */
interface TwinItem {
  vi: [title: string, description?: string];
  en: [title: string, description?: string];
  icon?: IconName;
  link?: LinkSeed;
}

const blocks = (
  specs: {
    type: string;
    title: Localized<string>;
    content?: Localized<string>;
    items: TwinItem[];
  }[],
): Localized<BlockSeed[]> => {
  const of = (locale: Locale): BlockSeed[] =>
    specs.map((spec) => ({
      type: spec.type,
      title: spec.title[locale],
      ...(spec.content ? { content: spec.content[locale] } : {}),
      items: spec.items.map((item): BlockItemSeed => {
        const [title, description] = item[locale];
        return {
          title,
          ...(description ? { description } : {}),
          ...(item.icon ? { icon: item.icon } : {}),
          ...(item.link ? { link: item.link } : {}),
        };
      }),
    }));
  return { vi: of('vi'), en: of('en') };
};

const ORG_CHART_VI = [
  '<ul class="org-chart"><li>Đại hội đồng cổ đông<ul>',
  '<li>Hội đồng quản trị<ul>',
  '<li>Ủy ban Quản lý rủi ro</li>',
  '<li>Ủy ban Nhân sự – Lương thưởng</li>',
  '<li>Kiểm toán nội bộ</li>',
  '<li>Ban Tổng Giám đốc<ul>',
  '<li>Khối Môi giới<ul><li>Môi giới khách hàng cá nhân</li><li>Môi giới khách hàng tổ chức</li><li>Chi nhánh và phòng giao dịch</li></ul></li>',
  '<li>Khối Ngân hàng đầu tư<ul><li>Thị trường vốn nợ</li><li>Thị trường vốn cổ phần</li><li>M&amp;A và Tư vấn tài chính doanh nghiệp</li></ul></li>',
  '<li>Khối Phân tích<ul><li>Phân tích vĩ mô và chiến lược</li><li>Phân tích doanh nghiệp và ngành</li></ul></li>',
  '<li>Khối Nguồn vốn<ul><li>Quản lý nguồn vốn</li><li>Đầu tư tự doanh</li></ul></li>',
  '<li>Khối Vận hành<ul><li>Lưu ký và thanh toán bù trừ</li><li>Quản lý ký quỹ</li><li>Trung tâm dịch vụ khách hàng</li></ul></li>',
  '<li>Khối Công nghệ<ul><li>Phát triển sản phẩm số</li><li>Hạ tầng và an toàn thông tin</li></ul></li>',
  '<li>Khối Tài chính – Kế toán</li>',
  '<li>Khối Hỗ trợ<ul><li>Pháp chế và Kiểm soát tuân thủ</li><li>Quản trị rủi ro</li><li>Nhân sự</li><li>Hành chính</li></ul></li>',
  '</ul></li>',
  '</ul></li>',
  '<li>Ban Kiểm soát</li>',
  '</ul></li></ul>',
].join('');

const ORG_CHART_EN = [
  '<ul class="org-chart"><li>General Meeting of Shareholders<ul>',
  '<li>Board of Directors<ul>',
  '<li>Risk Management Committee</li>',
  '<li>Nomination and Remuneration Committee</li>',
  '<li>Internal Audit</li>',
  '<li>Board of Management<ul>',
  '<li>Brokerage<ul><li>Retail brokerage</li><li>Institutional brokerage</li><li>Branches and transaction offices</li></ul></li>',
  '<li>Investment Banking<ul><li>Debt capital markets</li><li>Equity capital markets</li><li>M&amp;A and corporate finance advisory</li></ul></li>',
  '<li>Research<ul><li>Macro and strategy</li><li>Company and sector research</li></ul></li>',
  '<li>Treasury<ul><li>Funding</li><li>Proprietary investment</li></ul></li>',
  '<li>Operations<ul><li>Custody and clearing</li><li>Margin management</li><li>Customer service centre</li></ul></li>',
  '<li>Technology<ul><li>Digital products</li><li>Infrastructure and information security</li></ul></li>',
  '<li>Finance and Accounting</li>',
  '<li>Support<ul><li>Legal and compliance</li><li>Risk management</li><li>Human resources</li><li>Administration</li></ul></li>',
  '</ul></li>',
  '</ul></li>',
  '<li>Supervisory Board</li>',
  '</ul></li></ul>',
].join('');

/** About-us and contact pages (ABOUT_* and CONTACT templates). */
export const ABOUT_PAGES: PageSeed[] = [
  {
    key: 'aboutGeneral',
    templateCode: 'ABOUT_GENERAL',
    vi: {
      slug: 'gioi-thieu-an-phat',
      title: 'Giới thiệu Chứng khoán An Phát',
      summary:
        'Công ty chứng khoán đồng hành cùng nhà đầu tư Việt Nam với dịch vụ môi giới, phân tích và ngân hàng đầu tư.',
      keywords: 'giới thiệu, Chứng khoán An Phát, công ty chứng khoán',
      body: [
        'Công ty Cổ phần Chứng khoán An Phát (APS) cung cấp dịch vụ môi giới, lưu ký, tư vấn đầu tư và ngân hàng đầu tư cho khách hàng cá nhân và tổ chức trên cả ba sàn HOSE, HNX và UPCOM.',
        '<h2>Sứ mệnh</h2>',
        'Chúng tôi giúp mỗi nhà đầu tư ra quyết định dựa trên thông tin minh bạch, dữ liệu đáng tin cậy và sự tư vấn tận tâm của đội ngũ chuyên gia.',
        '<ul><li>Trụ sở chính tại Hà Nội và 10 chi nhánh, phòng giao dịch từ Quảng Ninh đến Cần Thơ</li><li>Nền tảng giao dịch trực tuyến APS Trade và ứng dụng APS Mobile</li><li>Tổng đài hỗ trợ 1900 98 9999</li></ul>',
      ],
    },
    en: {
      slug: 'about-an-phat',
      title: 'About An Phat Securities',
      summary:
        'A securities company working alongside Vietnamese investors in brokerage, research and investment banking.',
      keywords: 'about us, An Phat Securities, securities company',
      body: [
        'An Phat Securities JSC (APS) offers brokerage, custody, investment advisory and investment banking services to individual and institutional clients on all three exchanges: HOSE, HNX and UPCOM.',
        '<h2>Our mission</h2>',
        'We help every investor make decisions based on transparent information, reliable data and the committed advice of our specialists.',
        '<ul><li>A head office in Hanoi and 10 branches and offices from Quang Ninh to Can Tho</li><li>The APS Trade online platform and the APS Mobile app</li><li>Customer hotline 1900 98 9999</li></ul>',
      ],
    },
    blocks: blocks([
      {
        type: 'links',
        title: { vi: 'Tìm hiểu thêm về An Phát', en: 'More about An Phat' },
        items: [
          {
            vi: ['Tổng quan công ty', 'Lịch sử hình thành, quy mô và các mảng hoạt động'],
            en: ['Company overview', 'Our history, size and lines of business'],
            icon: 'info-circle',
            link: { page: 'aboutOverview' },
          },
          {
            vi: ['Ban lãnh đạo', 'Hội đồng quản trị, Ban Tổng Giám đốc và Ban Kiểm soát'],
            en: ['Leadership', 'Board of Directors, Board of Management and Supervisory Board'],
            icon: 'users',
            link: { page: 'aboutLeader' },
          },
          {
            vi: ['Bộ máy quản lý', 'Vai trò và thành viên của từng cơ quan quản lý'],
            en: ['Departments', 'The role and members of each governing body'],
            icon: 'building',
            link: { route: 'departments' },
          },
          {
            vi: ['Sơ đồ tổ chức', 'Cơ cấu quản trị và các khối nghiệp vụ'],
            en: ['Organisational chart', 'Governance structure and business divisions'],
            icon: 'sitemap',
            link: { page: 'aboutOrgChart' },
          },
          {
            vi: ['Mạng lưới hoạt động', 'Trụ sở chính, chi nhánh và phòng giao dịch'],
            en: ['Branch network', 'Head office, branches and transaction offices'],
            icon: 'map-pin',
            link: { page: 'aboutNetwork' },
          },
          {
            vi: ['Giá trị cốt lõi', 'Những giá trị định hướng mọi hoạt động của An Phát'],
            en: ['Core values', 'The values behind everything we do'],
            icon: 'star',
            link: { page: 'aboutValue' },
          },
          {
            vi: ['Thành tựu và giải thưởng', 'Những ghi nhận dành cho An Phát qua các năm'],
            en: ['Achievements and awards', 'Recognition An Phat has earned over the years'],
            icon: 'award',
            link: { page: 'aboutAchievement' },
          },
          {
            vi: ['Chính sách và quy định', 'Bảo vệ dữ liệu cá nhân, công bố thông tin, khiếu nại'],
            en: ['Policies and regulations', 'Data protection, disclosure and complaints'],
            icon: 'shield-check',
            link: { page: 'aboutPolicy' },
          },
        ],
      },
    ]),
  },
  {
    key: 'aboutOverview',
    templateCode: 'ABOUT_OVERVIEW',
    vi: {
      slug: 'tong-quan-cong-ty',
      title: 'Tổng quan công ty',
      summary:
        'Quá trình hình thành, quy mô vốn và các mảng hoạt động chính của Chứng khoán An Phát.',
      keywords: 'tổng quan, lịch sử hình thành, vốn điều lệ',
      body: [
        'Được thành lập năm 2007 tại Hà Nội, An Phát đã phát triển từ một công ty môi giới nhỏ thành công ty chứng khoán đa dịch vụ với hơn 600 cán bộ nhân viên và 11 điểm giao dịch trên toàn quốc.',
        '<h2>Thông tin doanh nghiệp</h2>',
        '<ul><li>Tên đầy đủ: Công ty Cổ phần Chứng khoán An Phát</li><li>Tên viết tắt: APS</li><li>Giấy phép thành lập và hoạt động số 68/UBCK-GP do Ủy ban Chứng khoán Nhà nước cấp ngày 12/11/2007</li><li>Vốn điều lệ: 1.200 tỷ đồng</li><li>Thành viên giao dịch của HOSE, HNX và thành viên lưu ký của VSDC</li></ul>',
        '<h2>Lĩnh vực hoạt động</h2>',
        'Môi giới chứng khoán, tự doanh chứng khoán, bảo lãnh phát hành chứng khoán, tư vấn đầu tư chứng khoán, lưu ký chứng khoán, giao dịch ký quỹ và kinh doanh chứng khoán phái sinh.',
        'Số liệu trên trang này là dữ liệu minh họa.',
      ],
    },
    en: {
      slug: 'company-overview',
      title: 'Company overview',
      summary: 'How An Phat Securities began, its capital and its main lines of business.',
      keywords: 'overview, history, charter capital',
      body: [
        'Founded in Hanoi in 2007, An Phat has grown from a small brokerage into a full-service securities company with more than 600 employees and 11 offices across Vietnam.',
        '<h2>Company information</h2>',
        '<ul><li>Full name: An Phat Securities Joint Stock Company</li><li>Short name: APS</li><li>Establishment and operating licence No. 68/UBCK-GP issued by the State Securities Commission on 12 November 2007</li><li>Charter capital: 1,200 billion VND</li><li>Trading member of HOSE and HNX and depository member of VSDC</li></ul>',
        '<h2>Lines of business</h2>',
        'Securities brokerage, proprietary trading, underwriting, investment advisory, custody, margin lending and derivatives trading.',
        'The figures on this page are demo data.',
      ],
    },
    blocks: blocks([
      {
        type: 'stats',
        title: { vi: 'An Phát qua những con số', en: 'An Phat in numbers' },
        items: [
          { vi: ['2007', 'Năm thành lập'], en: ['2007', 'Founded'], icon: 'calendar' },
          {
            vi: ['1.200 tỷ đồng', 'Vốn điều lệ'],
            en: ['VND 1,200 bn', 'Charter capital'],
            icon: 'coins',
          },
          { vi: ['600+', 'Cán bộ nhân viên'], en: ['600+', 'Employees'], icon: 'users' },
          {
            vi: ['180.000+', 'Tài khoản khách hàng'],
            en: ['180,000+', 'Client accounts'],
            icon: 'user-circle',
          },
        ],
      },
      {
        type: 'timeline',
        title: { vi: 'Chặng đường phát triển', en: 'Our journey' },
        items: [
          {
            vi: ['2007', 'Thành lập tại Hà Nội với vốn điều lệ 50 tỷ đồng'],
            en: ['2007', 'Founded in Hanoi with charter capital of 50 billion VND'],
          },
          {
            vi: ['2009', 'Khai trương Chi nhánh TP. Hồ Chí Minh'],
            en: ['2009', 'Opened the Ho Chi Minh City Branch'],
          },
          {
            vi: ['2012', 'Khai trương Chi nhánh Đà Nẵng, tăng vốn điều lệ lên 300 tỷ đồng'],
            en: ['2012', 'Opened the Da Nang Branch and raised charter capital to 300 billion VND'],
          },
          {
            vi: ['2013', 'Thành lập Khối Ngân hàng đầu tư'],
            en: ['2013', 'Set up the Investment Banking division'],
          },
          {
            vi: [
              '2017',
              'Trở thành thành viên giao dịch chứng khoán phái sinh ngay khi thị trường ra đời',
            ],
            en: ['2017', 'Became a derivatives trading member as soon as the market opened'],
          },
          {
            vi: ['2019', 'Ra mắt nền tảng APS Trade và ứng dụng APS Mobile thế hệ mới'],
            en: ['2019', 'Launched the new-generation APS Trade platform and APS Mobile app'],
          },
          {
            vi: ['2021', 'Tăng vốn điều lệ lên 1.200 tỷ đồng'],
            en: ['2021', 'Raised charter capital to 1,200 billion VND'],
          },
          {
            vi: ['2022', 'Triển khai mở tài khoản trực tuyến bằng eKYC'],
            en: ['2022', 'Introduced online account opening by eKYC'],
          },
          {
            vi: [
              '2025',
              'Kết nối hệ thống giao dịch mới của Sở Giao dịch Chứng khoán, khai trương Trung tâm phân tích',
            ],
            en: [
              '2025',
              'Connected to the exchanges’ new trading system and opened the Analysis Centre',
            ],
          },
          {
            vi: ['2026', 'Mạng lưới đạt 11 điểm giao dịch với Phòng giao dịch Bình Dương'],
            en: ['2026', 'The network reached 11 offices with the Binh Duong office'],
          },
        ],
      },
    ]),
  },
  {
    key: 'aboutNetwork',
    templateCode: 'ABOUT_NETWORK',
    vi: {
      slug: 'mang-luoi-hoat-dong',
      title: 'Mạng lưới hoạt động',
      summary: 'Trụ sở chính, chi nhánh và phòng giao dịch của An Phát trên toàn quốc.',
      keywords: 'chi nhánh, phòng giao dịch, mạng lưới',
      body: [
        'An Phát có trụ sở chính tại Hà Nội, 5 chi nhánh và 5 phòng giao dịch trải dài từ Quảng Ninh đến Cần Thơ, phục vụ khách hàng từ 8:00 đến 17:00, thứ Hai đến thứ Sáu.',
        'Chọn khu vực để xem địa chỉ, số điện thoại và vị trí trên bản đồ của từng điểm giao dịch. Tổng đài 1900 98 9999 hỗ trợ khách hàng ở mọi nơi.',
      ],
    },
    en: {
      slug: 'branch-network',
      title: 'Branch network',
      summary: 'Head office, branches and transaction offices of An Phat across Vietnam.',
      keywords: 'branches, offices, network',
      body: [
        'An Phat has its head office in Hanoi and 5 branches and 5 transaction offices from Quang Ninh to Can Tho, open from 8:00 to 17:00, Monday to Friday.',
        'Choose a region to see each office’s address, phone number and location on the map. Our hotline, 1900 98 9999, helps clients wherever they are.',
      ],
    },
  },
  {
    key: 'aboutOrgChart',
    templateCode: 'ABOUT_ORGANIZATIONAL_CHART',
    vi: {
      slug: 'so-do-to-chuc',
      title: 'Sơ đồ tổ chức',
      summary:
        'Cơ cấu tổ chức gồm Đại hội đồng cổ đông, Hội đồng quản trị, Ban Kiểm soát, Ban Tổng Giám đốc và các khối nghiệp vụ.',
      keywords: 'sơ đồ tổ chức, cơ cấu, quản trị',
      body: [
        'Đại hội đồng cổ đông là cơ quan quyết định cao nhất, bầu Hội đồng quản trị và Ban Kiểm soát. Hội đồng quản trị định hướng chiến lược, giám sát Ban Tổng Giám đốc điều hành hoạt động hằng ngày qua các khối nghiệp vụ.',
        ORG_CHART_VI,
        'Kiểm toán nội bộ và các ủy ban trực thuộc Hội đồng quản trị hoạt động độc lập với bộ máy điều hành.',
      ],
    },
    en: {
      slug: 'organizational-chart',
      title: 'Organisational chart',
      summary:
        'Our structure: the General Meeting of Shareholders, the Board of Directors, the Supervisory Board, the Board of Management and the business divisions.',
      keywords: 'organisational chart, structure, governance',
      body: [
        'The General Meeting of Shareholders is the highest decision-making body and elects the Board of Directors and the Supervisory Board. The Board of Directors sets the strategy and oversees the Board of Management, which runs daily operations through the divisions.',
        ORG_CHART_EN,
        'Internal Audit and the Board committees work independently of executive management.',
      ],
    },
  },
  {
    key: 'aboutLeader',
    templateCode: 'ABOUT_LEADER',
    vi: {
      slug: 'ban-lanh-dao',
      title: 'Ban lãnh đạo',
      summary:
        'Hội đồng quản trị, Ban Tổng Giám đốc, Ban Kiểm soát và Khối Tài chính – Kế toán của Chứng khoán An Phát.',
      keywords: 'ban lãnh đạo, hội đồng quản trị, tổng giám đốc',
      body: [
        'Ban lãnh đạo An Phát gồm những người có nhiều năm kinh nghiệm trong ngân hàng, chứng khoán, kiểm toán và quản lý quỹ, cùng cam kết quản trị minh bạch vì lợi ích của cổ đông và khách hàng.',
        'Chọn từng cơ quan để xem vai trò và tiểu sử các thành viên. Tên nhân sự trên trang này là dữ liệu minh họa.',
      ],
    },
    en: {
      slug: 'leadership',
      title: 'Leadership',
      summary:
        'The Board of Directors, Board of Management, Supervisory Board and Finance and Accounting leaders of An Phat Securities.',
      keywords: 'leadership, board of directors, chief executive',
      body: [
        'An Phat is led by people with many years in banking, securities, audit and fund management, committed to transparent governance in the interests of shareholders and clients.',
        'Choose a body to see its role and its members’ biographies. The names on this page are demo data.',
      ],
    },
  },
  {
    key: 'aboutAchievement',
    templateCode: 'ABOUT_ACHIEVEMENT',
    vi: {
      slug: 'thanh-tuu-giai-thuong',
      title: 'Thành tựu và giải thưởng',
      summary: 'Những dấu mốc và giải thưởng ghi nhận chất lượng dịch vụ của An Phát.',
      keywords: 'thành tựu, giải thưởng, dấu mốc',
      body: [
        'Qua gần hai thập kỷ, An Phát liên tục nằm trong nhóm công ty chứng khoán có thị phần môi giới lớn trên sàn HOSE và được ghi nhận về công nghệ, ngân hàng đầu tư và quản trị minh bạch.',
        'Các giải thưởng trên trang này là dữ liệu minh họa.',
      ],
    },
    en: {
      slug: 'achievements-and-awards',
      title: 'Achievements and awards',
      summary: 'Milestones and awards that recognise the quality of An Phat’s services.',
      keywords: 'achievements, awards, milestones',
      body: [
        'For almost two decades An Phat has consistently ranked among the securities companies with the largest brokerage market share on HOSE, and has been recognised for its technology, investment banking and transparent governance.',
        'The awards on this page are demo data.',
      ],
    },
    blocks: blocks([
      {
        type: 'timeline',
        title: { vi: 'Giải thưởng tiêu biểu', en: 'Selected awards' },
        items: [
          {
            vi: ['2026', 'Nhà tư vấn M&A tiêu biểu của năm trong lĩnh vực năng lượng'],
            en: ['2026', 'M&A Adviser of the Year in the energy sector'],
          },
          {
            vi: [
              '2025',
              'Top 5 công ty chứng khoán có thị phần môi giới chứng khoán phái sinh lớn nhất',
            ],
            en: ['2025', 'Top 5 securities companies by derivatives brokerage market share'],
          },
          {
            vi: ['2024', 'Báo cáo thường niên xuất sắc nhóm doanh nghiệp tài chính'],
            en: ['2024', 'Best annual report among financial companies'],
          },
          {
            vi: [
              '2023',
              'Top 10 tổ chức tư vấn phát hành trái phiếu doanh nghiệp có giá trị thu xếp lớn nhất',
            ],
            en: ['2023', 'Top 10 corporate bond arrangers by value'],
          },
          {
            vi: ['2022', 'Giải thưởng Sản phẩm số tiêu biểu cho dịch vụ mở tài khoản bằng eKYC'],
            en: ['2022', 'Outstanding Digital Product award for eKYC account opening'],
          },
          {
            vi: ['2020', 'Ứng dụng giao dịch chứng khoán được nhà đầu tư yêu thích'],
            en: ['2020', 'Investors’ favourite securities trading app'],
          },
          {
            vi: [
              '2018',
              'Top 10 công ty chứng khoán có thị phần môi giới cổ phiếu lớn nhất trên HOSE',
            ],
            en: ['2018', 'Top 10 securities companies by equity brokerage market share on HOSE'],
          },
        ],
      },
    ]),
  },
  {
    key: 'aboutValue',
    templateCode: 'ABOUT_VALUE',
    vi: {
      slug: 'gia-tri-cot-loi',
      title: 'Giá trị cốt lõi',
      summary:
        'Minh bạch, tận tâm, chuyên nghiệp, đổi mới và an toàn là những giá trị định hướng mọi hoạt động của An Phát.',
      keywords: 'giá trị cốt lõi, văn hóa doanh nghiệp',
      body: [
        '<h2>Tầm nhìn</h2>',
        'Trở thành công ty chứng khoán số được nhà đầu tư Việt Nam tin chọn nhất, nơi mỗi quyết định đầu tư đều dựa trên thông tin minh bạch và tư vấn tận tâm.',
        'Năm giá trị cốt lõi dưới đây là cam kết của mỗi cán bộ nhân viên An Phát với khách hàng, cổ đông và đồng nghiệp.',
      ],
    },
    en: {
      slug: 'core-values',
      title: 'Core values',
      summary:
        'Transparency, care, professionalism, innovation and safety guide everything An Phat does.',
      keywords: 'core values, company culture',
      body: [
        '<h2>Our vision</h2>',
        'To be the digital securities company Vietnamese investors trust most, where every investment decision rests on transparent information and committed advice.',
        'The five core values below are every An Phat employee’s commitment to clients, shareholders and colleagues.',
      ],
    },
    blocks: blocks([
      {
        type: 'values',
        title: { vi: 'Giá trị cốt lõi', en: 'Our core values' },
        items: [
          {
            vi: [
              'Minh bạch',
              'Thông tin rõ ràng, biểu phí công khai, công bố thông tin đầy đủ và đúng hạn.',
            ],
            en: ['Transparency', 'Clear information, published fees, full and timely disclosure.'],
            icon: 'scan-eye',
          },
          {
            vi: [
              'Tận tâm',
              'Đặt lợi ích của khách hàng lên hàng đầu trong mọi lời khuyên và dịch vụ.',
            ],
            en: ['Care', 'Our clients’ interests come first in every piece of advice and service.'],
            icon: 'users',
          },
          {
            vi: [
              'Chuyên nghiệp',
              'Tuân thủ pháp luật, chuẩn mực nghề nghiệp và không ngừng nâng cao năng lực.',
            ],
            en: [
              'Professionalism',
              'We follow the law and our profession’s standards and keep improving our skills.',
            ],
            icon: 'certificate',
          },
          {
            vi: [
              'Đổi mới',
              'Ứng dụng công nghệ để giao dịch nhanh hơn, tiện hơn và rẻ hơn cho nhà đầu tư.',
            ],
            en: [
              'Innovation',
              'We use technology to make trading faster, easier and cheaper for investors.',
            ],
            icon: 'bulb',
          },
          {
            vi: ['An toàn', 'Bảo vệ tài sản, dữ liệu của khách hàng và quản trị rủi ro chặt chẽ.'],
            en: ['Safety', 'We protect clients’ assets and data and manage risk rigorously.'],
            icon: 'shield-check',
          },
        ],
      },
    ]),
  },
  {
    key: 'aboutPolicy',
    templateCode: 'ABOUT_POLICY',
    vi: {
      slug: 'chinh-sach-va-quy-dinh',
      title: 'Chính sách và quy định',
      summary:
        'Chính sách bảo vệ dữ liệu cá nhân, công bố thông tin, phòng chống rửa tiền, giải quyết khiếu nại và điều khoản sử dụng.',
      keywords: 'chính sách, bảo vệ dữ liệu cá nhân, điều khoản sử dụng',
      body: [
        'An Phát thu thập và xử lý dữ liệu cá nhân của khách hàng theo Nghị định 13/2023/NĐ-CP về bảo vệ dữ liệu cá nhân, chỉ cho các mục đích đã được khách hàng đồng ý.',
        'Khách hàng có quyền yêu cầu truy cập, chỉnh sửa hoặc xóa dữ liệu của mình bằng cách liên hệ tổng đài 1900 98 9999.',
        'Toàn văn các chính sách và quy định đang có hiệu lực được đăng tải dưới đây.',
      ],
    },
    en: {
      slug: 'policies-and-regulations',
      title: 'Policies and regulations',
      summary:
        'Our personal data protection, disclosure, anti-money-laundering and complaints policies and terms of use.',
      keywords: 'policies, personal data protection, terms of use',
      body: [
        'An Phat collects and processes clients’ personal data under Decree 13/2023/ND-CP on personal data protection, only for the purposes the client has agreed to.',
        'You may ask to access, correct or delete your data by calling our hotline on 1900 98 9999.',
        'The full texts of the policies in force are below (in Vietnamese).',
      ],
    },
    blocks: blocks([
      {
        type: 'documents',
        title: { vi: 'Văn bản chính sách', en: 'Policy documents' },
        items: POLICY_DOCUMENTS.map((doc) => ({
          vi: [doc.title.vi, doc.issued.vi],
          en: [doc.title.en, doc.issued.en],
          icon: 'file-text',
          link: { url: fileUrl(doc.file) },
        })),
      },
    ]),
  },
  {
    key: 'contact',
    templateCode: 'CONTACT',
    vi: {
      slug: 'thong-tin-lien-he',
      title: 'Thông tin liên hệ',
      summary: 'Địa chỉ, tổng đài và email hỗ trợ khách hàng của Chứng khoán An Phát.',
      keywords: 'liên hệ, tổng đài, hỗ trợ khách hàng',
      body: [
        'Tổng đài 1900 98 9999 hỗ trợ từ 8:00 đến 17:30 các ngày làm việc. Ngoài giờ, quý khách vui lòng gửi email tới hotro@chungkhoananphat.example.',
        'Trụ sở chính: Tầng 12, tòa nhà An Phát, 36 Hoàng Cầu, phường Ô Chợ Dừa, Hà Nội.',
      ],
    },
    en: {
      slug: 'contact-information',
      title: 'Contact information',
      summary: 'Address, hotline and support email of An Phat Securities.',
      keywords: 'contact, hotline, customer support',
      body: [
        'Our hotline 1900 98 9999 is open from 8:00 to 17:30 on working days. Outside these hours, please email support@chungkhoananphat.example.',
        'Head office: 12th floor, An Phat Building, 36 Hoang Cau, O Cho Dua Ward, Hanoi.',
      ],
    },
  },
];
