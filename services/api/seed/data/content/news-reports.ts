import type { ContentSeed, PdfSeed } from '../content-types';
import { pdf, seed, vnTime } from './news-helpers';

/**
 * Investor-relations reports with generated PDFs: annual reports 2019–2025, financial statements
 * (each quarter of 2025, Q1–Q3 2026, audited full years 2023–2025) and corporate governance
 * reports (first half and full year, 2023 to the first half of 2026). All figures illustrative.
 */

/** File names, shared with the disclosures that attach the same documents. */
export const REPORT_FILES = {
  annual: (year: number) => `aps-bao-cao-thuong-nien-${year}.pdf`,
  financial: (year: number, quarter: number | null) =>
    quarter === null
      ? `aps-bao-cao-tai-chinh-nam-${year}-da-kiem-toan.pdf`
      : `aps-bao-cao-tai-chinh-quy-${quarter}-${year}.pdf`,
  governance: (year: number, half: 1 | null) =>
    half === 1
      ? `aps-bao-cao-quan-tri-6-thang-dau-nam-${year}.pdf`
      : `aps-bao-cao-quan-tri-nam-${year}.pdf`,
};

/** Billions of VND, written the Vietnamese way (1.250) and the English way (1,250). */
const bnVi = (n: number) => n.toLocaleString('vi-VN');
const bnEn = (n: number) => n.toLocaleString('en-US');

interface AnnualReport {
  year: number;
  releaseDate: string;
  pages: number;
  revenue: number;
  profit: number;
  accounts: number;
  vi: string;
  en: string;
}

const ANNUAL: AnnualReport[] = [
  {
    year: 2019,
    releaseDate: '2020-04-14',
    pages: 96,
    revenue: 1280,
    profit: 310,
    accounts: 152_000,
    vi: 'Ra mắt nền tảng giao dịch trực tuyến thế hệ mới và mở rộng mảng tư vấn tài chính doanh nghiệp.',
    en: 'A new-generation online trading platform and a larger corporate finance advisory business.',
  },
  {
    year: 2020,
    releaseDate: '2021-04-12',
    pages: 104,
    revenue: 1650,
    profit: 420,
    accounts: 218_000,
    vi: 'Vượt qua đại dịch với mô hình làm việc linh hoạt; số tài khoản mở mới tăng mạnh trong nửa cuối năm.',
    en: 'Coming through the pandemic with flexible working; new accounts surged in the second half.',
  },
  {
    year: 2021,
    releaseDate: '2022-04-11',
    pages: 112,
    revenue: 2940,
    profit: 910,
    accounts: 395_000,
    vi: 'Năm thanh khoản bùng nổ: doanh thu môi giới và cho vay ký quỹ đạt mức cao kỷ lục.',
    en: 'A year of record liquidity, with brokerage and margin lending revenue at all-time highs.',
  },
  {
    year: 2022,
    releaseDate: '2023-04-10',
    pages: 118,
    revenue: 2610,
    profit: 640,
    accounts: 468_000,
    vi: 'Triển khai mở tài khoản bằng eKYC và tăng cường quản trị rủi ro trong thị trường biến động.',
    en: 'eKYC account opening goes live and risk management is tightened in a volatile market.',
  },
  {
    year: 2023,
    releaseDate: '2024-04-12',
    pages: 124,
    revenue: 3150,
    profit: 820,
    accounts: 526_000,
    vi: 'Tái cấu trúc danh mục cho vay ký quỹ, mở rộng đội ngũ phân tích và dịch vụ khách hàng tổ chức.',
    en: 'A restructured margin book, a larger research team and more services for institutional clients.',
  },
  {
    year: 2024,
    releaseDate: '2025-04-11',
    pages: 132,
    revenue: 3780,
    profit: 1050,
    accounts: 604_000,
    vi: 'Chuẩn bị hạ tầng cho hệ thống giao dịch KRX và mở rộng mạng lưới phòng giao dịch.',
    en: 'Systems readied for the KRX trading platform and a wider network of transaction offices.',
  },
  {
    year: 2025,
    releaseDate: '2026-04-10',
    pages: 140,
    revenue: 4100,
    profit: 1250,
    accounts: 712_000,
    vi: 'Khai trương Trung tâm phân tích với dữ liệu hơn 1.500 doanh nghiệp và sẵn sàng cho lộ trình nâng hạng thị trường.',
    en: 'The Analysis Centre opens with data on more than 1,500 companies, ready for the market upgrade.',
  },
];

