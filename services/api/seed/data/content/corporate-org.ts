import { z } from 'zod';
import { CONTENT_ATTRS, type ContentAttrs } from '@brokerage/shared/validation/contentItems.ts';
import type { ContentSeed } from '../content-types';
import { type Texts, corporateItem, listItem } from './corporate-util';
import branchRows from './branches.json' with { type: 'json' };

/** Leader position codes (attrs are not translated; the summary carries the localized title). */
export const LEADER_POSITIONS = [
  'chairman',
  'vice_chairman',
  'member',
  'independent_member',
  'ceo',
  'deputy_ceo',
  'cfo',
  'head_of_supervisory',
  'supervisor',
  'chief_accountant',
] as const;
type Position = (typeof LEADER_POSITIONS)[number];

const department = listItem('department', '2025-01-05');

/** Plain ASCII slug of a Vietnamese name: "Nguyễn Minh Khang" → "nguyen-minh-khang". */
const nameSlug = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const leader = (
  key: string,
  parent: string,
  sort: number,
  name: string,
  position: Position,
  title: { vi: string; en: string },
  bio: { vi: string[]; en: string[] },
): ContentSeed =>
  corporateItem(
    'leader',
    { key, parent, sort, date: '2025-01-05' },
    { position, photo: null },
    {
      vi: { slug: nameSlug(name), title: name, summary: title.vi, body: bio.vi },
      en: { slug: nameSlug(name), title: name, summary: title.en, body: bio.en },
    },
  );

const BOARD = 'dept-board';
const MANAGEMENT = 'dept-management';
const SUPERVISORY = 'dept-supervisory';
const FINANCE = 'dept-finance';

