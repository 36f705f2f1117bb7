import type { ContentSeed, PdfSeed } from '../content-types';
import { REPORT_FILES } from './news-reports';
import { type DatedInput, type TextInput, datedItem, listCategory, pdf } from './news-helpers';

/**
 * An Phát's own disclosures (công bố thông tin) in four categories. The story is consistent
 * across items, reports and the events calendar: the 2026 AGM on 24/4 approves a 10% cash
 * dividend, a VND 1,000 billion public bond and a charter amendment; an ESOP issue lifts the
 * charter capital to VND 3,232 billion; an EGM is called for 18/12/2026 (record date 13/11).
 * All figures are illustrative.
 */

type Category = 'periodic' | 'extraordinary' | 'on-request' | 'shareholders';

const CATEGORIES: { code: Category; vi: TextInput; en: TextInput }[] = [
  {
    code: 'periodic',
    vi: {
      title: 'Công bố thông tin định kỳ',
      summary:
        'Báo cáo tài chính, báo cáo thường niên, báo cáo quản trị và các báo cáo định kỳ khác.',
    },
    en: {
      title: 'Periodic disclosures',
      summary:
        'Financial statements, annual reports, governance reports and other periodic reports.',
    },
  },
  {
    code: 'extraordinary',
    vi: {
      title: 'Công bố thông tin bất thường',
      summary:
        'Nghị quyết Đại hội đồng cổ đông, Hội đồng quản trị, thay đổi nhân sự, phát hành chứng khoán và các sự kiện khác.',
    },
    en: {
      title: 'Extraordinary disclosures',
      summary:
        'Resolutions of the General Meeting and the Board, personnel changes, securities issues and other events.',
    },
  },
  {
    code: 'on-request',
    vi: {
      title: 'Công bố thông tin theo yêu cầu',
      summary: 'Thông tin công bố theo yêu cầu của Ủy ban Chứng khoán Nhà nước và Sở giao dịch.',
    },
    en: {
      title: 'Disclosures on request',
      summary:
        'Information published at the request of the State Securities Commission or the exchange.',
    },
  },
  {
    code: 'shareholders',
    vi: {
      title: 'Thông tin cổ đông',
      summary:
        'Thông báo mời họp, ngày đăng ký cuối cùng, cổ tức và giao dịch của cổ đông, người nội bộ.',
    },
    en: {
      title: 'Shareholder information',
      summary: 'Meeting notices, record dates, dividends and trading by shareholders and insiders.',
    },
  },
];

const categoryKey = (code: Category) => `disclosure-category-${code}`;

export const DISCLOSURE_CATEGORIES: ContentSeed[] = CATEGORIES.map((c, i) =>
  listCategory('disclosure_category', categoryKey(c.code), i, {}, c),
);

interface DisclosureInput extends DatedInput {
  category: Category;
  /** 'APS' for items about the company's shares, null otherwise. */
  symbol: 'APS' | null;
  file: string | null;
}

function disclosure(d: DisclosureInput): ContentSeed {
  return datedItem('disclosure', { prefix: 'disclosure', usualTime: '17:00' }, d, {
    parent: categoryKey(d.category),
    attrs: { implementDate: d.date, stockSymbol: d.symbol, file: d.file },
  });
}

