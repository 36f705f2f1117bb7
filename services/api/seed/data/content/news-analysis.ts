import type { ContentSeed, PdfSeed } from '../content-types';
import { ILLUSTRATIVE_NOTE, listCategory, pdf, seed, vnTime } from './news-helpers';

/**
 * Research from the An Phat analysis team (báo cáo phân tích): five categories and their
 * reports, released September–November 2026. Views (KHẢ QUAN, NẮM GIỮ…) are the team's own and
 * every figure is illustrative.
 */

export type Category = 'company' | 'industry' | 'macro' | 'strategy' | 'daily';

const CATEGORIES: { code: Category; vi: string; en: string; viAbout: string; enAbout: string }[] = [
  {
    code: 'company',
    vi: 'Báo cáo doanh nghiệp',
    en: 'Company reports',
    viAbout:
      'Phân tích chuyên sâu từng doanh nghiệp niêm yết: kết quả kinh doanh, triển vọng và định giá.',
    enAbout: 'In-depth research on listed companies: results, outlook and valuation.',
  },
  {
    code: 'industry',
    vi: 'Báo cáo ngành',
    en: 'Sector reports',
    viAbout: 'Diễn biến cung cầu, chính sách và triển vọng của các ngành kinh tế.',
    enAbout: 'Supply and demand, policy and outlook for each sector.',
  },
  {
    code: 'macro',
    vi: 'Báo cáo vĩ mô',
    en: 'Macro reports',
    viAbout: 'Tăng trưởng, lạm phát, lãi suất, tỷ giá và chính sách tiền tệ, tài khóa.',
    enAbout: 'Growth, inflation, interest rates, the currency and monetary and fiscal policy.',
  },
  {
    code: 'strategy',
    vi: 'Chiến lược đầu tư',
    en: 'Investment strategy',
    viAbout: 'Quan điểm thị trường theo quý, năm và danh mục theo dõi của Khối Phân tích.',
    enAbout: 'Quarterly and annual market views and the research team’s watchlists.',
  },
  {
    code: 'daily',
    vi: 'Bản tin hằng ngày',
    en: 'Daily bulletins',
    viAbout: 'Tóm tắt phiên giao dịch, tin doanh nghiệp và điểm nhấn cho phiên kế tiếp.',
    enAbout: 'The session in brief, company news and what to watch next.',
  },
];

/** The seed key of a category: generated reports (seed-research.ts) are filed under it too. */
export const categoryKey = (code: Category) => `analysis-category-${code}`;

export const ANALYSIS_CATEGORIES: ContentSeed[] = CATEGORIES.map((c, i) =>
  listCategory(
    'analysis_report_category',
    categoryKey(c.code),
    i,
    { code: c.code },
    {
      vi: { title: c.vi, summary: c.viAbout },
      en: { title: c.en, summary: c.enAbout },
    },
  ),
);

/** The research team's view words, as printed on a company report. */
const VIEWS = {
  buy: { vi: 'MUA', en: 'BUY' },
  outperform: { vi: 'KHẢ QUAN', en: 'OUTPERFORM' },
  hold: { vi: 'NẮM GIỮ', en: 'HOLD' },
} as const;

interface ReportText {
  title: string;
  summary: string;
  /** Key points, shown as a list on the page and as lines in the PDF. */
  points: string[];
}

interface ReportInput {
  /** Also the PDF name: `aps-ttpt-{key}.pdf`. */
  key: string;
  category: Category;
  symbol: string | null;
  date: string;
  pages: number;
  requiredLogin: boolean;
  bgColor?: string;
  /** False for the few reports without a download. */
  hasFile?: boolean;
  view?: keyof typeof VIEWS;
  vi: ReportText;
  en: ReportText;
}