/** Departments (route departments / departmentDetail) and their people. */
export const ORG_CONTENT: ContentSeed[] = [
  department(BOARD, 1, {
    vi: {
      slug: 'hoi-dong-quan-tri',
      title: 'Hội đồng quản trị',
      summary:
        'Cơ quan quản lý do Đại hội đồng cổ đông bầu, quyết định chiến lược và giám sát Ban Tổng Giám đốc.',
      body: [
        'Hội đồng quản trị có toàn quyền nhân danh Công ty để quyết định, thực hiện các quyền và nghĩa vụ của Công ty, trừ những vấn đề thuộc thẩm quyền của Đại hội đồng cổ đông.',
        '<h2>Cơ cấu</h2>',
        'Hội đồng quản trị nhiệm kỳ 2024–2029 gồm 5 thành viên, trong đó có 2 thành viên độc lập và không có thành viên nào đồng thời giữ chức danh điều hành, phù hợp với quy định về quản trị công ty áp dụng cho công ty đại chúng.',
        '<h2>Nhiệm vụ chính</h2>',
        '<ul><li>Quyết định chiến lược, kế hoạch phát triển trung hạn và kế hoạch kinh doanh hằng năm.</li><li>Bổ nhiệm, miễn nhiệm và giám sát Tổng Giám đốc, các Phó Tổng Giám đốc, Kế toán trưởng.</li><li>Ban hành hạn mức rủi ro, chính sách cho vay ký quỹ và tự doanh.</li><li>Chỉ đạo Kiểm toán nội bộ, Ủy ban Quản lý rủi ro và Ủy ban Nhân sự – Lương thưởng.</li></ul>',
        'Hội đồng quản trị họp định kỳ mỗi quý và họp bất thường khi cần; nghị quyết được công bố thông tin theo quy định.',
      ],
    },
    en: {
      slug: 'board-of-directors',
      title: 'Board of Directors',
      summary:
        'Elected by the General Meeting of Shareholders, it sets strategy and oversees the Board of Management.',
      body: [
        'The Board of Directors has full authority to decide and act on the Company’s behalf, except on matters reserved for the General Meeting of Shareholders.',
        '<h2>Composition</h2>',
        'The Board for the 2024–2029 term has five members, two of them independent, and none holds an executive post, in line with the governance rules for public companies.',
        '<h2>Main duties</h2>',
        '<ul><li>Setting strategy, the medium-term development plan and the annual business plan.</li><li>Appointing, dismissing and overseeing the CEO, the Deputy CEOs and the Chief Accountant.</li><li>Approving risk limits and the policies for margin lending and proprietary trading.</li><li>Directing Internal Audit, the Risk Management Committee and the Nomination and Remuneration Committee.</li></ul>',
        'The Board meets every quarter and whenever needed; its resolutions are disclosed as the rules require.',
      ],
    },
  }),
  department(MANAGEMENT, 2, {
    vi: {
      slug: 'ban-tong-giam-doc',
      title: 'Ban Tổng Giám đốc',
      summary: 'Điều hành hoạt động kinh doanh hằng ngày theo nghị quyết của Hội đồng quản trị.',
      body: [
        'Ban Tổng Giám đốc gồm Tổng Giám đốc và các Phó Tổng Giám đốc, chịu trách nhiệm trước Hội đồng quản trị về việc tổ chức thực hiện kế hoạch kinh doanh và các nghị quyết của Hội đồng quản trị.',
        '<h2>Phân công phụ trách</h2>',
        '<ul><li>Tổng Giám đốc: điều hành chung, Khối Phân tích, Khối Nguồn vốn, pháp chế và kiểm soát tuân thủ.</li><li>Phó Tổng Giám đốc phụ trách Ngân hàng đầu tư.</li><li>Phó Tổng Giám đốc phụ trách Môi giới và mạng lưới chi nhánh.</li><li>Phó Tổng Giám đốc phụ trách Vận hành và Công nghệ.</li></ul>',
        'Ban Tổng Giám đốc họp giao ban hằng tuần và báo cáo kết quả kinh doanh với Hội đồng quản trị hằng tháng.',
      ],
    },
    en: {
      slug: 'board-of-management',
      title: 'Board of Management',
      summary: 'Runs the business day to day under the resolutions of the Board of Directors.',
      body: [
        'The Board of Management, made up of the Chief Executive Officer and the Deputy CEOs, answers to the Board of Directors for carrying out the business plan and the Board’s resolutions.',
        '<h2>Responsibilities</h2>',
        '<ul><li>CEO: overall management, Research, Treasury, legal and compliance.</li><li>Deputy CEO for Investment Banking.</li><li>Deputy CEO for Brokerage and the branch network.</li><li>Deputy CEO for Operations and Technology.</li></ul>',
        'The Board of Management meets weekly and reports results to the Board of Directors every month.',
      ],
    },
  }),
  department(SUPERVISORY, 3, {
    vi: {
      slug: 'ban-kiem-soat',
      title: 'Ban Kiểm soát',
      summary:
        'Thay mặt cổ đông giám sát Hội đồng quản trị, Ban Tổng Giám đốc và tính trung thực của báo cáo tài chính.',
      body: [
        'Ban Kiểm soát do Đại hội đồng cổ đông bầu, hoạt động độc lập với Hội đồng quản trị và Ban Tổng Giám đốc.',
        '<h2>Nhiệm vụ chính</h2>',
        '<ul><li>Giám sát việc quản lý, điều hành Công ty và việc tuân thủ pháp luật, Điều lệ.</li><li>Thẩm định báo cáo tài chính bán niên, năm và báo cáo đánh giá công tác quản lý của Hội đồng quản trị.</li><li>Đề xuất Đại hội đồng cổ đông lựa chọn công ty kiểm toán độc lập.</li><li>Xem xét sổ sách, hồ sơ khi có yêu cầu của cổ đông theo quy định.</li></ul>',
        'Ban Kiểm soát gồm 3 thành viên, trong đó Trưởng Ban là kiểm toán viên hành nghề, làm việc chuyên trách tại Công ty.',
      ],
    },
    en: {
      slug: 'supervisory-board',
      title: 'Supervisory Board',
      summary:
        'Oversees the Board of Directors, the Board of Management and the integrity of the financial statements for shareholders.',
      body: [
        'The Supervisory Board is elected by the General Meeting of Shareholders and works independently of the Board of Directors and the Board of Management.',
        '<h2>Main duties</h2>',
        '<ul><li>Overseeing management and compliance with the law and the Charter.</li><li>Reviewing the half-year and annual financial statements and the Board of Directors’ management report.</li><li>Recommending the independent auditor to the General Meeting.</li><li>Examining books and records at shareholders’ request, as the rules provide.</li></ul>',
        'It has three members; its Head is a practising auditor working full time at the Company.',
      ],
    },
  }),
  department(FINANCE, 4, {
    vi: {
      slug: 'khoi-tai-chinh-ke-toan',
      title: 'Khối Tài chính – Kế toán',
      summary: 'Quản lý tài chính, kế toán, báo cáo và chỉ tiêu an toàn tài chính của Công ty.',
      body: [
        'Khối Tài chính – Kế toán lập kế hoạch tài chính, tổ chức công tác kế toán, lập báo cáo tài chính và theo dõi các chỉ tiêu an toàn tài chính theo quy định với công ty chứng khoán.',
        '<ul><li>Lập báo cáo tài chính quý, bán niên và năm; làm việc với kiểm toán độc lập.</li><li>Tính toán và báo cáo tỷ lệ vốn khả dụng hằng tháng cho Ủy ban Chứng khoán Nhà nước.</li><li>Quản lý ngân sách, chi phí và nghĩa vụ thuế.</li><li>Quản lý tách biệt tiền gửi giao dịch chứng khoán của khách hàng.</li></ul>',
        'Giám đốc Tài chính và Kế toán trưởng báo cáo trực tiếp Tổng Giám đốc và Hội đồng quản trị.',
      ],
    },
    en: {
      slug: 'finance-and-accounting',
      title: 'Finance and Accounting',
      summary: 'Manages the Company’s finances, accounting, reporting and financial safety ratios.',
      body: [
        'The Finance and Accounting division plans the Company’s finances, runs its accounting, prepares the financial statements and monitors the financial safety ratios required of securities companies.',
        '<ul><li>Quarterly, half-year and annual financial statements, and work with the independent auditor.</li><li>Monthly calculation and reporting of the liquid capital ratio to the State Securities Commission.</li><li>Budgets, costs and tax obligations.</li><li>Segregation of clients’ securities trading cash.</li></ul>',
        'The Chief Financial Officer and the Chief Accountant report directly to the CEO and the Board of Directors.',
      ],
    },
  }),

  // Hội đồng quản trị
  leader(
    'leader-nguyen-minh-khang',
    BOARD,
    1,
    'Nguyễn Minh Khang',
    'chairman',
    { vi: 'Chủ tịch Hội đồng quản trị', en: 'Chairman of the Board of Directors' },
    {
      vi: [
        'Ông Nguyễn Minh Khang sinh năm 1968, tốt nghiệp Cử nhân Kinh tế tại Đại học Kinh tế Quốc dân và Thạc sĩ Tài chính – Ngân hàng.',
        'Ông có 15 năm công tác tại một ngân hàng thương mại nhà nước, từng giữ chức Trưởng phòng Đầu tư. Năm 2007, ông là một trong các cổ đông sáng lập Chứng khoán An Phát và giữ chức Tổng Giám đốc đến năm 2018.',
        'Từ năm 2019, ông là Chủ tịch Hội đồng quản trị, định hướng chiến lược phát triển An Phát thành công ty chứng khoán số đa dịch vụ.',
      ],
      en: [
        'Born in 1968, he holds a bachelor’s degree in economics from the National Economics University and a master’s degree in finance and banking.',
        'He spent 15 years at a state-owned commercial bank, latterly as Head of Investment. In 2007 he was one of the founding shareholders of An Phat Securities and served as its CEO until 2018.',
        'Chairman since 2019, he leads the strategy to make An Phat a full-service digital securities company.',
      ],
    },
  ),
  leader(
    'leader-pham-hong-quan',
    BOARD,
    2,
    'Phạm Hồng Quân',
    'vice_chairman',
    { vi: 'Phó Chủ tịch Hội đồng quản trị', en: 'Vice Chairman of the Board of Directors' },
    {
      vi: [
        'Ông Phạm Hồng Quân sinh năm 1972, tốt nghiệp Thạc sĩ Quản trị kinh doanh (MBA).',
        'Ông có hơn 20 năm kinh nghiệm trong lĩnh vực bảo hiểm và quản lý quỹ, từng là Giám đốc Đầu tư của một công ty bảo hiểm nhân thọ.',
        'Ông là thành viên Hội đồng quản trị An Phát từ năm 2016 và Phó Chủ tịch từ năm 2021, phụ trách Ủy ban Quản lý rủi ro.',
      ],
      en: [
        'Born in 1972, he holds a Master of Business Administration (MBA).',
        'He has more than 20 years’ experience in insurance and fund management and was Chief Investment Officer of a life insurer.',
        'He joined An Phat’s Board in 2016, became Vice Chairman in 2021 and leads the Risk Management Committee.',
      ],
    },
  ),
  leader(
    'leader-do-thi-lan-anh',
    BOARD,
    3,
    'Đỗ Thị Lan Anh',
    'member',
    { vi: 'Thành viên Hội đồng quản trị', en: 'Member of the Board of Directors' },
    {
      vi: [
        'Bà Đỗ Thị Lan Anh sinh năm 1978, tốt nghiệp Cử nhân Luật tại Đại học Luật Hà Nội và Thạc sĩ Luật Kinh tế.',
        'Bà có gần 20 năm hành nghề luật sư, chuyên về thị trường vốn và mua bán, sáp nhập doanh nghiệp.',
        'Bà là thành viên Hội đồng quản trị An Phát từ năm 2020 và Chủ tịch Ủy ban Nhân sự – Lương thưởng.',
      ],
      en: [
        'Born in 1978, she holds a law degree from Hanoi Law University and a master’s degree in business law.',
        'She has practised law for almost 20 years, specialising in capital markets and mergers and acquisitions.',
        'She has been on An Phat’s Board since 2020 and chairs the Nomination and Remuneration Committee.',
      ],
    },
  ),
  leader(
    'leader-vu-duc-thinh',
    BOARD,
    4,
    'Vũ Đức Thịnh',
    'independent_member',
    {
      vi: 'Thành viên độc lập Hội đồng quản trị',
      en: 'Independent Member of the Board of Directors',
    },
    {
      vi: [
        'Ông Vũ Đức Thịnh sinh năm 1965, Tiến sĩ Kinh tế chuyên ngành Tài chính.',
        'Ông có hơn 30 năm giảng dạy và nghiên cứu về thị trường tài chính, là tác giả nhiều giáo trình về phân tích đầu tư chứng khoán.',
        'Ông là thành viên độc lập Hội đồng quản trị An Phát từ năm 2019, tham gia Ủy ban Quản lý rủi ro.',
      ],
      en: [
        'Born in 1965, he holds a doctorate in economics, specialising in finance.',
        'He has taught and researched financial markets for more than 30 years and has written several textbooks on securities analysis.',
        'He has been an independent member of An Phat’s Board since 2019 and sits on the Risk Management Committee.',
      ],
    },
  ),
  leader(
    'leader-luong-thanh-binh',
    BOARD,
    5,
    'Lương Thanh Bình',
    'independent_member',
    {
      vi: 'Thành viên độc lập Hội đồng quản trị',
      en: 'Independent Member of the Board of Directors',
    },
    {
      vi: [
        'Ông Lương Thanh Bình sinh năm 1970, tốt nghiệp Cử nhân Kế toán – Kiểm toán, có chứng chỉ ACCA và chứng chỉ kiểm toán viên Việt Nam.',
        'Ông có 25 năm làm việc tại các công ty kiểm toán, từng là thành viên Ban Giám đốc phụ trách kiểm toán các tổ chức tài chính.',
        'Ông là thành viên độc lập Hội đồng quản trị An Phát từ năm 2022, giám sát hoạt động Kiểm toán nội bộ.',
      ],
      en: [
        'Born in 1970, he holds a bachelor’s degree in accounting and auditing and is an ACCA member and a Vietnamese certified auditor.',
        'He spent 25 years with audit firms, latterly as a director in charge of audits of financial institutions.',
        'He has been an independent member of An Phat’s Board since 2022 and oversees Internal Audit.',
      ],
    },
  ),

  // Ban Tổng Giám đốc
  leader(
    'leader-tran-thu-hien',
    MANAGEMENT,
    1,
    'Trần Thu Hiền',
    'ceo',
    { vi: 'Tổng Giám đốc', en: 'Chief Executive Officer' },
    {
      vi: [
        'Bà Trần Thu Hiền sinh năm 1976, tốt nghiệp Cử nhân Tài chính – Ngân hàng tại Đại học Kinh tế Quốc dân và là thành viên CFA.',
        'Bà gia nhập An Phát năm 2008 với vị trí chuyên viên phân tích, giữ chức Giám đốc Khối Phân tích từ năm 2012 và Phó Tổng Giám đốc từ năm 2016.',
        'Từ năm 2019, bà là Tổng Giám đốc, dẫn dắt chương trình chuyển đổi số với nền tảng APS Mobile, mở tài khoản eKYC và Trung tâm phân tích.',
      ],
      en: [
        'Born in 1976, she holds a bachelor’s degree in finance and banking from the National Economics University and is a CFA charterholder.',
        'She joined An Phat in 2008 as an analyst, became Head of Research in 2012 and Deputy CEO in 2016.',
        'CEO since 2019, she has led the digital programme behind APS Mobile, eKYC account opening and the Analysis Centre.',
      ],
    },
  ),
  leader(
    'leader-le-quoc-bao',
    MANAGEMENT,
    2,
    'Lê Quốc Bảo',
    'deputy_ceo',
    {
      vi: 'Phó Tổng Giám đốc phụ trách Ngân hàng đầu tư',
      en: 'Deputy CEO, Investment Banking',
    },
    {
      vi: [
        'Ông Lê Quốc Bảo sinh năm 1979, tốt nghiệp Thạc sĩ Tài chính tại Úc.',
        'Ông có 8 năm làm việc tại bộ phận ngân hàng đầu tư của một ngân hàng quốc tế ở Singapore trước khi về An Phát năm 2013 với vị trí Giám đốc Khối Ngân hàng đầu tư.',
        'Từ năm 2018, ông là Phó Tổng Giám đốc, trực tiếp dẫn dắt nhiều thương vụ phát hành trái phiếu, niêm yết và M&A với tổng giá trị hơn 15.000 tỷ đồng.',
      ],
      en: [
        'Born in 1979, he holds a master’s degree in finance from an Australian university.',
        'He spent eight years in the investment banking arm of an international bank in Singapore before joining An Phat in 2013 as Head of Investment Banking.',
        'Deputy CEO since 2018, he has led bond, listing and M&A deals worth more than 15,000 billion VND.',
      ],
    },
  ),
  leader(
    'leader-nguyen-hoang-nam',
    MANAGEMENT,
    3,
    'Nguyễn Hoàng Nam',
    'deputy_ceo',
    {
      vi: 'Phó Tổng Giám đốc phụ trách Môi giới',
      en: 'Deputy CEO, Brokerage',
    },
    {
      vi: [
        'Ông Nguyễn Hoàng Nam sinh năm 1980, tốt nghiệp Cử nhân Tài chính tại Đại học Kinh tế TP. Hồ Chí Minh.',
        'Ông bắt đầu sự nghiệp môi giới chứng khoán năm 2003, gia nhập An Phát năm 2009 và làm Giám đốc Chi nhánh TP. Hồ Chí Minh từ năm 2011.',
        'Từ năm 2020, ông là Phó Tổng Giám đốc phụ trách Khối Môi giới và mạng lưới 11 điểm giao dịch trên toàn quốc.',
      ],
      en: [
        'Born in 1980, he holds a bachelor’s degree in finance from the University of Economics Ho Chi Minh City.',
        'He started as a stockbroker in 2003, joined An Phat in 2009 and ran the Ho Chi Minh City Branch from 2011.',
        'Deputy CEO since 2020, he leads Brokerage and the network of 11 offices across the country.',
      ],
    },
  ),
  leader(
    'leader-phan-thi-ngoc-diep',
    MANAGEMENT,
    4,
    'Phan Thị Ngọc Diệp',
    'deputy_ceo',
    {
      vi: 'Phó Tổng Giám đốc phụ trách Vận hành và Công nghệ',
      en: 'Deputy CEO, Operations and Technology',
    },
    {
      vi: [
        'Bà Phan Thị Ngọc Diệp sinh năm 1982, tốt nghiệp Kỹ sư Công nghệ thông tin tại Đại học Bách khoa Hà Nội và Thạc sĩ Quản trị kinh doanh.',
        'Bà có 18 năm kinh nghiệm xây dựng hệ thống giao dịch và lưu ký cho các công ty chứng khoán, gia nhập An Phát năm 2014 với vị trí Giám đốc Công nghệ.',
        'Từ năm 2022, bà là Phó Tổng Giám đốc, chỉ đạo triển khai mở tài khoản eKYC và kết nối hệ thống giao dịch mới của Sở Giao dịch Chứng khoán năm 2025.',
      ],
      en: [
        'Born in 1982, she holds an engineering degree in information technology from Hanoi University of Science and Technology and an MBA.',
        'She has 18 years’ experience building trading and custody systems for securities companies and joined An Phat in 2014 as Chief Technology Officer.',
        'Deputy CEO since 2022, she led the launch of eKYC account opening and the 2025 connection to the exchanges’ new trading system.',
      ],
    },
  ),

  // Ban Kiểm soát
  leader(
    'leader-trinh-van-hai',
    SUPERVISORY,
    1,
    'Trịnh Văn Hải',
    'head_of_supervisory',
    { vi: 'Trưởng Ban Kiểm soát', en: 'Head of the Supervisory Board' },
    {
      vi: [
        'Ông Trịnh Văn Hải sinh năm 1969, tốt nghiệp Cử nhân Kế toán tại Học viện Tài chính, có chứng chỉ kiểm toán viên Việt Nam.',
        'Ông có 13 năm làm kiểm toán viên tại một công ty kiểm toán độc lập và 10 năm làm Kế toán trưởng một tổng công ty nhà nước.',
        'Ông là Trưởng Ban Kiểm soát An Phát từ năm 2017.',
      ],
      en: [
        'Born in 1969, he holds a bachelor’s degree in accounting from the Academy of Finance and is a Vietnamese certified auditor.',
        'He spent 13 years as an auditor with an independent audit firm and 10 years as Chief Accountant of a state-owned corporation.',
        'He has headed An Phat’s Supervisory Board since 2017.',
      ],
    },
  ),
  leader(
    'leader-mai-thi-thanh-tam',
    SUPERVISORY,
    2,
    'Mai Thị Thanh Tâm',
    'supervisor',
    { vi: 'Thành viên Ban Kiểm soát', en: 'Member of the Supervisory Board' },
    {
      vi: [
        'Bà Mai Thị Thanh Tâm sinh năm 1984, tốt nghiệp Thạc sĩ Kế toán.',
        'Bà có 15 năm kinh nghiệm kiểm soát nội bộ tại các tổ chức tài chính, từng là Trưởng phòng Kiểm soát nội bộ của một công ty quản lý quỹ.',
        'Bà là thành viên Ban Kiểm soát An Phát từ năm 2021.',
      ],
      en: [
        'Born in 1984, she holds a master’s degree in accounting.',
        'She has 15 years’ experience in internal control at financial institutions and headed internal control at a fund management company.',
        'She has been on An Phat’s Supervisory Board since 2021.',
      ],
    },
  ),
  leader(
    'leader-cao-minh-duc',
    SUPERVISORY,
    3,
    'Cao Minh Đức',
    'supervisor',
    { vi: 'Thành viên Ban Kiểm soát', en: 'Member of the Supervisory Board' },
    {
      vi: [
        'Ông Cao Minh Đức sinh năm 1981, tốt nghiệp Cử nhân Luật và Cử nhân Kinh tế.',
        'Ông có 17 năm làm công tác pháp chế và tuân thủ trong lĩnh vực chứng khoán và ngân hàng.',
        'Ông là thành viên Ban Kiểm soát An Phát từ năm 2024.',
      ],
      en: [
        'Born in 1981, he holds degrees in law and economics.',
        'He has 17 years’ experience in legal and compliance roles in securities and banking.',
        'He has been on An Phat’s Supervisory Board since 2024.',
      ],
    },
  ),

  // Khối Tài chính – Kế toán
  leader(
    'leader-dinh-quang-vinh',
    FINANCE,
    1,
    'Đinh Quang Vinh',
    'cfo',
    { vi: 'Giám đốc Tài chính', en: 'Chief Financial Officer' },
    {
      vi: [
        'Ông Đinh Quang Vinh sinh năm 1977, tốt nghiệp Cử nhân Tài chính doanh nghiệp và là hội viên ACCA.',
        'Ông có 9 năm kiểm toán các ngân hàng và công ty chứng khoán tại một công ty kiểm toán quốc tế trước khi gia nhập An Phát.',
        'Ông là Giám đốc Tài chính An Phát từ năm 2015, phụ trách kế hoạch tài chính, quan hệ nhà đầu tư và quản lý vốn.',
      ],
      en: [
        'Born in 1977, he holds a bachelor’s degree in corporate finance and is an ACCA member.',
        'He spent nine years auditing banks and securities companies at an international audit firm before joining An Phat.',
        'Chief Financial Officer since 2015, he is responsible for financial planning, investor relations and capital management.',
      ],
    },
  ),
  leader(
    'leader-ly-thi-minh-thu',
    FINANCE,
    2,
    'Lý Thị Minh Thư',
    'chief_accountant',
    { vi: 'Kế toán trưởng', en: 'Chief Accountant' },
    {
      vi: [
        'Bà Lý Thị Minh Thư sinh năm 1985, tốt nghiệp Cử nhân Kế toán tại Học viện Tài chính, có chứng chỉ kế toán viên hành nghề.',
        'Bà gia nhập An Phát năm 2010, trải qua các vị trí kế toán giao dịch, kế toán tổng hợp và Phó phòng Kế toán.',
        'Bà là Kế toán trưởng từ năm 2019, phụ trách lập báo cáo tài chính và báo cáo an toàn tài chính.',
      ],
      en: [
        'Born in 1985, she holds a bachelor’s degree in accounting from the Academy of Finance and is a licensed accountant.',
        'She joined An Phat in 2010 and worked in transaction accounting, general accounting and as Deputy Head of Accounting.',
        'Chief Accountant since 2019, she is responsible for the financial statements and financial safety reports.',
      ],
    },
  ),
];