/** PDFs that only the disclosures use (the others reuse the report files). */
export const DISCLOSURE_PDFS: PdfSeed[] = [
  pdf('aps-cbtt-bctc-ban-nien-2026-soat-xet.pdf', 'Báo cáo tài chính bán niên 2026 đã soát xét', [
    'Kỳ báo cáo: 01/01/2026 – 30/06/2026',
    'Đơn vị soát xét: Công ty TNHH Kiểm toán minh họa',
    'Tổng tài sản tại 30/06/2026: 28.450 tỷ đồng',
    'Doanh thu hoạt động 6 tháng: 2.300 tỷ đồng',
    'Lợi nhuận trước thuế 6 tháng: 770 tỷ đồng',
    'Kết luận soát xét: chấp nhận toàn phần',
  ]),
  pdf(
    'aps-cbtt-ty-le-an-toan-tai-chinh-30-06-2026.pdf',
    'Báo cáo tỷ lệ an toàn tài chính tại 30/06/2026',
    [
      'Vốn khả dụng: 6.120 tỷ đồng',
      'Tổng giá trị rủi ro: 1.780 tỷ đồng',
      'Tỷ lệ vốn khả dụng: 344%',
      'Ngưỡng tối thiểu theo quy định: 180%',
      'Báo cáo đã được tổ chức kiểm toán soát xét',
    ],
  ),
  pdf(
    'aps-cbtt-nghi-quyet-dhdcd-thuong-nien-2026.pdf',
    'Nghị quyết Đại hội đồng cổ đông thường niên 2026',
    [
      'Ngày họp: 24/04/2026, tại Hà Nội',
      'Điều 1. Thông qua báo cáo tài chính năm 2025 đã kiểm toán',
      'Điều 2. Chia cổ tức năm 2025 bằng tiền, tỷ lệ 10% (1.000 đồng/cổ phiếu)',
      'Điều 3. Kế hoạch năm 2026: lợi nhuận trước thuế 1.440 tỷ đồng',
      'Điều 4. Phương án chào bán 1.000 tỷ đồng trái phiếu ra công chúng',
      'Điều 5. Sửa đổi, bổ sung Điều lệ công ty',
      'Điều 6. Phát hành cổ phiếu theo chương trình lựa chọn cho người lao động (ESOP)',
    ],
  ),
  pdf(
    'aps-cbtt-dieu-le-sua-doi-2026.pdf',
    'Điều lệ Công ty Cổ phần Chứng khoán An Phát (sửa đổi 2026)',
    [
      'Căn cứ Nghị quyết Đại hội đồng cổ đông thường niên ngày 24/04/2026',
      'Chương I. Quy định chung',
      'Chương II. Vốn điều lệ, cổ phần, cổ đông sáng lập',
      'Chương III. Cơ cấu tổ chức, quản trị và kiểm soát',
      'Chương IV. Hội đồng quản trị và Ban Kiểm soát',
      'Điều lệ có hiệu lực kể từ ngày 24/04/2026',
    ],
  ),
  pdf(
    'aps-cbtt-nghi-quyet-hdqt-chao-ban-trai-phieu-2026.pdf',
    'Nghị quyết Hội đồng quản trị về chào bán trái phiếu ra công chúng',
    [
      'Tổng giá trị chào bán: 1.000 tỷ đồng theo mệnh giá',
      'Mệnh giá: 100.000 đồng/trái phiếu; số lượng: 10.000.000 trái phiếu',
      'Kỳ hạn: 2 năm; lãi suất cố định 7,2%/năm, trả lãi 6 tháng một lần',
      'Loại trái phiếu: không chuyển đổi, không kèm chứng quyền, không có tài sản bảo đảm',
      'Mục đích: bổ sung nguồn vốn cho hoạt động cho vay ký quỹ',
    ],
  ),
  pdf(
    'aps-cbtt-giay-phep-dieu-chinh-von-dieu-le-2026.pdf',
    'Giấy phép điều chỉnh Giấy phép thành lập và hoạt động',
    [
      'Cơ quan cấp: Ủy ban Chứng khoán Nhà nước',
      'Nội dung điều chỉnh: vốn điều lệ',
      'Vốn điều lệ trước điều chỉnh: 3.200.000.000.000 đồng',
      'Vốn điều lệ sau điều chỉnh: 3.232.000.000.000 đồng',
      'Lý do: phát hành 3.200.000 cổ phiếu theo chương trình ESOP năm 2026',
    ],
  ),
  pdf(
    'aps-cbtt-ket-qua-chao-ban-trai-phieu-2026.pdf',
    'Báo cáo kết quả chào bán trái phiếu ra công chúng',
    [
      'Thời gian phân phối: 01/10/2026 – 23/10/2026',
      'Số lượng trái phiếu chào bán: 10.000.000 trái phiếu',
      'Số lượng đã phân phối: 10.000.000 trái phiếu (100%)',
      'Số nhà đầu tư mua: 1.846 nhà đầu tư',
      'Tổng số tiền thu được: 1.000 tỷ đồng',
    ],
  ),
  pdf(
    'aps-cbtt-giai-trinh-su-co-he-thong-25-08-2026.pdf',
    'Giải trình sự cố hệ thống giao dịch trực tuyến ngày 25/08/2026',
    [
      'Thời gian gián đoạn: 09:32 – 09:51 ngày 25/08/2026',
      'Nguyên nhân: lỗi cân bằng tải tại cụm máy chủ tiếp nhận lệnh',
      'Ảnh hưởng: khách hàng không đặt được lệnh trên ứng dụng; kênh điện thoại vẫn hoạt động',
      'Biện pháp khắc phục: chuyển sang cụm dự phòng, nâng cấp thiết bị cân bằng tải',
      'Hỗ trợ khách hàng: tiếp nhận và xử lý khiếu nại theo quy trình',
    ],
  ),
  pdf(
    'aps-cbtt-giai-trinh-bien-dong-gia-aps-09-2026.pdf',
    'Giải trình biến động giá cổ phiếu APS',
    [
      'Căn cứ công văn của Sở Giao dịch Chứng khoán TP. Hồ Chí Minh',
      'Cổ phiếu APS tăng trần 5 phiên liên tiếp từ 23/09/2026 đến 29/09/2026',
      'Công ty không có thông tin chưa công bố có thể ảnh hưởng đến giá cổ phiếu',
      'Biến động giá do cung cầu thị trường, không chịu tác động của công ty',
    ],
  ),
  pdf(
    'aps-cbtt-ngay-dang-ky-cuoi-cung-co-tuc-2025.pdf',
    'Thông báo ngày đăng ký cuối cùng chi trả cổ tức năm 2025 bằng tiền',
    [
      'Mã chứng khoán: APS – Sàn giao dịch: HOSE',
      'Ngày giao dịch không hưởng quyền: 25/06/2026',
      'Ngày đăng ký cuối cùng: 26/06/2026',
      'Tỷ lệ thực hiện: 10%/cổ phiếu (1.000 đồng/cổ phiếu)',
      'Ngày thanh toán: 10/07/2026',
    ],
  ),
  pdf(
    'aps-cbtt-moi-hop-dhdcd-bat-thuong-2026.pdf',
    'Thông báo mời họp Đại hội đồng cổ đông bất thường năm 2026',
    [
      'Thời gian: 08:30 ngày 18/12/2026',
      'Địa điểm: Hội trường tầng 3, tòa nhà An Phát, 36 Hoàng Cầu, Hà Nội',
      'Ngày đăng ký cuối cùng: 13/11/2026',
      'Nội dung 1: Phương án chào bán cổ phiếu cho cổ đông hiện hữu năm 2027',
      'Nội dung 2: Bầu bổ sung thành viên độc lập Hội đồng quản trị',
      'Cổ đông có thể biểu quyết trực tuyến qua hệ thống bỏ phiếu điện tử',
    ],
  ),
  pdf(
    'aps-cbtt-tai-lieu-hop-dhdcd-bat-thuong-2026.pdf',
    'Tài liệu họp Đại hội đồng cổ đông bất thường năm 2026',
    [
      'Thời gian: 08:30 ngày 18/12/2026, tại trụ sở An Phát, Hà Nội',
      'Chương trình và quy chế làm việc của Đại hội',
      'Tờ trình 01: Phương án chào bán cổ phiếu cho cổ đông hiện hữu năm 2027',
      'Tờ trình 02: Bầu bổ sung thành viên độc lập Hội đồng quản trị',
      'Hướng dẫn đăng nhập và biểu quyết điện tử',
    ],
  ),
];