const REPORTS: ReportInput[] = [
  // Company reports
  {
    key: 'fpt-2026-11',
    category: 'company',
    symbol: 'FPT',
    date: '2026-11-10',
    pages: 18,
    requiredLogin: false,
    view: 'outperform',
    vi: {
      title: 'FPT – Tăng trưởng mảng chuyển đổi số',
      summary:
        'Doanh thu công nghệ từ thị trường nước ngoài tăng 28% trong 9 tháng, đơn hàng ký mới đạt mức cao kỷ lục; nhóm phân tích duy trì quan điểm KHẢ QUAN.',
      points: [
        'Doanh thu 9 tháng 2026 tăng 21%, lợi nhuận trước thuế tăng 20%',
        'Giá trị hợp đồng ký mới ở thị trường Nhật Bản và Mỹ tăng hơn 30%',
        'Mảng giáo dục và viễn thông đóng góp dòng tiền ổn định',
        'Rủi ro: tỷ giá JPY, chi phí nhân sự tăng',
      ],
    },
    en: {
      title: 'FPT – Digital transformation drives growth',
      summary:
        'Overseas technology revenue grew 28% in nine months and new contract wins hit a record; the team keeps its OUTPERFORM view.',
      points: [
        'Nine-month 2026 revenue up 21%, profit before tax up 20%',
        'New contract value in Japan and the US up more than 30%',
        'Education and telecoms provide steady cash flow',
        'Risks: the yen exchange rate and rising staff costs',
      ],
    },
  },
  {
    key: 'ssi-2026-11',
    category: 'company',
    symbol: 'SSI',
    date: '2026-11-17',
    pages: 16,
    requiredLogin: true,
    bgColor: '#E8F3FF',
    view: 'outperform',
    vi: {
      title: 'SSI – Hưởng lợi từ nâng hạng thị trường',
      summary:
        'Thị phần môi giới khách hàng tổ chức nước ngoài và dư nợ ký quỹ tăng mạnh sau khi thị trường được nâng hạng; quan điểm KHẢ QUAN.',
      points: [
        'Thị phần môi giới HOSE quý 3/2026 tăng lên 11,2%',
        'Dư nợ cho vay ký quỹ tăng 18% so với đầu năm',
        'Nền tảng khách hàng tổ chức nước ngoài là lợi thế cạnh tranh',
        'Rủi ro: thanh khoản thị trường suy giảm',
      ],
    },
    en: {
      title: 'SSI – A winner from the market upgrade',
      summary:
        'Brokerage share among foreign institutions and margin lending have grown strongly since the upgrade; OUTPERFORM.',
      points: [
        'HOSE brokerage market share rose to 11.2% in Q3 2026',
        'Margin lending up 18% since the start of the year',
        'A strong foreign institutional client base is a competitive edge',
        'Risk: a drop in market turnover',
      ],
    },
  },
  {
    key: 'vcb-2026-11',
    category: 'company',
    symbol: 'VCB',
    date: '2026-11-03',
    pages: 20,
    requiredLogin: true,
    bgColor: '#E8F3FF',
    view: 'hold',
    vi: {
      title: 'VCB – Chất lượng tài sản dẫn đầu ngành',
      summary:
        'Tỷ lệ nợ xấu thấp và tỷ lệ bao phủ nợ xấu cao nhất ngành, nhưng định giá đã phản ánh phần lớn triển vọng; quan điểm NẮM GIỮ.',
      points: [
        'Tăng trưởng tín dụng 9 tháng đạt 11%',
        'Tỷ lệ nợ xấu 0,9%, tỷ lệ bao phủ nợ xấu trên 200%',
        'Biên lãi ròng ổn định quanh 3,0%',
        'P/B dự phóng 2027 cao hơn trung bình ngành',
      ],
    },
    en: {
      title: 'VCB – Sector-leading asset quality',
      summary:
        'Low bad debts and the sector’s highest coverage ratio, but the valuation already reflects most of the outlook; HOLD.',
      points: [
        'Nine-month loan growth of 11%',
        'Bad-debt ratio of 0.9% and coverage above 200%',
        'Net interest margin steady at around 3.0%',
        'Forward 2027 P/B above the sector average',
      ],
    },
  },
  {
    key: 'hpg-2026-10',
    category: 'company',
    symbol: 'HPG',
    date: '2026-10-28',
    pages: 22,
    requiredLogin: false,
    view: 'buy',
    vi: {
      title: 'HPG – Dung Quất 2 nâng công suất',
      summary:
        'Khu liên hợp Dung Quất 2 vận hành đủ công suất giúp sản lượng thép tăng mạnh trong năm 2027; quan điểm MUA.',
      points: [
        'Sản lượng thép thô 2027 dự kiến tăng 35%',
        'Biên lợi nhuận gộp cải thiện nhờ giá nguyên liệu giảm',
        'Nhu cầu thép xây dựng hưởng lợi từ đầu tư công',
        'Rủi ro: giá quặng sắt, cạnh tranh từ thép nhập khẩu',
      ],
    },
    en: {
      title: 'HPG – Dung Quat 2 lifts capacity',
      summary:
        'With the Dung Quat 2 complex at full capacity, steel output should rise sharply in 2027; BUY.',
      points: [
        'Crude steel output expected to rise 35% in 2027',
        'Gross margin improving on lower input costs',
        'Construction steel demand helped by public investment',
        'Risks: iron ore prices and competition from imports',
      ],
    },
  },
  {
    key: 'mwg-2026-10',
    category: 'company',
    symbol: 'MWG',
    date: '2026-10-21',
    pages: 18,
    requiredLogin: true,
    view: 'outperform',
    vi: {
      title: 'MWG – Bách Hóa Xanh đóng góp lợi nhuận rõ nét',
      summary:
        'Chuỗi Bách Hóa Xanh có lãi ổn định qua các quý, chuỗi điện thoại, điện máy phục hồi theo sức mua; quan điểm KHẢ QUAN.',
      points: [
        'Bách Hóa Xanh mở mới hơn 300 cửa hàng trong năm',
        'Doanh thu chuỗi điện thoại, điện máy tăng 9% trong 9 tháng',
        'Biên lợi nhuận ròng cải thiện lên 3,2%',
        'Rủi ro: sức mua phục hồi chậm hơn kỳ vọng',
      ],
    },
    en: {
      title: 'MWG – Bach Hoa Xanh becomes a clear profit contributor',
      summary:
        'Bach Hoa Xanh is now steadily profitable and the phone and electronics chains are recovering with spending; OUTPERFORM.',
      points: [
        'More than 300 new Bach Hoa Xanh stores this year',
        'Phone and electronics revenue up 9% in nine months',
        'Net margin improving to 3.2%',
        'Risk: consumer spending recovering more slowly than expected',
      ],
    },
  },
  {
    key: 'dgc-2026-10',
    category: 'company',
    symbol: 'DGC',
    date: '2026-10-14',
    pages: 14,
    requiredLogin: false,
    bgColor: '#FFF4E5',
    view: 'hold',
    vi: {
      title: 'DGC – Chờ đợi động lực từ dự án mới',
      summary:
        'Giá phốt pho vàng giảm làm lợi nhuận ngắn hạn chững lại; dự án mới cần thêm thời gian để đóng góp. Quan điểm NẮM GIỮ.',
      points: [
        'Lợi nhuận quý 3/2026 giảm 12% so với cùng kỳ',
        'Vị thế tiền mặt ròng lớn, không có nợ vay đáng kể',
        'Dự án mở rộng dự kiến vận hành từ năm 2028',
        'Rủi ro: giá phốt pho và nhu cầu chip bán dẫn toàn cầu',
      ],
    },
    en: {
      title: 'DGC – Waiting for new projects to deliver',
      summary:
        'Lower yellow phosphorus prices are holding back near-term profits, and new projects need more time to contribute; HOLD.',
      points: [
        'Q3 2026 profit down 12% year on year',
        'Large net cash position with little debt',
        'Expansion project due to start in 2028',
        'Risks: phosphorus prices and global semiconductor demand',
      ],
    },
  },
  {
    key: 'ree-2026-10',
    category: 'company',
    symbol: 'REE',
    date: '2026-10-07',
    pages: 16,
    requiredLogin: false,
    view: 'outperform',
    vi: {
      title: 'REE – Thủy điện hưởng lợi từ thủy văn thuận lợi',
      summary:
        'Sản lượng thủy điện tăng nhờ lượng nước về hồ cao, mảng văn phòng cho thuê duy trì công suất trên 90%; quan điểm KHẢ QUAN.',
      points: [
        'Sản lượng điện 9 tháng tăng 15%',
        'Dòng tiền ổn định từ cho thuê văn phòng',
        'Danh mục năng lượng tái tạo mở rộng',
        'Rủi ro: thời tiết và giá điện thị trường',
      ],
    },
    en: {
      title: 'REE – Hydropower gains from favourable rainfall',
      summary:
        'Hydropower output is up on strong reservoir inflows and offices remain over 90% let; OUTPERFORM.',
      points: [
        'Nine-month power output up 15%',
        'Steady cash flow from office leasing',
        'A growing renewable energy portfolio',
        'Risks: weather and market power prices',
      ],
    },
  },
  {
    key: 'pnj-2026-09',
    category: 'company',
    symbol: 'PNJ',
    date: '2026-09-29',
    pages: 16,
    requiredLogin: true,
    view: 'buy',
    vi: {
      title: 'PNJ – Bước vào mùa cao điểm cuối năm',
      summary:
        'Mảng trang sức bán lẻ tăng trưởng tốt, mùa cưới và dịp Tết hỗ trợ doanh thu quý 4; quan điểm MUA.',
      points: [
        'Doanh thu bán lẻ trang sức 8 tháng tăng 13%',
        'Biên lợi nhuận gộp giữ ở mức 21%',
        'Mạng lưới hơn 420 cửa hàng trên toàn quốc',
        'Rủi ro: giá vàng biến động mạnh',
      ],
    },
    en: {
      title: 'PNJ – Into the year-end peak season',
      summary:
        'Retail jewellery is growing well, and the wedding season and Tet should lift fourth-quarter sales; BUY.',
      points: [
        'Retail jewellery revenue up 13% in eight months',
        'Gross margin holding at 21%',
        'More than 420 stores nationwide',
        'Risk: sharp gold price swings',
      ],
    },
  },
  {
    key: 'tcb-2026-09',
    category: 'company',
    symbol: 'TCB',
    date: '2026-09-22',
    pages: 18,
    requiredLogin: false,
    view: 'outperform',
    vi: {
      title: 'TCB – Tăng trưởng tín dụng vượt trội',
      summary:
        'Tín dụng tăng nhanh hơn trung bình ngành, tỷ lệ tiền gửi không kỳ hạn cao giúp giữ chi phí vốn thấp; quan điểm KHẢ QUAN.',
      points: [
        'Tăng trưởng tín dụng 8 tháng đạt 14%',
        'Tỷ lệ tiền gửi không kỳ hạn (CASA) trên 38%',
        'Thu nhập ngoài lãi đa dạng hóa',
        'Rủi ro: dư nợ bất động sản chiếm tỷ trọng lớn',
      ],
    },
    en: {
      title: 'TCB – Loan growth ahead of the pack',
      summary:
        'Loans are growing faster than the sector and a high share of current accounts keeps funding cheap; OUTPERFORM.',
      points: [
        'Eight-month loan growth of 14%',
        'Current and savings accounts (CASA) above 38% of deposits',
        'More diverse non-interest income',
        'Risk: a large share of property lending',
      ],
    },
  },
  {
    key: 'gas-2026-09',
    category: 'company',
    symbol: 'GAS',
    date: '2026-09-15',
    pages: 14,
    requiredLogin: false,
    view: 'hold',
    vi: {
      title: 'GAS – Kỳ vọng từ chuỗi khí LNG',
      summary:
        'Sản lượng khí trong nước suy giảm được bù đắp bởi LNG nhập khẩu, nhưng biên lợi nhuận chịu áp lực; quan điểm NẮM GIỮ.',
      points: [
        'Sản lượng LNG tiêu thụ dự kiến tăng gấp đôi năm 2027',
        'Lợi nhuận nhạy cảm với giá dầu Brent',
        'Tỷ lệ chi trả cổ tức tiền mặt cao',
        'Rủi ro: giá dầu giảm sâu, tiến độ các nhà máy điện khí',
      ],
    },
    en: {
      title: 'GAS – Hopes pinned on LNG',
      summary:
        'Imported LNG is offsetting falling domestic gas output, but margins are under pressure; HOLD.',
      points: [
        'LNG sales expected to double in 2027',
        'Profits sensitive to the Brent oil price',
        'A high cash dividend payout',
        'Risks: a steep oil price fall and delays at gas-fired power plants',
      ],
    },
  },
  {
    key: 'acb-2026-09',
    category: 'company',
    symbol: 'ACB',
    date: '2026-09-08',
    pages: 16,
    requiredLogin: true,
    view: 'outperform',
    vi: {
      title: 'ACB – Biên lãi ròng phục hồi',
      summary:
        'Chi phí vốn giảm giúp biên lãi ròng cải thiện; chất lượng tài sản tốt với danh mục cho vay bán lẻ an toàn. Quan điểm KHẢ QUAN.',
      points: [
        'Biên lãi ròng quý 2/2026 tăng 15 điểm cơ bản',
        'Cho vay bán lẻ chiếm gần 60% dư nợ',
        'Tỷ lệ nợ xấu dưới 1,5%',
        'Rủi ro: cạnh tranh huy động vốn cuối năm',
      ],
    },
    en: {
      title: 'ACB – Net interest margin recovers',
      summary:
        'Lower funding costs are widening the net interest margin, and asset quality is good with a safe retail loan book; OUTPERFORM.',
      points: [
        'Q2 2026 net interest margin up 15 basis points',
        'Retail loans make up almost 60% of the book',
        'Bad-debt ratio below 1.5%',
        'Risk: competition for deposits at year end',
      ],
    },
  },
  // Sector reports
  {
    key: 'banking-outlook-2027',
    category: 'industry',
    symbol: null,
    date: '2026-11-12',
    pages: 34,
    requiredLogin: true,
    vi: {
      title: 'Ngành ngân hàng – Triển vọng 2027',
      summary:
        'Tăng trưởng tín dụng năm 2027 dự báo 14–15%, lợi nhuận toàn ngành tăng 15%; phân hóa rõ giữa các ngân hàng theo chất lượng tài sản.',
      points: [
        'Tín dụng 2027 dự báo tăng 14–15%',
        'Biên lãi ròng ổn định, chi phí dự phòng giảm dần',
        'Tăng vốn và chia cổ tức bằng cổ phiếu là chủ đề chính',
        'Nhóm ngân hàng tư nhân quy mô lớn được đánh giá tích cực hơn',
      ],
    },
    en: {
      title: 'Banking – 2027 outlook',
      summary:
        'Credit growth is forecast at 14–15% in 2027 and sector profits up 15%, with a clear split between banks by asset quality.',
      points: [
        'Credit forecast to grow 14–15% in 2027',
        'Stable margins and gradually lower provisions',
        'Capital raising and stock dividends are the main themes',
        'Large private banks viewed more positively',
      ],
    },
  },
  {
    key: 'steel-2026-10',
    category: 'industry',
    symbol: null,
    date: '2026-10-19',
    pages: 26,
    requiredLogin: false,
    vi: {
      title: 'Ngành thép – Chu kỳ phục hồi',
      summary:
        'Tiêu thụ thép xây dựng trong nước tăng nhờ đầu tư công và thị trường nhà ở ấm lên; biên lợi nhuận cải thiện khi giá nguyên liệu hạ.',
      points: [
        'Tiêu thụ thép xây dựng 9 tháng tăng 12%',
        'Giá quặng sắt giảm 8% so với đầu năm',
        'Biện pháp phòng vệ thương mại hỗ trợ doanh nghiệp trong nước',
      ],
    },
    en: {
      title: 'Steel – The recovery cycle',
      summary:
        'Domestic construction steel sales are rising on public investment and a warmer housing market, and margins improve as input prices fall.',
      points: [
        'Nine-month construction steel sales up 12%',
        'Iron ore 8% cheaper than at the start of the year',
        'Trade defence measures support domestic producers',
      ],
    },
  },
  {
    key: 'retail-2026-10',
    category: 'industry',
    symbol: null,
    date: '2026-10-05',
    pages: 24,
    requiredLogin: false,
    vi: {
      title: 'Ngành bán lẻ – Sức mua cuối năm',
      summary:
        'Tổng mức bán lẻ hàng hóa tăng 9% trong 9 tháng; bách hóa, dược phẩm và trang sức là các mảng tăng trưởng tốt nhất.',
      points: [
        'Tổng mức bán lẻ 9 tháng tăng 9%',
        'Bán lẻ hiện đại tiếp tục lấy thị phần từ kênh truyền thống',
        'Mùa mua sắm cuối năm và Tết là động lực quý 4',
      ],
    },
    en: {
      title: 'Retail – Year-end spending',
      summary:
        'Retail sales of goods grew 9% in nine months, led by grocery, pharmacy and jewellery.',
      points: [
        'Nine-month retail sales up 9%',
        'Modern retail keeps taking share from traditional trade',
        'Year-end shopping and Tet drive the fourth quarter',
      ],
    },
  },
  {
    key: 'industrial-property-2026-09',
    category: 'industry',
    symbol: null,
    date: '2026-09-18',
    pages: 28,
    requiredLogin: true,
    bgColor: '#FFF4E5',
    vi: {
      title: 'Bất động sản khu công nghiệp – Đón dòng vốn FDI',
      summary:
        'Vốn FDI đăng ký vào công nghiệp chế biến, chế tạo tăng mạnh, giá thuê đất khu công nghiệp phía Bắc tăng 5–8%.',
      points: [
        'Vốn FDI giải ngân 8 tháng tăng 9%',
        'Tỷ lệ lấp đầy khu công nghiệp phía Bắc trên 85%',
        'Quỹ đất sạch là yếu tố cạnh tranh chính',
      ],
    },
    en: {
      title: 'Industrial property – Riding FDI inflows',
      summary:
        'Registered FDI into manufacturing is up sharply and industrial land rents in the north have risen 5–8%.',
      points: [
        'Eight-month disbursed FDI up 9%',
        'Northern industrial parks over 85% occupied',
        'Ready-to-lease land is the key competitive factor',
      ],
    },
  },
  {
    key: 'brokers-2026-09',
    category: 'industry',
    symbol: null,
    date: '2026-09-09',
    pages: 22,
    requiredLogin: false,
    vi: {
      title: 'Ngành chứng khoán – Triển vọng sau nâng hạng',
      summary:
        'Thanh khoản thị trường và dư nợ ký quỹ ở mức cao; các công ty chứng khoán có nền tảng khách hàng tổ chức nước ngoài hưởng lợi nhiều nhất.',
      points: [
        'Thanh khoản bình quân dự báo tăng 15–20% sau nâng hạng',
        'Dư nợ cho vay ký quỹ toàn thị trường ở mức kỷ lục',
        'Cạnh tranh phí môi giới tiếp tục gay gắt',
      ],
    },
    en: {
      title: 'Securities brokers – The outlook after the upgrade',
      summary:
        'Market turnover and margin lending are high; brokers with strong foreign institutional franchises stand to gain most.',
      points: [
        'Average turnover forecast to rise 15–20% after the upgrade',
        'Market-wide margin lending at a record',
        'Brokerage fee competition remains fierce',
      ],
    },
  },
  // Macro reports
  {
    key: 'rates-fx-2026-11',
    category: 'macro',
    symbol: null,
    date: '2026-11-16',
    pages: 12,
    requiredLogin: true,
    vi: {
      title: 'Lãi suất và tỷ giá – Áp lực mùa vụ cuối năm',
      summary:
        'Lãi suất liên ngân hàng tăng theo mùa vụ, tỷ giá USD/VND nhích nhẹ; Ngân hàng Nhà nước có đủ công cụ để ổn định thị trường.',
      points: [
        'Lãi suất qua đêm tăng lên khoảng 4,2%',
        'Tỷ giá USD/VND tăng 1,8% từ đầu năm',
        'Dự trữ ngoại hối cải thiện nhờ thặng dư thương mại',
      ],
    },
    en: {
      title: 'Rates and currency – Year-end seasonal pressure',
      summary:
        'Interbank rates are rising with the season and USD/VND has edged up; the State Bank has the tools to keep markets stable.',
      points: [
        'Overnight rate up to about 4.2%',
        'USD/VND up 1.8% since the start of the year',
        'FX reserves improving on the trade surplus',
      ],
    },
  },
  {
    key: 'macro-2026-10',
    category: 'macro',
    symbol: null,
    date: '2026-11-06',
    pages: 14,
    requiredLogin: false,
    vi: {
      title: 'Vĩ mô tháng 10/2026 – Tín dụng tăng tốc',
      summary:
        'Tín dụng tăng 12,8% so với đầu năm, CPI bình quân 10 tháng tăng 3,4%; xuất khẩu tiếp tục là điểm sáng.',
      points: [
        'Tăng trưởng tín dụng đến cuối tháng 10 đạt 12,8%',
        'CPI bình quân 10 tháng tăng 3,4%',
        'Kim ngạch xuất khẩu 10 tháng tăng 11%',
      ],
    },
    en: {
      title: 'Macro, October 2026 – Credit growth speeds up',
      summary:
        'Credit is up 12.8% year to date, average ten-month CPI up 3.4%, and exports remain a bright spot.',
      points: [
        'Credit growth of 12.8% by the end of October',
        'Average ten-month CPI up 3.4%',
        'Ten-month exports up 11%',
      ],
    },
  },
  {
    key: 'macro-q3-2026',
    category: 'macro',
    symbol: null,
    date: '2026-10-06',
    pages: 18,
    requiredLogin: false,
    vi: {
      title: 'Vĩ mô quý 3/2026 – Tăng trưởng GDP vững chắc',
      summary:
        'GDP quý 3 tăng 7,4%, động lực từ công nghiệp chế biến, chế tạo và đầu tư công; lạm phát trong tầm kiểm soát.',
      points: [
        'GDP quý 3/2026 tăng 7,4% so với cùng kỳ',
        'Giải ngân đầu tư công 9 tháng đạt 62% kế hoạch',
        'Lạm phát cơ bản quanh 3%',
      ],
    },
    en: {
      title: 'Macro, Q3 2026 – Solid GDP growth',
      summary:
        'Q3 GDP grew 7.4%, driven by manufacturing and public investment, with inflation under control.',
      points: [
        'Q3 2026 GDP up 7.4% year on year',
        'Public investment 62% disbursed after nine months',
        'Core inflation around 3%',
      ],
    },
  },
  {
    key: 'macro-2026-08',
    category: 'macro',
    symbol: null,
    date: '2026-09-07',
    pages: 12,
    requiredLogin: false,
    hasFile: false,
    vi: {
      title: 'Vĩ mô tháng 8/2026 – Tỷ giá ổn định',
      summary:
        'Tỷ giá ổn định nhờ thặng dư thương mại và dòng vốn FDI; lãi suất huy động đi ngang.',
      points: [
        'Thặng dư thương mại 8 tháng đạt 16 tỷ USD',
        'Vốn FDI giải ngân tăng 9%',
        'Lãi suất huy động 12 tháng quanh 5%/năm',
      ],
    },
    en: {
      title: 'Macro, August 2026 – A stable currency',
      summary: 'The dong is stable on the trade surplus and FDI inflows; deposit rates are flat.',
      points: [
        'Eight-month trade surplus of USD 16 billion',
        'Disbursed FDI up 9%',
        '12-month deposit rates around 5% a year',
      ],
    },
  },
  // Strategy
  {
    key: 'outlook-2027',
    category: 'strategy',
    symbol: null,
    date: '2026-11-19',
    pages: 40,
    requiredLogin: true,
    bgColor: '#E8F3FF',
    vi: {
      title: 'Triển vọng thị trường 2027 – Giai đoạn mới sau nâng hạng',
      summary:
        'Lợi nhuận doanh nghiệp niêm yết dự báo tăng 15% năm 2027; dòng vốn ngoại và cải cách thị trường là động lực chính.',
      points: [
        'Lợi nhuận doanh nghiệp niêm yết 2027 dự báo tăng 15%',
        'P/E dự phóng thấp hơn trung bình khu vực',
        'Chủ đề đầu tư: ngân hàng, tiêu dùng, hạ tầng, công nghệ',
        'Rủi ro: lãi suất toàn cầu, căng thẳng thương mại',
      ],
    },
    en: {
      title: '2027 market outlook – A new stage after the upgrade',
      summary:
        'Listed-company earnings are forecast to grow 15% in 2027, driven by foreign inflows and market reform.',
      points: [
        'Listed-company earnings forecast to grow 15% in 2027',
        'Forward P/E below the regional average',
        'Themes: banks, consumer, infrastructure, technology',
        'Risks: global interest rates and trade tensions',
      ],
    },
  },
  {
    key: 'watchlist-2026-11',
    category: 'strategy',
    symbol: null,
    date: '2026-11-02',
    pages: 10,
    requiredLogin: true,
    vi: {
      title: 'Danh mục theo dõi tháng 11/2026',
      summary:
        'Danh mục 10 cổ phiếu được Khối Phân tích theo dõi trong tháng 11, ưu tiên doanh nghiệp có kết quả quý 3 tốt và định giá hợp lý.',
      points: [
        'Ngân hàng: TCB, MBB, ACB',
        'Công nghệ và bán lẻ: FPT, MWG, PNJ',
        'Công nghiệp và năng lượng: HPG, REE, GAS, DGC',
      ],
    },
    en: {
      title: 'Watchlist, November 2026',
      summary:
        'Ten stocks the research team is following in November, favouring companies with good Q3 results and reasonable valuations.',
      points: [
        'Banks: TCB, MBB, ACB',
        'Technology and retail: FPT, MWG, PNJ',
        'Industrials and energy: HPG, REE, GAS, DGC',
      ],
    },
  },
  {
    key: 'strategy-q4-2026',
    category: 'strategy',
    symbol: null,
    date: '2026-10-02',
    pages: 32,
    requiredLogin: false,
    vi: {
      title: 'Chiến lược đầu tư quý 4/2026',
      summary:
        'VN-Index được kỳ vọng dao động trong vùng 1.780–1.950 điểm; ưu tiên các ngành hưởng lợi từ dòng vốn ngoại và mùa cao điểm tiêu dùng.',
      points: [
        'Vùng dao động kỳ vọng của VN-Index: 1.780–1.950 điểm',
        'Dòng vốn ETF theo lịch cơ cấu chỉ số',
        'Ngành ưu tiên: ngân hàng, chứng khoán, bán lẻ, thép',
      ],
    },
    en: {
      title: 'Investment strategy, Q4 2026',
      summary:
        'The VN-Index is expected to trade between 1,780 and 1,950; sectors benefiting from foreign flows and peak consumer season are favoured.',
      points: [
        'Expected VN-Index range: 1,780–1,950',
        'ETF flows following the index review calendar',
        'Preferred sectors: banks, brokers, retail, steel',
      ],
    },
  },
  {
    key: 'market-upgrade-flows',
    category: 'strategy',
    symbol: null,
    date: '2026-09-11',
    pages: 24,
    requiredLogin: false,
    vi: {
      title: 'Nâng hạng thị trường – Dòng vốn và nhóm cổ phiếu hưởng lợi',
      summary:
        'Ước tính dòng vốn thụ động từ các quỹ theo chỉ số FTSE và những cổ phiếu có tỷ trọng lớn nhất trong rổ dự kiến.',
      points: [
        'Dòng vốn thụ động ước tính 1–1,5 tỷ USD',
        'Cổ phiếu có tỷ trọng lớn: VHM, VCB, HPG, FPT, SSI',
        'Giới hạn sở hữu nước ngoài ảnh hưởng tới tỷ trọng thực tế',
      ],
    },
    en: {
      title: 'Market upgrade – Flows and likely beneficiaries',
      summary:
        'An estimate of passive flows from FTSE index funds and the stocks with the largest expected weights.',
      points: [
        'Passive inflows estimated at USD 1–1.5 billion',
        'Largest weights: VHM, VCB, HPG, FPT, SSI',
        'Foreign ownership limits reduce actual weights',
      ],
    },
  },
  // Daily bulletins
  {
    key: 'morning-brief-2026-11-16',
    category: 'daily',
    symbol: null,
    date: '2026-11-16',
    pages: 4,
    requiredLogin: false,
    hasFile: false,
    vi: {
      title: 'Bản tin sáng 16/11/2026 – Áp lực chốt lời ở nhóm bất động sản',
      summary:
        'VN-Index giảm 1,3% trong phiên cuối tuần trước khi VHM, VIC và VRE bị bán mạnh; ngân hàng và công nghệ giữ nhịp cho thị trường.',
      points: [
        'VN-Index giảm 24,6 điểm xuống 1.838,15 điểm',
        'Khối ngoại bán ròng 420 tỷ đồng',
        'Ngân hàng và công nghệ giữ sắc xanh',
      ],
    },
    en: {
      title: 'Morning brief, 16 November 2026 – Profit-taking hits property stocks',
      summary:
        'The VN-Index fell 1.3% in Friday’s session as VHM, VIC and VRE were sold heavily; banks and technology steadied the market.',
      points: [
        'VN-Index down 24.6 points at 1,838.15',
        'Foreign investors net sold VND 420 billion',
        'Banks and technology stayed in the green',
      ],
    },
  },
  {
    key: 'morning-brief-2026-11-17',
    category: 'daily',
    symbol: null,
    date: '2026-11-17',
    pages: 4,
    requiredLogin: false,
    vi: {
      title: 'Bản tin sáng 17/11/2026 – Thị trường hồi phục, cổ phiếu chứng khoán bứt phá',
      summary: 'Nhóm chứng khoán tăng mạnh với thanh khoản đột biến, VN-Index vượt lại 1.850 điểm.',
      points: ['VN-Index tăng 0,9%', 'SSI tăng 4,1%', 'Giá trị khớp lệnh HOSE 31.200 tỷ đồng'],
    },
    en: {
      title: 'Morning brief, 17 November 2026 – Market rebounds as broker stocks break out',
      summary: 'Brokers rallied on heavy volume and the VN-Index climbed back above 1,850.',
      points: ['VN-Index up 0.9%', 'SSI up 4.1%', 'HOSE matched value VND 31,200 billion'],
    },
  },
  {
    key: 'morning-brief-2026-11-18',
    category: 'daily',
    symbol: null,
    date: '2026-11-18',
    pages: 4,
    requiredLogin: false,
    hasFile: false,
    vi: {
      title: 'Bản tin sáng 18/11/2026 – Giằng co trước phiên đáo hạn',
      summary:
        'Thị trường giằng co quanh tham chiếu khi nhà đầu tư chờ phiên đáo hạn phái sinh ngày 19/11.',
      points: ['VN-Index giảm 0,1%', 'Basis VN30F1M âm 5 điểm', 'Bán lẻ và thép phân hóa'],
    },
    en: {
      title: 'Morning brief, 18 November 2026 – Sideways ahead of expiry',
      summary:
        'The market moved sideways around the reference level ahead of the 19 November derivatives expiry.',
      points: ['VN-Index down 0.1%', 'VN30F1M basis at –5 points', 'Retail and steel mixed'],
    },
  },
  {
    key: 'morning-brief-2026-11-19',
    category: 'daily',
    symbol: null,
    date: '2026-11-19',
    pages: 4,
    requiredLogin: false,
    vi: {
      title: 'Bản tin sáng 19/11/2026 – Chú ý phiên đáo hạn VN30F2611',
      summary:
        'Phiên đáo hạn hợp đồng tương lai có thể gây biến động mạnh trong đợt ATC ở nhóm VN30.',
      points: [
        'VN-Index tăng 0,3%',
        'Khối lượng mở VN30F2612 tăng',
        'Theo dõi nhóm vốn hóa lớn trong đợt ATC',
      ],
    },
    en: {
      title: 'Morning brief, 19 November 2026 – Eyes on the VN30F2611 expiry',
      summary:
        'Futures expiry may bring sharp moves in VN30 stocks during the closing auction (ATC).',
      points: [
        'VN-Index up 0.3%',
        'Open interest in VN30F2612 rising',
        'Watch the large caps in the ATC',
      ],
    },
  },
  {
    key: 'morning-brief-2026-11-20',
    category: 'daily',
    symbol: null,
    date: '2026-11-20',
    pages: 4,
    requiredLogin: false,
    vi: {
      title: 'Bản tin sáng 20/11/2026 – VN30 giảm sau phiên đáo hạn',
      summary:
        'Chỉ số VN30 giảm 0,8% trong phiên đáo hạn; dòng tiền dịch chuyển sang cổ phiếu vừa và nhỏ.',
      points: ['VN30 giảm 0,8%', 'HNX-Index tăng 0,6%', 'Khối ngoại mua ròng 250 tỷ đồng'],
    },
    en: {
      title: 'Morning brief, 20 November 2026 – VN30 falls after expiry',
      summary: 'The VN30 index fell 0.8% on expiry day as money rotated into small and mid caps.',
      points: [
        'VN30 down 0.8%',
        'HNX-Index up 0.6%',
        'Foreign investors net bought VND 250 billion',
      ],
    },
  },
];