const region = (
  key: string,
  sort: number,
  code: 'north' | 'central' | 'south',
  texts: Texts,
): ContentSeed => corporateItem('region', { key, sort, date: '2025-01-05' }, { code }, texts);

const branch = (
  key: string,
  parent: string,
  sort: number,
  attrs: ContentAttrs<'branch'>,
  texts: { vi: [slug: string, title: string]; en: [slug: string, title: string] },
): ContentSeed => {
  const head = attrs.isHeadOffice;
  return corporateItem('branch', { key, parent, sort, date: '2025-01-05' }, attrs, {
    vi: {
      slug: texts.vi[0],
      title: texts.vi[1],
      summary: `${attrs.address}. Điện thoại: ${attrs.phone}.`,
      body: [
        head
          ? 'Trụ sở chính là nơi đặt Hội đồng quản trị, Ban Tổng Giám đốc và các khối nghiệp vụ, đồng thời có quầy giao dịch phục vụ khách hàng cá nhân và tổ chức.'
          : 'Điểm giao dịch phục vụ khách hàng cá nhân và tổ chức với đầy đủ dịch vụ của An Phát.',
        '<ul><li>Giờ làm việc: 8:00–17:00, thứ Hai đến thứ Sáu (trừ ngày lễ)</li><li>Mở tài khoản, đặt lệnh tại quầy, đăng ký dịch vụ tài chính</li><li>Tư vấn đầu tư, thực hiện quyền, chuyển khoản chứng khoán</li></ul>',
        'Tổng đài hỗ trợ 1900 98 9999.',
      ],
    },
    en: {
      slug: texts.en[0],
      title: texts.en[1],
      summary: `${attrs.address}. Phone: ${attrs.phone}.`,
      body: [
        head
          ? 'The head office houses the Board of Directors, the Board of Management and the business divisions, and has a counter for individual and institutional clients.'
          : 'This office serves individual and institutional clients with the full range of An Phat services.',
        '<ul><li>Opening hours: 8:00–17:00, Monday to Friday (except public holidays)</li><li>Account opening, counter orders and financial services sign-up</li><li>Investment advice, corporate actions and securities transfers</li></ul>',
        'Customer hotline 1900 98 9999.',
      ],
    },
  });
};