interface FinancialReport {
  year: number;
  quarter: 1 | 2 | 3 | 4 | null;
  releaseDate: string;
  pages: number;
  revenue: number;
  profit: number;
  totalAssets: number;
}

const FINANCIAL: FinancialReport[] = [
  {
    year: 2023,
    quarter: null,
    releaseDate: '2024-03-26',
    pages: 68,
    revenue: 3150,
    profit: 820,
    totalAssets: 19_800,
  },
  {
    year: 2024,
    quarter: null,
    releaseDate: '2025-03-25',
    pages: 72,
    revenue: 3780,
    profit: 1050,
    totalAssets: 22_600,
  },
  {
    year: 2025,
    quarter: 1,
    releaseDate: '2025-04-18',
    pages: 44,
    revenue: 920,
    profit: 260,
    totalAssets: 23_100,
  },
  {
    year: 2025,
    quarter: 2,
    releaseDate: '2025-07-18',
    pages: 46,
    revenue: 1010,
    profit: 300,
    totalAssets: 24_000,
  },
  {
    year: 2025,
    quarter: 3,
    releaseDate: '2025-10-20',
    pages: 46,
    revenue: 1060,
    profit: 336,
    totalAssets: 24_900,
  },
  {
    year: 2025,
    quarter: 4,
    releaseDate: '2026-01-20',
    pages: 48,
    revenue: 1110,
    profit: 354,
    totalAssets: 25_700,
  },
  {
    year: 2025,
    quarter: null,
    releaseDate: '2026-03-25',
    pages: 76,
    revenue: 4100,
    profit: 1250,
    totalAssets: 25_700,
  },
  {
    year: 2026,
    quarter: 1,
    releaseDate: '2026-04-20',
    pages: 46,
    revenue: 1120,
    profit: 370,
    totalAssets: 26_800,
  },
  {
    year: 2026,
    quarter: 2,
    releaseDate: '2026-07-20',
    pages: 48,
    revenue: 1180,
    profit: 400,
    totalAssets: 28_450,
  },
  {
    year: 2026,
    quarter: 3,
    releaseDate: '2026-10-20',
    pages: 48,
    revenue: 1250,
    profit: 410,
    totalAssets: 30_100,
  },
];

interface GovernanceReport {
  year: number;
  half: 1 | null;
  releaseDate: string;
  pages: number;
  meetings: number;
  resolutions: number;
}

const GOVERNANCE: GovernanceReport[] = [
  { year: 2023, half: 1, releaseDate: '2023-07-28', pages: 18, meetings: 5, resolutions: 14 },
  { year: 2023, half: null, releaseDate: '2024-01-29', pages: 26, meetings: 11, resolutions: 31 },
  { year: 2024, half: 1, releaseDate: '2024-07-29', pages: 20, meetings: 6, resolutions: 16 },
  { year: 2024, half: null, releaseDate: '2025-01-24', pages: 28, meetings: 12, resolutions: 35 },
  { year: 2025, half: 1, releaseDate: '2025-07-28', pages: 20, meetings: 6, resolutions: 17 },
  { year: 2025, half: null, releaseDate: '2026-01-28', pages: 30, meetings: 12, resolutions: 38 },
  { year: 2026, half: 1, releaseDate: '2026-07-28', pages: 22, meetings: 6, resolutions: 18 },
];