const fileName = (r: ReportInput) => (r.hasFile === false ? null : `aps-ttpt-${r.key}.pdf`);

/** The sentence stating the team's view (`word` as printed: KHẢ QUAN, BUY…). */
const viewSentence = (word: string, locale: 'vi' | 'en') =>
  locale === 'vi' ? `Quan điểm của nhóm phân tích: ${word}.` : `Research team’s view: ${word}.`;

function viewLine(r: ReportInput, locale: 'vi' | 'en'): string | null {
  return r.view ? viewSentence(VIEWS[r.view][locale], locale) : null;
}

const list = (points: readonly string[]) =>
  `<ul>${points.map((p) => `<li>${p}</li>`).join('')}</ul>`;

/**
 * A research report's page: the view (its printed word, or null), the key points and the
 * illustrative note. The generated company reports (seed-research.ts) are written the same way.
 */
export function reportBody(
  view: string | null,
  points: readonly string[],
  locale: 'vi' | 'en',
): string[] {
  return [
    view === null ? null : viewSentence(view, locale),
    list(points),
    ILLUSTRATIVE_NOTE[locale],
  ].filter((part): part is string => part !== null);
}

/** A report's keywords: its symbol, its category and what it is. */
export function reportKeywords(
  symbol: string | null,
  category: Category,
  locale: 'vi' | 'en',
): string {
  const name = CATEGORIES.find((c) => c.code === category)?.[locale];
  const kind = locale === 'vi' ? 'báo cáo phân tích' : 'research report';
  return [symbol, name, kind].filter(Boolean).join(', ');
}