export const DISCLOSURES: ContentSeed[] = [
  // Periodic
  disclosure({
    key: 'governance-report-2025',
    category: 'periodic',
    date: '2026-01-28',
    symbol: 'APS',
    file: REPORT_FILES.governance(2025, null),
    vi: {
      title: 'Báo cáo tình hình quản trị công ty năm 2025',
      summary: 'Chứng khoán An Phát công bố Báo cáo tình hình quản trị công ty năm 2025.',
      body: [
        'Báo cáo trình bày hoạt động của Hội đồng quản trị, Ban Kiểm soát, danh sách người nội bộ và giao dịch với các bên liên quan trong năm 2025.',
      ],
    },
    en: {
      title: 'Corporate governance report for 2025',
      summary: 'An Phat Securities publishes its corporate governance report for 2025.',
      body: [
        'The report covers the work of the Board of Directors and the Supervisory Board, the list of insiders and related-party transactions in 2025.',
      ],
    },
  }),
  disclosure({
    key: 'audited-financial-statements-2025',
    category: 'periodic',
    date: '2026-03-25',
    symbol: 'APS',
    file: REPORT_FILES.financial(2025, null),
    vi: {
      title: 'Báo cáo tài chính năm 2025 đã kiểm toán',
      summary:
        'Doanh thu hoạt động năm 2025 đạt 4.100 tỷ đồng, lợi nhuận trước thuế 1.250 tỷ đồng (số liệu minh họa).',
      body: [
        'Báo cáo tài chính năm 2025 của Công ty Cổ phần Chứng khoán An Phát đã được kiểm toán với ý kiến chấp nhận toàn phần.',
        'Quý cổ đông và nhà đầu tư xem toàn văn báo cáo trong tệp đính kèm.',
      ],
    },
    en: {
      title: 'Audited financial statements for 2025',
      summary:
        'Operating revenue for 2025 was VND 4,100 billion and profit before tax VND 1,250 billion (illustrative figures).',
      body: [
        'The 2025 financial statements of An Phat Securities JSC received an unqualified audit opinion.',
        'Shareholders and investors can read the full statements in the attached file.',
      ],
    },
  }),
  disclosure({
    key: 'annual-report-2025',
    category: 'periodic',
    date: '2026-04-10',
    symbol: 'APS',
    file: REPORT_FILES.annual(2025),
    vi: {
      title: 'Báo cáo thường niên năm 2025',
      summary: 'Chứng khoán An Phát công bố Báo cáo thường niên năm 2025.',
      body: [
        'Báo cáo thường niên trình bày kết quả kinh doanh, tình hình tài chính, quản trị công ty, phát triển bền vững và định hướng năm 2026.',
      ],
    },
    en: {
      title: 'Annual report 2025',
      summary: 'An Phat Securities publishes its annual report for 2025.',
      body: [
        'The annual report sets out business results, financial position, corporate governance, sustainability and the plan for 2026.',
      ],
    },
  }),
  disclosure({
    key: 'financial-statements-q1-2026',
    category: 'periodic',
    date: '2026-04-20',
    symbol: 'APS',
    file: REPORT_FILES.financial(2026, 1),
    vi: {
      title: 'Báo cáo tài chính quý 1/2026',
      summary: 'Lợi nhuận trước thuế quý 1/2026 đạt 370 tỷ đồng (số liệu minh họa).',
      body: [
        'Báo cáo tài chính riêng quý 1/2026 được lập theo chuẩn mực kế toán Việt Nam áp dụng cho công ty chứng khoán.',
      ],
    },
    en: {
      title: 'Financial statements for Q1 2026',
      summary: 'Profit before tax for Q1 2026 was VND 370 billion (illustrative figure).',
      body: [
        'The Q1 2026 separate financial statements follow Vietnamese accounting standards for securities companies.',
      ],
    },
  }),
  disclosure({
    key: 'financial-statements-q2-2026',
    category: 'periodic',
    date: '2026-07-20',
    symbol: 'APS',
    file: null,
    vi: {
      title: 'Báo cáo tài chính quý 2/2026',
      summary: 'Lợi nhuận trước thuế quý 2/2026 đạt 400 tỷ đồng (số liệu minh họa).',
      body: ['Toàn văn báo cáo được đăng tại trang Báo cáo tài chính của website.'],
    },
    en: {
      title: 'Financial statements for Q2 2026',
      summary: 'Profit before tax for Q2 2026 was VND 400 billion (illustrative figure).',
      body: ['The full statements are on the Financial statements page of the website.'],
    },
  }),
  disclosure({
    key: 'governance-report-h1-2026',
    category: 'periodic',
    date: '2026-07-28',
    symbol: 'APS',
    file: REPORT_FILES.governance(2026, 1),
    vi: {
      title: 'Báo cáo tình hình quản trị công ty 6 tháng đầu năm 2026',
      summary: 'Báo cáo quản trị công ty bán niên 2026 của Chứng khoán An Phát.',
      body: [
        'Trong 6 tháng đầu năm 2026, Hội đồng quản trị tổ chức 6 cuộc họp và ban hành 18 nghị quyết (số liệu minh họa).',
      ],
    },
    en: {
      title: 'Corporate governance report for the first half of 2026',
      summary: 'An Phat Securities’ corporate governance report for the first half of 2026.',
      body: [
        'In the first half of 2026 the Board of Directors held 6 meetings and passed 18 resolutions (illustrative figures).',
      ],
    },
  }),
  disclosure({
    key: 'reviewed-half-year-statements-2026',
    category: 'periodic',
    date: '2026-08-12',
    symbol: 'APS',
    file: 'aps-cbtt-bctc-ban-nien-2026-soat-xet.pdf',
    outstanding: true,
    vi: {
      title: 'Báo cáo tài chính bán niên 2026 đã soát xét',
      summary:
        'Lợi nhuận trước thuế 6 tháng đầu năm 2026 đạt 770 tỷ đồng, tăng 37% so với cùng kỳ (số liệu minh họa).',
      body: [
        'Báo cáo tài chính bán niên 2026 đã được soát xét bởi đơn vị kiểm toán độc lập với kết luận chấp nhận toàn phần.',
      ],
    },
    en: {
      title: 'Reviewed half-year financial statements 2026',
      summary:
        'Profit before tax for the first half of 2026 was VND 770 billion, up 37% year on year (illustrative figures).',
      body: [
        'The 2026 half-year statements were reviewed by the independent auditor with an unqualified conclusion.',
      ],
    },
  }),
  disclosure({
    key: 'capital-adequacy-30-06-2026',
    category: 'periodic',
    date: '2026-08-12',
    time: '17:30',
    symbol: null,
    file: 'aps-cbtt-ty-le-an-toan-tai-chinh-30-06-2026.pdf',
    vi: {
      title: 'Báo cáo tỷ lệ an toàn tài chính tại ngày 30/6/2026',
      summary:
        'Tỷ lệ vốn khả dụng của An Phát tại 30/6/2026 đạt 344%, cao hơn nhiều mức tối thiểu 180% (số liệu minh họa).',
      body: [
        'Báo cáo tỷ lệ an toàn tài chính bán niên đã được soát xét, lập theo quy định của Bộ Tài chính đối với công ty chứng khoán.',
      ],
    },
    en: {
      title: 'Capital adequacy report at 30 June 2026',
      summary:
        'An Phat’s liquid capital ratio at 30 June 2026 was 344%, well above the 180% minimum (illustrative figures).',
      body: [
        'The reviewed half-year capital adequacy report follows the Ministry of Finance’s rules for securities companies.',
      ],
    },
  }),
  disclosure({
    key: 'financial-statements-q3-2026',
    category: 'periodic',
    date: '2026-10-20',
    symbol: 'APS',
    file: REPORT_FILES.financial(2026, 3),
    outstanding: true,
    vi: {
      title: 'Báo cáo tài chính quý 3/2026',
      summary:
        'Doanh thu hoạt động quý 3/2026 đạt 1.250 tỷ đồng, lợi nhuận trước thuế 410 tỷ đồng (số liệu minh họa).',
      body: [
        'Chứng khoán An Phát công bố báo cáo tài chính riêng quý 3/2026. Lũy kế 9 tháng, lợi nhuận trước thuế đạt 1.180 tỷ đồng, hoàn thành 82% kế hoạch năm.',
      ],
    },
    en: {
      title: 'Financial statements for Q3 2026',
      summary:
        'Operating revenue for Q3 2026 was VND 1,250 billion and profit before tax VND 410 billion (illustrative figures).',
      body: [
        'An Phat Securities publishes its separate financial statements for Q3 2026. Nine-month profit before tax reached VND 1,180 billion, 82% of the full-year target.',
      ],
    },
  }),
  disclosure({
    key: 'q3-2026-profit-explanation',
    category: 'periodic',
    date: '2026-10-20',
    time: '17:30',
    symbol: 'APS',
    file: null,
    vi: {
      title: 'Giải trình biến động lợi nhuận quý 3/2026 so với cùng kỳ',
      summary:
        'Lợi nhuận sau thuế quý 3/2026 tăng 22% so với cùng kỳ năm trước (số liệu minh họa).',
      body: [
        'Lợi nhuận tăng chủ yếu nhờ doanh thu môi giới tăng 25% khi thanh khoản thị trường cải thiện và dư nợ cho vay ký quỹ bình quân cao hơn cùng kỳ.',
      ],
    },
    en: {
      title: 'Explanation of the change in Q3 2026 profit year on year',
      summary: 'Profit after tax for Q3 2026 rose 22% year on year (illustrative figure).',
      body: [
        'The increase came mainly from a 25% rise in brokerage revenue as market liquidity improved, and from higher average margin lending.',
      ],
    },
  }),
  // Extraordinary
  disclosure({
    key: 'agm-2026-resolution',
    category: 'extraordinary',
    date: '2026-04-24',
    time: '18:00',
    symbol: 'APS',
    file: 'aps-cbtt-nghi-quyet-dhdcd-thuong-nien-2026.pdf',
    outstanding: true,
    vi: {
      title: 'Nghị quyết và biên bản họp Đại hội đồng cổ đông thường niên năm 2026',
      summary:
        'Đại hội thông qua kế hoạch lợi nhuận trước thuế 1.440 tỷ đồng, cổ tức tiền mặt 10% và phương án chào bán 1.000 tỷ đồng trái phiếu ra công chúng.',
      body: [
        'Ngày 24/4/2026, Đại hội đồng cổ đông thường niên của Chứng khoán An Phát đã diễn ra tại Hà Nội với sự tham dự của cổ đông đại diện 78% số cổ phần có quyền biểu quyết.',
        '<ul><li>Kế hoạch năm 2026: doanh thu 4.700 tỷ đồng, lợi nhuận trước thuế 1.440 tỷ đồng</li><li>Cổ tức năm 2025 bằng tiền tỷ lệ 10%</li><li>Chào bán trái phiếu ra công chúng và phát hành cổ phiếu ESOP</li><li>Sửa đổi Điều lệ công ty</li></ul>',
        'Số liệu trong thông báo là số liệu minh họa.',
      ],
    },
    en: {
      title: 'Resolution and minutes of the 2026 Annual General Meeting',
      summary:
        'The meeting approved a profit-before-tax target of VND 1,440 billion, a 10% cash dividend and a VND 1,000 billion public bond offering.',
      body: [
        'An Phat Securities held its Annual General Meeting in Hanoi on 24 April 2026, attended by shareholders representing 78% of the voting shares.',
        '<ul><li>2026 plan: revenue of VND 4,700 billion and profit before tax of VND 1,440 billion</li><li>A 10% cash dividend for 2025</li><li>A public bond offering and an ESOP share issue</li><li>Amendments to the company charter</li></ul>',
        'The figures in this notice are illustrative.',
      ],
    },
  }),
  disclosure({
    key: 'amended-charter-2026',
    category: 'extraordinary',
    date: '2026-05-05',
    symbol: 'APS',
    file: 'aps-cbtt-dieu-le-sua-doi-2026.pdf',
    vi: {
      title: 'Điều lệ công ty sửa đổi, bổ sung năm 2026',
      summary:
        'Toàn văn Điều lệ Công ty Cổ phần Chứng khoán An Phát sau khi được Đại hội đồng cổ đông thường niên 2026 thông qua.',
      body: [
        'Điều lệ sửa đổi cập nhật các quy định về tổ chức họp Đại hội đồng cổ đông trực tuyến, biểu quyết điện tử và nhiệm vụ của Ban Kiểm soát.',
      ],
    },
    en: {
      title: 'Amended company charter 2026',
      summary:
        'The full text of An Phat Securities JSC’s charter as approved by the 2026 Annual General Meeting.',
      body: [
        'The amended charter updates the rules on online General Meetings, electronic voting and the duties of the Supervisory Board.',
      ],
    },
  }),
  disclosure({
    key: 'auditor-selection-2026',
    category: 'extraordinary',
    date: '2026-06-19',
    symbol: 'APS',
    file: null,
    vi: {
      title: 'Nghị quyết Hội đồng quản trị về việc lựa chọn công ty kiểm toán năm 2026',
      summary:
        'Hội đồng quản trị lựa chọn đơn vị kiểm toán báo cáo tài chính năm 2026 và soát xét báo cáo bán niên theo ủy quyền của Đại hội đồng cổ đông.',
      body: [
        'Đơn vị được chọn nằm trong danh sách tổ chức kiểm toán được Ủy ban Chứng khoán Nhà nước chấp thuận kiểm toán cho đơn vị có lợi ích công chúng thuộc lĩnh vực chứng khoán.',
      ],
    },
    en: {
      title: 'Board resolution on the choice of auditor for 2026',
      summary:
        'Under the General Meeting’s authority, the Board has chosen the firm to audit the 2026 financial statements and review the half-year statements.',
      body: [
        'The firm is on the State Securities Commission’s list of auditors approved for public-interest entities in the securities sector.',
      ],
    },
  }),
  disclosure({
    key: 'information-officer-change',
    category: 'extraordinary',
    date: '2026-08-18',
    symbol: 'APS',
    file: null,
    vi: {
      title: 'Thay đổi người được ủy quyền công bố thông tin',
      summary:
        'Từ ngày 18/8/2026, ông Đinh Quang Vinh – Giám đốc Tài chính là người được ủy quyền công bố thông tin của Chứng khoán An Phát.',
      body: [
        'Hội đồng quản trị chấp thuận việc ủy quyền công bố thông tin cho ông Đinh Quang Vinh, phụ trách quan hệ nhà đầu tư, thay cho người được ủy quyền trước đây.',
        'Thông tin liên hệ về công bố thông tin: ir@chungkhoananphat.example; tổng đài 1900 98 9999.',
      ],
    },
    en: {
      title: 'Change of the person authorised to disclose information',
      summary:
        'From 18 August 2026, Mr Dinh Quang Vinh, Chief Financial Officer, is An Phat Securities’ authorised disclosure officer.',
      body: [
        'The Board of Directors has authorised Mr Dinh Quang Vinh, who is responsible for investor relations, to disclose information on the company’s behalf, replacing the previous officer.',
        'Disclosure contact: ir@chungkhoananphat.example; hotline 1900 98 9999.',
      ],
    },
  }),
  disclosure({
    key: 'public-bond-board-resolution',
    category: 'extraordinary',
    date: '2026-09-04',
    symbol: null,
    file: 'aps-cbtt-nghi-quyet-hdqt-chao-ban-trai-phieu-2026.pdf',
    vi: {
      slug: 'nghi-quyet-hdqt-trien-khai-chao-ban-trai-phieu-ra-cong-chung-2026',
      title:
        'Nghị quyết Hội đồng quản trị triển khai phương án chào bán trái phiếu ra công chúng năm 2026',
      summary:
        'An Phát triển khai chào bán 10 triệu trái phiếu kỳ hạn 2 năm, tổng mệnh giá 1.000 tỷ đồng.',
      body: [
        '<ul><li>Mệnh giá: 100.000 đồng/trái phiếu</li><li>Kỳ hạn 2 năm, lãi suất cố định 7,2%/năm (số liệu minh họa)</li><li>Trái phiếu không chuyển đổi, không kèm chứng quyền, không có tài sản bảo đảm</li></ul>',
        'Đợt chào bán chỉ được thực hiện sau khi Ủy ban Chứng khoán Nhà nước cấp Giấy chứng nhận đăng ký chào bán.',
      ],
    },
    en: {
      title: 'Board resolution implementing the 2026 public bond offering',
      summary:
        'An Phat will offer 10 million two-year bonds with a total face value of VND 1,000 billion.',
      body: [
        '<ul><li>Face value: VND 100,000 per bond</li><li>Two-year term at a fixed 7.2% a year (illustrative figure)</li><li>Non-convertible, without warrants and unsecured</li></ul>',
        'The offering may only start once the State Securities Commission has issued the offering registration certificate.',
      ],
    },
  }),
  disclosure({
    key: 'esop-2026-results',
    category: 'extraordinary',
    date: '2026-09-28',
    symbol: 'APS',
    file: null,
    outstanding: true,
    vi: {
      title: 'Báo cáo kết quả phát hành cổ phiếu theo chương trình ESOP năm 2026',
      summary:
        'An Phát đã phát hành 3.200.000 cổ phiếu cho 412 cán bộ nhân viên theo chương trình lựa chọn cho người lao động.',
      body: [
        'Giá phát hành 10.000 đồng/cổ phiếu; cổ phiếu bị hạn chế chuyển nhượng 2 năm kể từ ngày kết thúc đợt phát hành.',
        'Sau đợt phát hành, vốn điều lệ dự kiến tăng từ 3.200 tỷ đồng lên 3.232 tỷ đồng (số liệu minh họa).',
      ],
    },
    en: {
      title: 'Results of the 2026 ESOP share issue',
      summary:
        'An Phat has issued 3,200,000 shares to 412 employees under its employee stock ownership plan.',
      body: [
        'The issue price was VND 10,000 per share; the shares may not be transferred for two years after the issue closes.',
        'After the issue, charter capital is expected to rise from VND 3,200 billion to VND 3,232 billion (illustrative figures).',
      ],
    },
  }),
  disclosure({
    key: 'amended-licence-charter-capital',
    category: 'extraordinary',
    date: '2026-10-19',
    symbol: 'APS',
    file: 'aps-cbtt-giay-phep-dieu-chinh-von-dieu-le-2026.pdf',
    vi: {
      title: 'Giấy phép điều chỉnh Giấy phép thành lập và hoạt động về vốn điều lệ',
      summary:
        'Ủy ban Chứng khoán Nhà nước chấp thuận điều chỉnh vốn điều lệ của An Phát lên 3.232 tỷ đồng.',
      body: [
        'Việc điều chỉnh phản ánh số cổ phiếu phát hành thêm theo chương trình ESOP năm 2026 (số liệu minh họa).',
      ],
    },
    en: {
      title: 'Amended establishment and operation licence: charter capital',
      summary:
        'The State Securities Commission has approved the increase of An Phat’s charter capital to VND 3,232 billion.',
      body: ['The change reflects the shares issued under the 2026 ESOP (illustrative figures).'],
    },
  }),
  disclosure({
    key: 'egm-2026-board-resolution',
    category: 'extraordinary',
    date: '2026-10-26',
    symbol: 'APS',
    file: null,
    outstanding: true,
    vi: {
      slug: 'nghi-quyet-hdqt-to-chuc-dai-hoi-dong-co-dong-bat-thuong-2026',
      title:
        'Nghị quyết Hội đồng quản trị về việc tổ chức Đại hội đồng cổ đông bất thường năm 2026',
      summary:
        'Đại hội dự kiến họp ngày 18/12/2026; ngày đăng ký cuối cùng lập danh sách cổ đông là 13/11/2026.',
      body: [
        'Nội dung dự kiến trình Đại hội: phương án chào bán cổ phiếu cho cổ đông hiện hữu năm 2027 và bầu bổ sung thành viên độc lập Hội đồng quản trị.',
      ],
    },
    en: {
      title: 'Board resolution to hold an Extraordinary General Meeting in 2026',
      summary:
        'The meeting is planned for 18 December 2026; the record date for the shareholder list is 13 November 2026.',
      body: [
        'Proposed agenda: a 2027 rights offering to existing shareholders and the election of an additional independent board member.',
      ],
    },
  }),
  disclosure({
    key: 'can-tho-branch-relocation',
    category: 'extraordinary',
    date: '2026-10-28',
    symbol: null,
    file: null,
    vi: {
      title: 'Chấp thuận thay đổi địa điểm Chi nhánh Cần Thơ',
      summary:
        'Ủy ban Chứng khoán Nhà nước chấp thuận việc thay đổi địa điểm đặt Chi nhánh Cần Thơ của Chứng khoán An Phát.',
      body: [
        'Địa điểm mới: 09 Hòa Bình, phường Ninh Kiều, TP. Cần Thơ; chi nhánh hoạt động tại địa điểm mới từ ngày 2/11/2026.',
      ],
    },
    en: {
      title: 'Approval to relocate the Can Tho branch',
      summary:
        'The State Securities Commission has approved the new location of An Phat Securities’ Can Tho branch.',
      body: [
        'New address: 09 Hoa Binh, Ninh Kieu Ward, Can Tho; the branch operates there from 2 November 2026.',
      ],
    },
  }),
  disclosure({
    key: 'public-bond-offering-results',
    category: 'extraordinary',
    date: '2026-10-30',
    symbol: null,
    file: 'aps-cbtt-ket-qua-chao-ban-trai-phieu-2026.pdf',
    outstanding: true,
    vi: {
      title: 'Báo cáo kết quả chào bán trái phiếu ra công chúng năm 2026',
      summary:
        'An Phát đã phân phối thành công 100% số trái phiếu chào bán, thu về 1.000 tỷ đồng (số liệu minh họa).',
      body: [
        '<ul><li>Thời gian phân phối: 1/10/2026 – 23/10/2026</li><li>Số nhà đầu tư mua: 1.846</li><li>Ngày phát hành: 28/10/2026; ngày đáo hạn: 28/10/2028</li></ul>',
        'Trái phiếu sẽ được đăng ký niêm yết trên Sở Giao dịch Chứng khoán Hà Nội.',
      ],
    },
    en: {
      title: 'Results of the 2026 public bond offering',
      summary:
        'An Phat sold 100% of the bonds offered, raising VND 1,000 billion (illustrative figures).',
      body: [
        '<ul><li>Offer period: 1–23 October 2026</li><li>Number of investors: 1,846</li><li>Issue date: 28 October 2026; maturity: 28 October 2028</li></ul>',
        'The bonds will be listed on the Hanoi Stock Exchange.',
      ],
    },
  }),
  disclosure({
    key: 'public-bond-listing-hnx',
    category: 'extraordinary',
    date: '2026-11-13',
    symbol: null,
    file: null,
    outstanding: true,
    vi: {
      title: 'Trái phiếu ra công chúng năm 2026 của An Phát được chấp thuận niêm yết trên HNX',
      summary:
        'Sở Giao dịch Chứng khoán Hà Nội chấp thuận niêm yết 10.000.000 trái phiếu An Phát kỳ hạn 2 năm; ngày giao dịch đầu tiên dự kiến là 20/11/2026 (số liệu minh họa).',
      body: [
        '<ul><li>Số lượng niêm yết: 10.000.000 trái phiếu, mệnh giá 100.000 đồng</li><li>Tổng giá trị niêm yết theo mệnh giá: 1.000 tỷ đồng</li><li>Lãi suất cố định 7,2%/năm; ngày đáo hạn 28/10/2028</li></ul>',
        'Nhà đầu tư có thể mua bán trái phiếu qua tài khoản chứng khoán như giao dịch cổ phiếu niêm yết.',
      ],
    },
    en: {
      title: 'An Phat’s 2026 public bonds approved for listing on HNX',
      summary:
        'The Hanoi Stock Exchange has approved the listing of 10,000,000 two-year An Phat bonds; trading is expected to start on 20 November 2026 (illustrative figures).',
      body: [
        '<ul><li>Bonds listed: 10,000,000 at VND 100,000 face value</li><li>Total listed face value: VND 1,000 billion</li><li>Fixed 7.2% a year; maturity 28 October 2028</li></ul>',
        'Investors can trade the bonds through their securities account, as they trade listed shares.',
      ],
    },
  }),
  // On request
  disclosure({
    key: 'system-incident-25-08-2026',
    category: 'on-request',
    date: '2026-08-27',
    symbol: null,
    file: 'aps-cbtt-giai-trinh-su-co-he-thong-25-08-2026.pdf',
    vi: {
      slug: 'giai-trinh-su-co-he-thong-giao-dich-truc-tuyen-ngay-25-8-2026',
      title:
        'Giải trình sự cố hệ thống giao dịch trực tuyến ngày 25/8/2026 theo yêu cầu của UBCKNN',
      summary:
        'Hệ thống đặt lệnh trên ứng dụng bị gián đoạn 19 phút trong phiên sáng 25/8/2026; kênh đặt lệnh qua điện thoại vẫn hoạt động bình thường.',
      body: [
        'Nguyên nhân là lỗi thiết bị cân bằng tải tại cụm máy chủ tiếp nhận lệnh. An Phát đã chuyển sang cụm dự phòng và thay thế thiết bị.',
        'Khách hàng bị ảnh hưởng có thể gửi yêu cầu hỗ trợ qua tổng đài 1900 98 9999.',
      ],
    },
    en: {
      title: 'Explanation of the 25 August 2026 online trading incident, at the SSC’s request',
      summary:
        'Order entry in the app was interrupted for 19 minutes in the morning session of 25 August 2026; phone orders worked normally.',
      body: [
        'The cause was a faulty load balancer in the order-entry server cluster. An Phat switched to the backup cluster and replaced the device.',
        'Affected clients can ask for help on 1900 98 9999.',
      ],
    },
  }),
  disclosure({
    key: 'aps-price-movement-explanation',
    category: 'on-request',
    date: '2026-09-30',
    symbol: 'APS',
    file: 'aps-cbtt-giai-trinh-bien-dong-gia-aps-09-2026.pdf',
    vi: {
      title: 'Giải trình biến động giá cổ phiếu APS theo yêu cầu của HOSE',
      summary: 'Cổ phiếu APS tăng trần 5 phiên liên tiếp từ 23/9 đến 29/9/2026.',
      body: [
        'Công ty khẳng định không có thông tin chưa được công bố có thể ảnh hưởng tới giá cổ phiếu. Biến động giá do cung cầu trên thị trường.',
      ],
    },
    en: {
      title: 'Explanation of APS share price movements, at HOSE’s request',
      summary:
        'APS shares closed at the ceiling price for five sessions in a row from 23 to 29 September 2026.',
      body: [
        'The company confirms it has no undisclosed information that could affect the share price. The price moved on market supply and demand.',
      ],
    },
  }),
  // Shareholders
  disclosure({
    key: 'agm-2026-invitation',
    category: 'shareholders',
    date: '2026-04-02',
    symbol: 'APS',
    file: null,
    vi: {
      title: 'Thông báo mời họp Đại hội đồng cổ đông thường niên năm 2026',
      summary:
        'Đại hội đồng cổ đông thường niên năm 2026 được tổ chức lúc 08:30 ngày 24/4/2026 tại Hà Nội.',
      body: [
        'Tài liệu họp gồm báo cáo của Hội đồng quản trị, Ban Kiểm soát, báo cáo tài chính năm 2025 đã kiểm toán và các tờ trình.',
        'Cổ đông có thể đăng ký tham dự trực tiếp, ủy quyền hoặc biểu quyết điện tử.',
      ],
    },
    en: {
      title: 'Notice of the 2026 Annual General Meeting',
      summary: 'The 2026 Annual General Meeting will be held at 08:30 on 24 April 2026 in Hanoi.',
      body: [
        'Meeting documents include the reports of the Board and the Supervisory Board, the audited 2025 financial statements and the proposals.',
        'Shareholders can attend in person, appoint a proxy or vote electronically.',
      ],
    },
  }),
  disclosure({
    key: 'dividend-2025-record-date',
    category: 'shareholders',
    date: '2026-06-15',
    symbol: 'APS',
    file: 'aps-cbtt-ngay-dang-ky-cuoi-cung-co-tuc-2025.pdf',
    outstanding: true,
    vi: {
      title: 'Thông báo ngày đăng ký cuối cùng chi trả cổ tức năm 2025 bằng tiền',
      summary:
        'Ngày đăng ký cuối cùng 26/6/2026; tỷ lệ 10% (1.000 đồng/cổ phiếu); thanh toán ngày 10/7/2026.',
      body: [
        '<ul><li>Ngày giao dịch không hưởng quyền: 25/6/2026</li><li>Ngày đăng ký cuối cùng: 26/6/2026</li><li>Ngày thanh toán: 10/7/2026</li></ul>',
        'Cổ đông đã lưu ký nhận cổ tức tại công ty chứng khoán nơi mở tài khoản; cổ đông chưa lưu ký nhận tại trụ sở An Phát.',
      ],
    },
    en: {
      title: 'Record date for the 2025 cash dividend',
      summary: 'Record date 26 June 2026; 10% (VND 1,000 per share); paid on 10 July 2026.',
      body: [
        '<ul><li>Ex-dividend date: 25 June 2026</li><li>Record date: 26 June 2026</li><li>Payment date: 10 July 2026</li></ul>',
        'Shareholders with deposited shares are paid through their securities company; others are paid at An Phat’s head office.',
      ],
    },
  }),
  disclosure({
    key: 'major-shareholder-change',
    category: 'shareholders',
    date: '2026-09-15',
    symbol: 'APS',
    file: null,
    vi: {
      title: 'Báo cáo về thay đổi sở hữu của cổ đông lớn',
      summary:
        'Một quỹ đầu tư nước ngoài nâng tỷ lệ sở hữu cổ phiếu APS từ 4,8% lên 5,3%, trở thành cổ đông lớn (số liệu minh họa).',
      body: ['Giao dịch được thực hiện qua khớp lệnh trên HOSE từ ngày 8/9 đến 11/9/2026.'],
    },
    en: {
      title: 'Report on a change in major shareholding',
      summary:
        'A foreign investment fund raised its stake in APS from 4.8% to 5.3%, becoming a major shareholder (illustrative figures).',
      body: ['The shares were bought through order matching on HOSE from 8 to 11 September 2026.'],
    },
  }),
  disclosure({
    key: 'voting-shares-change',
    category: 'shareholders',
    date: '2026-10-05',
    symbol: 'APS',
    file: null,
    vi: {
      title: 'Thông báo thay đổi số lượng cổ phiếu có quyền biểu quyết đang lưu hành',
      summary:
        'Số cổ phiếu có quyền biểu quyết đang lưu hành tăng từ 320.000.000 lên 323.200.000 cổ phiếu.',
      body: ['Thay đổi do phát hành cổ phiếu theo chương trình ESOP năm 2026 (số liệu minh họa).'],
    },
    en: {
      title: 'Change in the number of outstanding voting shares',
      summary: 'Outstanding voting shares rose from 320,000,000 to 323,200,000.',
      body: ['The change follows the 2026 ESOP share issue (illustrative figures).'],
    },
  }),
  disclosure({
    key: 'chairman-share-purchase',
    category: 'shareholders',
    date: '2026-11-05',
    symbol: 'APS',
    file: null,
    vi: {
      slug: 'chu-tich-hdqt-dang-ky-mua-co-phieu-aps',
      title:
        'Thông báo giao dịch cổ phiếu của người nội bộ: Chủ tịch Hội đồng quản trị đăng ký mua',
      summary:
        'Chủ tịch Hội đồng quản trị đăng ký mua 500.000 cổ phiếu APS từ ngày 10/11 đến 9/12/2026.',
      body: [
        'Mục đích giao dịch: đầu tư cá nhân. Phương thức: khớp lệnh hoặc thỏa thuận trên HOSE. Kết quả giao dịch sẽ được báo cáo trong thời hạn quy định.',
      ],
    },
    en: {
      title: 'Insider trading notice: the Chairman registers to buy shares',
      summary:
        'The Chairman of the Board has registered to buy 500,000 APS shares between 10 November and 9 December 2026.',
      body: [
        'Purpose: personal investment. Method: order matching or put-through on HOSE. The result will be reported within the required time.',
      ],
    },
  }),
  disclosure({
    key: 'egm-2026-invitation',
    category: 'shareholders',
    date: '2026-11-20',
    symbol: 'APS',
    file: 'aps-cbtt-moi-hop-dhdcd-bat-thuong-2026.pdf',
    outstanding: true,
    vi: {
      title: 'Thông báo mời họp Đại hội đồng cổ đông bất thường năm 2026',
      summary:
        'Đại hội đồng cổ đông bất thường năm 2026 được tổ chức lúc 08:30 ngày 18/12/2026 tại trụ sở An Phát, Hà Nội.',
      body: [
        '<ul><li>Ngày đăng ký cuối cùng: 13/11/2026</li><li>Nội dung: phương án chào bán cổ phiếu cho cổ đông hiện hữu năm 2027; bầu bổ sung thành viên độc lập Hội đồng quản trị</li><li>Hình thức: trực tiếp kết hợp biểu quyết điện tử</li></ul>',
        'Tài liệu họp được đăng tải trên website từ ngày 20/11/2026.',
      ],
    },
    en: {
      title: 'Notice of the 2026 Extraordinary General Meeting',
      summary:
        'The 2026 Extraordinary General Meeting will be held at 08:30 on 18 December 2026 at An Phat’s head office in Hanoi.',
      body: [
        '<ul><li>Record date: 13 November 2026</li><li>Agenda: a 2027 rights offering to existing shareholders; election of an additional independent board member</li><li>Format: in person with electronic voting</li></ul>',
        'Meeting documents are on the website from 20 November 2026.',
      ],
    },
  }),
  disclosure({
    key: 'egm-2026-documents',
    category: 'shareholders',
    date: '2026-11-20',
    time: '17:30',
    symbol: 'APS',
    file: 'aps-cbtt-tai-lieu-hop-dhdcd-bat-thuong-2026.pdf',
    outstanding: true,
    vi: {
      title: 'Tài liệu họp Đại hội đồng cổ đông bất thường năm 2026',
      summary:
        'An Phát công bố chương trình họp, tờ trình phương án chào bán cổ phiếu cho cổ đông hiện hữu năm 2027 và hồ sơ ứng viên thành viên độc lập Hội đồng quản trị.',
      body: [
        '<ul><li>Chương trình và quy chế làm việc của Đại hội</li><li>Tờ trình phương án chào bán cổ phiếu cho cổ đông hiện hữu năm 2027</li><li>Tờ trình bầu bổ sung thành viên độc lập Hội đồng quản trị, kèm sơ yếu lý lịch ứng viên</li><li>Hướng dẫn biểu quyết điện tử</li></ul>',
        'Cổ đông có tên trong danh sách tại ngày đăng ký cuối cùng 13/11/2026 nhận thông tin đăng nhập hệ thống biểu quyết điện tử qua email và tin nhắn.',
      ],
    },
    en: {
      title: 'Documents for the 2026 Extraordinary General Meeting',
      summary:
        'An Phat publishes the meeting agenda, the proposal for a 2027 rights offering to existing shareholders and the candidates for an independent board seat.',
      body: [
        '<ul><li>Agenda and meeting rules</li><li>Proposal for the 2027 rights offering to existing shareholders</li><li>Proposal to elect an additional independent board member, with the candidates’ CVs</li><li>Guide to electronic voting</li></ul>',
        'Shareholders on the list at the 13 November 2026 record date receive their electronic voting login by email and text message.',
      ],
    },
  }),
];