const annualReports: ContentSeed[] = ANNUAL.map((r) =>
  seed<'annual_report'>({
    key: `annual-report-${r.year}`,
    type: 'annual_report',
    publishedAt: vnTime(r.releaseDate),
    attrs: {
      year: r.year,
      releaseDate: r.releaseDate,
      pages: r.pages,
      file: REPORT_FILES.annual(r.year),
    },
    vi: {
      title: `Báo cáo thường niên ${r.year}`,
      summary: r.vi,
      body: [
        `Báo cáo thường niên ${r.year} của Chứng khoán An Phát trình bày kết quả kinh doanh, tình hình tài chính, quản trị công ty và phát triển bền vững trong năm.`,
        `<ul><li>Doanh thu hoạt động: ${bnVi(r.revenue)} tỷ đồng</li><li>Lợi nhuận trước thuế: ${bnVi(r.profit)} tỷ đồng</li><li>Số tài khoản khách hàng cuối năm: ${bnVi(r.accounts)}</li></ul>`,
        'Số liệu minh họa.',
      ],
      keywords: `báo cáo thường niên ${r.year}, An Phát, quan hệ cổ đông`,
    },
    en: {
      title: `Annual report ${r.year}`,
      summary: r.en,
      body: [
        `An Phat Securities’ ${r.year} annual report sets out the year’s business results, financial position, corporate governance and sustainability.`,
        `<ul><li>Operating revenue: VND ${bnEn(r.revenue)} billion</li><li>Profit before tax: VND ${bnEn(r.profit)} billion</li><li>Client accounts at year end: ${bnEn(r.accounts)}</li></ul>`,
        'Illustrative figures.',
      ],
      keywords: `annual report ${r.year}, An Phat, investor relations`,
    },
  }),
);

const financialTitle = (r: FinancialReport) =>
  r.quarter === null
    ? {
        vi: `Báo cáo tài chính năm ${r.year} đã kiểm toán`,
        en: `Audited financial statements ${r.year}`,
      }
    : {
        vi: `Báo cáo tài chính quý ${r.quarter}/${r.year}`,
        en: `Financial statements Q${r.quarter} ${r.year}`,
      };

const financialReports: ContentSeed[] = FINANCIAL.map((r) => {
  const title = financialTitle(r);
  const audited = r.quarter === null;
  return seed<'financial_report'>({
    key: audited
      ? `financial-report-${r.year}-audited`
      : `financial-report-${r.year}-q${r.quarter}`,
    type: 'financial_report',
    publishedAt: vnTime(r.releaseDate, '17:00'),
    attrs: {
      year: r.year,
      quarter: r.quarter,
      audited,
      releaseDate: r.releaseDate,
      pages: r.pages,
      file: REPORT_FILES.financial(r.year, r.quarter),
    },
    vi: {
      title: title.vi,
      summary: `Doanh thu hoạt động ${bnVi(r.revenue)} tỷ đồng, lợi nhuận trước thuế ${bnVi(r.profit)} tỷ đồng (số liệu minh họa).`,
      body: [
        audited
          ? `Báo cáo tài chính riêng năm ${r.year} đã được kiểm toán độc lập với ý kiến chấp nhận toàn phần.`
          : `Báo cáo tài chính riêng quý ${r.quarter}/${r.year}, lập theo chế độ kế toán áp dụng cho công ty chứng khoán.`,
        `Tổng tài sản cuối kỳ: ${bnVi(r.totalAssets)} tỷ đồng. Số liệu minh họa.`,
      ],
      keywords: `báo cáo tài chính, ${audited ? 'kiểm toán' : `quý ${r.quarter}`}, ${r.year}, APS`,
    },
    en: {
      title: title.en,
      summary: `Operating revenue of VND ${bnEn(r.revenue)} billion and profit before tax of VND ${bnEn(r.profit)} billion (illustrative figures).`,
      body: [
        audited
          ? `The separate financial statements for ${r.year} received an unqualified opinion from the independent auditor.`
          : `Separate financial statements for Q${r.quarter} ${r.year}, prepared under the accounting regime for securities companies.`,
        `Total assets at the end of the period: VND ${bnEn(r.totalAssets)} billion. Illustrative figures.`,
      ],
      keywords: `financial statements, ${audited ? 'audited' : `Q${r.quarter}`}, ${r.year}, APS`,
    },
  });
});