export const ANALYSIS_REPORTS: ContentSeed[] = REPORTS.map((r) => {
  const body = (locale: 'vi' | 'en') =>
    reportBody(r.view ? VIEWS[r.view][locale] : null, r[locale].points, locale);
  return seed<'analysis_report'>({
    key: `analysis-report-${r.key}`,
    type: 'analysis_report',
    parent: categoryKey(r.category),
    publishedAt: vnTime(r.date, r.category === 'daily' ? '07:30' : '09:00'),
    attrs: {
      stockSymbol: r.symbol,
      bgColor: r.bgColor ?? null,
      requiredLogin: r.requiredLogin,
      releaseDate: r.date,
      pages: r.pages,
      file: fileName(r),
    },
    vi: {
      title: r.vi.title,
      summary: r.vi.summary,
      body: body('vi'),
      keywords: reportKeywords(r.symbol, r.category, 'vi'),
    },
    en: {
      title: r.en.title,
      summary: r.en.summary,
      body: body('en'),
      keywords: reportKeywords(r.symbol, r.category, 'en'),
    },
  });
});

export const ANALYSIS_PDFS: PdfSeed[] = REPORTS.flatMap((r) => {
  const name = fileName(r);
  if (name === null) return [];
  const view = viewLine(r, 'vi');
  return [
    pdf(name, r.vi.title, [
      `Khối Phân tích – Chứng khoán An Phát – ngày phát hành ${r.date.split('-').reverse().join('/')}`,
      ...(r.symbol ? [`Mã chứng khoán: ${r.symbol}`] : []),
      ...(view ? [view] : []),
      r.vi.summary,
      ...r.vi.points.map((p) => `- ${p}`),
      '',
      'Báo cáo chỉ nhằm cung cấp thông tin, không phải lời mời mua hay bán chứng khoán.',
    ]),
  ];
});
