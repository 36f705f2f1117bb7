import type { PageSeed } from './page-types';

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
        '<ul><li>Mạng lưới chi nhánh tại Hà Nội, Đà Nẵng và TP. Hồ Chí Minh</li><li>Nền tảng giao dịch trực tuyến hoạt động ổn định</li><li>Tổng đài hỗ trợ 1900 98 9999</li></ul>',
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
        '<ul><li>Branches in Hanoi, Da Nang and Ho Chi Minh City</li><li>A dependable online trading platform</li><li>Customer hotline 1900 98 9999</li></ul>',
      ],
    },
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
        'Được thành lập năm 2007, An Phát đã phát triển từ một công ty môi giới nhỏ thành công ty chứng khoán đa dịch vụ với hơn 600 cán bộ nhân viên.',
        'Các mảng hoạt động chính gồm môi giới chứng khoán, giao dịch ký quỹ, phân tích và tư vấn đầu tư, bảo lãnh phát hành và tư vấn tài chính doanh nghiệp.',
        'Số liệu trên trang này là dữ liệu minh họa.',
      ],
    },
    en: {
      slug: 'company-overview',
      title: 'Company overview',
      summary: 'How An Phat Securities began, its capital and its main lines of business.',
      keywords: 'overview, history, charter capital',
      body: [
        'Founded in 2007, An Phat has grown from a small brokerage into a full-service securities company with more than 600 employees.',
        'Its main businesses are securities brokerage, margin lending, research and investment advisory, underwriting and corporate finance advisory.',
        'The figures on this page are demo data.',
      ],
    },
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
        'Trụ sở chính đặt tại Hà Nội; các chi nhánh tại Đà Nẵng và TP. Hồ Chí Minh cùng năm phòng giao dịch phục vụ khách hàng từ thứ Hai đến thứ Sáu.',
        '<ul><li>Trụ sở chính: 36 Hoàng Cầu, phường Ô Chợ Dừa, Hà Nội</li><li>Chi nhánh Đà Nẵng: 22 Bạch Đằng, phường Hải Châu, Đà Nẵng</li><li>Chi nhánh TP. Hồ Chí Minh: 65 Lê Lợi, phường Sài Gòn, TP. Hồ Chí Minh</li></ul>',
      ],
    },
    en: {
      slug: 'branch-network',
      title: 'Branch network',
      summary: 'Head office, branches and transaction offices of An Phat across Vietnam.',
      keywords: 'branches, offices, network',
      body: [
        'Our head office is in Hanoi, with branches in Da Nang and Ho Chi Minh City and five transaction offices serving clients from Monday to Friday.',
        '<ul><li>Head office: 36 Hoang Cau, O Cho Dua Ward, Hanoi</li><li>Da Nang branch: 22 Bach Dang, Hai Chau Ward, Da Nang</li><li>Ho Chi Minh City branch: 65 Le Loi, Sai Gon Ward, Ho Chi Minh City</li></ul>',
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
        'Cơ cấu tổ chức gồm Đại hội đồng cổ đông, Hội đồng quản trị, Ban Tổng Giám đốc và các khối nghiệp vụ.',
      keywords: 'sơ đồ tổ chức, cơ cấu, quản trị',
      body: [
        'Đại hội đồng cổ đông là cơ quan quyết định cao nhất. Hội đồng quản trị định hướng chiến lược và giám sát Ban Tổng Giám đốc điều hành hoạt động hằng ngày.',
        'Các khối nghiệp vụ gồm Khối Môi giới, Khối Phân tích và Tư vấn, Khối Ngân hàng Đầu tư, Khối Vận hành và Khối Công nghệ.',
      ],
    },
    en: {
      slug: 'organizational-chart',
      title: 'Organisational chart',
      summary:
        'Our structure: the General Meeting of Shareholders, the Board of Directors, the Executive Board and the business divisions.',
      keywords: 'organisational chart, structure, governance',
      body: [
        'The General Meeting of Shareholders is the highest decision-making body. The Board of Directors sets the strategy and oversees the Executive Board, which runs daily operations.',
        'The business divisions are Brokerage, Research and Advisory, Investment Banking, Operations and Technology.',
      ],
    },
  },
  {
    key: 'aboutLeader',
    templateCode: 'ABOUT_LEADER',
    vi: {
      slug: 'ban-lanh-dao',
      title: 'Ban lãnh đạo',
      summary: 'Hội đồng quản trị và Ban Tổng Giám đốc của Chứng khoán An Phát.',
      keywords: 'ban lãnh đạo, hội đồng quản trị, tổng giám đốc',
      body: [
        'Ban lãnh đạo An Phát gồm những người có nhiều năm kinh nghiệm trong ngân hàng, chứng khoán và quản lý quỹ.',
        '<ul><li>Ông Nguyễn Minh Khang – Chủ tịch Hội đồng quản trị</li><li>Bà Trần Thu Hà – Tổng Giám đốc</li><li>Ông Lê Quốc Bảo – Phó Tổng Giám đốc phụ trách Ngân hàng Đầu tư</li></ul>',
        'Tên nhân sự trên trang này là dữ liệu minh họa.',
      ],
    },
    en: {
      slug: 'leadership',
      title: 'Leadership',
      summary: 'The Board of Directors and Executive Board of An Phat Securities.',
      keywords: 'leadership, board of directors, chief executive',
      body: [
        'An Phat is led by people with many years of experience in banking, securities and fund management.',
        '<ul><li>Mr Nguyen Minh Khang – Chairman of the Board</li><li>Ms Tran Thu Ha – Chief Executive Officer</li><li>Mr Le Quoc Bao – Deputy CEO, Investment Banking</li></ul>',
        'The names on this page are demo data.',
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
        'Qua gần hai thập kỷ, An Phát liên tục nằm trong nhóm công ty chứng khoán có thị phần môi giới lớn trên sàn HOSE.',
        '<ul><li>2019: Ra mắt nền tảng giao dịch trực tuyến thế hệ mới</li><li>2022: Triển khai mở tài khoản bằng eKYC</li><li>2025: Khai trương Trung tâm phân tích với dữ liệu hơn 1.500 doanh nghiệp niêm yết</li></ul>',
      ],
    },
    en: {
      slug: 'achievements-and-awards',
      title: 'Achievements and awards',
      summary: 'Milestones and awards that recognise the quality of An Phat’s services.',
      keywords: 'achievements, awards, milestones',
      body: [
        'For almost two decades An Phat has consistently ranked among the securities companies with the largest brokerage market share on HOSE.',
        '<ul><li>2019: Launched a new-generation online trading platform</li><li>2022: Introduced account opening by eKYC</li><li>2025: Opened the Analysis Centre with data on more than 1,500 listed companies</li></ul>',
      ],
    },
  },
  {
    key: 'aboutValue',
    templateCode: 'ABOUT_VALUE',
    vi: {
      slug: 'gia-tri-cot-loi',
      title: 'Giá trị cốt lõi',
      summary:
        'Minh bạch, tận tâm, chuyên nghiệp và đổi mới là những giá trị định hướng mọi hoạt động của An Phát.',
      keywords: 'giá trị cốt lõi, văn hóa doanh nghiệp',
      body: [
        '<ul><li><strong>Minh bạch:</strong> thông tin rõ ràng, biểu phí công khai.</li><li><strong>Tận tâm:</strong> đặt lợi ích của khách hàng lên hàng đầu.</li><li><strong>Chuyên nghiệp:</strong> tuân thủ quy định và chuẩn mực nghề nghiệp.</li><li><strong>Đổi mới:</strong> ứng dụng công nghệ để phục vụ tốt hơn.</li></ul>',
      ],
    },
    en: {
      slug: 'core-values',
      title: 'Core values',
      summary: 'Transparency, care, professionalism and innovation guide everything An Phat does.',
      keywords: 'core values, company culture',
      body: [
        '<ul><li><strong>Transparency:</strong> clear information and published fees.</li><li><strong>Care:</strong> our clients’ interests come first.</li><li><strong>Professionalism:</strong> we follow the rules and the standards of our profession.</li><li><strong>Innovation:</strong> we use technology to serve you better.</li></ul>',
      ],
    },
  },
  {
    key: 'aboutPolicy',
    templateCode: 'ABOUT_POLICY',
    vi: {
      slug: 'chinh-sach-va-quy-dinh',
      title: 'Chính sách và quy định',
      summary:
        'Chính sách bảo vệ dữ liệu cá nhân, quy định giao dịch và điều khoản sử dụng website.',
      keywords: 'chính sách, bảo vệ dữ liệu cá nhân, điều khoản sử dụng',
      body: [
        'An Phát thu thập và xử lý dữ liệu cá nhân của khách hàng theo Nghị định 13/2023/NĐ-CP về bảo vệ dữ liệu cá nhân, chỉ cho các mục đích đã được khách hàng đồng ý.',
        'Khách hàng có quyền yêu cầu truy cập, chỉnh sửa hoặc xóa dữ liệu của mình bằng cách liên hệ tổng đài 1900 98 9999.',
      ],
    },
    en: {
      slug: 'policies-and-regulations',
      title: 'Policies and regulations',
      summary: 'Our personal data protection policy, trading rules and website terms of use.',
      keywords: 'policies, personal data protection, terms of use',
      body: [
        'An Phat collects and processes clients’ personal data under Decree 13/2023/ND-CP on personal data protection, only for the purposes the client has agreed to.',
        'You may ask to access, correct or delete your data by calling our hotline on 1900 98 9999.',
      ],
    },
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