const governanceReports: ContentSeed[] = GOVERNANCE.map((r) => {
  const firstHalf = r.half === 1;
  return seed<'governance_report'>({
    key: firstHalf ? `governance-report-${r.year}-h1` : `governance-report-${r.year}`,
    type: 'governance_report',
    publishedAt: vnTime(r.releaseDate, '16:00'),
    attrs: {
      year: r.year,
      half: r.half,
      releaseDate: r.releaseDate,
      pages: r.pages,
      file: REPORT_FILES.governance(r.year, r.half),
    },
    vi: {
      title: firstHalf
        ? `Báo cáo tình hình quản trị công ty 6 tháng đầu năm ${r.year}`
        : `Báo cáo tình hình quản trị công ty năm ${r.year}`,
      summary: `Hội đồng quản trị tổ chức ${r.meetings} cuộc họp và ban hành ${r.resolutions} nghị quyết, quyết định (số liệu minh họa).`,
      body: [
        'Báo cáo gồm hoạt động của Hội đồng quản trị và Ban Kiểm soát, danh sách người nội bộ, giao dịch của người nội bộ và giao dịch với các bên liên quan.',
      ],
      keywords: `quản trị công ty, báo cáo quản trị, ${r.year}`,
    },
    en: {
      title: firstHalf
        ? `Corporate governance report, first half of ${r.year}`
        : `Corporate governance report ${r.year}`,
      summary: `The Board of Directors held ${r.meetings} meetings and passed ${r.resolutions} resolutions and decisions (illustrative figures).`,
      body: [
        'The report covers the work of the Board of Directors and the Supervisory Board, the list of insiders, insider trading and related-party transactions.',
      ],
      keywords: `corporate governance, governance report, ${r.year}`,
    },
  });
});

export const REPORTS: ContentSeed[] = [...annualReports, ...financialReports, ...governanceReports];

export const REPORT_PDFS: PdfSeed[] = [
  ...ANNUAL.map((r) =>
    pdf(REPORT_FILES.annual(r.year), `Báo cáo thường niên ${r.year}`, [
      `Năm tài chính: 01/01/${r.year} – 31/12/${r.year}`,
      r.vi,
      `Doanh thu hoạt động: ${bnVi(r.revenue)} tỷ đồng`,
      `Lợi nhuận trước thuế: ${bnVi(r.profit)} tỷ đồng`,
      `Số tài khoản khách hàng cuối năm: ${bnVi(r.accounts)}`,
      'Phần I. Thông tin chung – Phần II. Tình hình hoạt động trong năm',
      'Phần III. Báo cáo của Ban Tổng Giám đốc – Phần IV. Quản trị công ty',
      'Phần V. Báo cáo tài chính đã kiểm toán',
    ]),
  ),
  ...FINANCIAL.map((r) =>
    pdf(REPORT_FILES.financial(r.year, r.quarter), financialTitle(r).vi, [
      r.quarter === null
        ? `Kỳ báo cáo: năm ${r.year} (đã kiểm toán)`
        : `Kỳ báo cáo: quý ${r.quarter}/${r.year}`,
      'Báo cáo tình hình tài chính (B01-CTCK)',
      `Tổng tài sản cuối kỳ: ${bnVi(r.totalAssets)} tỷ đồng`,
      'Báo cáo kết quả hoạt động (B02-CTCK)',
      `Doanh thu hoạt động: ${bnVi(r.revenue)} tỷ đồng`,
      `Lợi nhuận trước thuế: ${bnVi(r.profit)} tỷ đồng`,
      'Báo cáo lưu chuyển tiền tệ (B03-CTCK) – Thuyết minh báo cáo tài chính (B09-CTCK)',
    ]),
  ),
  ...GOVERNANCE.map((r) =>
    pdf(
      REPORT_FILES.governance(r.year, r.half),
      r.half === 1
        ? `Báo cáo tình hình quản trị công ty 6 tháng đầu năm ${r.year}`
        : `Báo cáo tình hình quản trị công ty năm ${r.year}`,
      [
        'I. Hoạt động của Đại hội đồng cổ đông',
        `II. Hội đồng quản trị: ${r.meetings} cuộc họp, ${r.resolutions} nghị quyết, quyết định`,
        'III. Ban Kiểm soát',
        'IV. Ban Tổng Giám đốc',
        'V. Danh sách người nội bộ và giao dịch của người nội bộ',
        'VI. Giao dịch giữa công ty với các bên liên quan',
      ],
    ),
  ),
];