/** A row of branches.json: a branch, its region from its attrs. */
const BranchRowSchema = z.object({
  key: z.string(),
  sort: z.number(),
  attrs: CONTENT_ATTRS.branch,
  vi: z.tuple([z.string(), z.string()]),
  en: z.tuple([z.string(), z.string()]),
});

const BRANCHES = z
  .array(BranchRowSchema)
  .parse(branchRows)
  .map(({ key, sort, attrs, vi, en }) =>
    branch(key, `region-${attrs.regionCode}`, sort, attrs, { vi, en }),
  );

const NORTH = 'region-north';
const CENTRAL = 'region-central';
const SOUTH = 'region-south';

/** Regions and the branch network (ABOUT_NETWORK). Addresses are in Vietnamese, as shown. */
export const NETWORK_CONTENT: ContentSeed[] = [
  region(NORTH, 1, 'north', {
    vi: {
      slug: 'mien-bac',
      title: 'Miền Bắc',
      summary: 'Trụ sở chính, chi nhánh Hà Nội, Hải Phòng và phòng giao dịch Quảng Ninh.',
    },
    en: {
      slug: 'northern-region',
      title: 'Northern region',
      summary: 'Head office, Hanoi and Hai Phong branches and the Quang Ninh office.',
    },
  }),
  region(CENTRAL, 2, 'central', {
    vi: {
      slug: 'mien-trung',
      title: 'Miền Trung',
      summary: 'Chi nhánh Đà Nẵng, phòng giao dịch Huế và Nha Trang.',
    },
    en: {
      slug: 'central-region',
      title: 'Central region',
      summary: 'Da Nang branch and the Hue and Nha Trang offices.',
    },
  }),
  region(SOUTH, 3, 'south', {
    vi: {
      slug: 'mien-nam',
      title: 'Miền Nam',
      summary: 'Chi nhánh TP. Hồ Chí Minh, Cần Thơ, phòng giao dịch Phú Nhuận và Bình Dương.',
    },
    en: {
      slug: 'southern-region',
      title: 'Southern region',
      summary: 'Ho Chi Minh City and Can Tho branches and the Phu Nhuan and Binh Duong offices.',
    },
  }),

  ...BRANCHES,
];
