import type { ContentSeed } from '../content-types';
import { type DatedInput, type TextInput, datedItem, listCategory } from './news-helpers';

/**
 * News from the exchanges and market bodies (tin từ Sở giao dịch), one category per source.
 * Companies in negative notices (halts, delistings) are unnamed or invented so that no real
 * issuer is tied to them; "Hải Long Port & Logistics" (HLP) is invented too. Figures are
 * illustrative.
 */

type Source = 'hose' | 'hnx' | 'vsdc' | 'ubcknn';
type Exchange = 'HOSE' | 'HNX' | 'UPCOM' | 'VSDC';

const SOURCES: { code: Source; vi: TextInput; en: TextInput }[] = [
  {
    code: 'hose',
    vi: {
      title: 'Sở Giao dịch Chứng khoán TP. Hồ Chí Minh (HOSE)',
      summary: 'Thông báo niêm yết, giao dịch, chỉ số và giám sát từ HOSE.',
    },
    en: {
      title: 'Ho Chi Minh City Stock Exchange (HOSE)',
      summary: 'Listing, trading, index and surveillance notices from HOSE.',
    },
  },
  {
    code: 'hnx',
    vi: {
      title: 'Sở Giao dịch Chứng khoán Hà Nội (HNX)',
      summary: 'Thông báo về cổ phiếu niêm yết, UPCoM, trái phiếu và chứng khoán phái sinh từ HNX.',
    },
    en: {
      title: 'Hanoi Stock Exchange (HNX)',
      summary: 'Notices on listed shares, UPCoM, bonds and derivatives from HNX.',
    },
  },
  {
    code: 'vsdc',
    vi: {
      title: 'Tổng công ty Lưu ký và Bù trừ chứng khoán Việt Nam (VSDC)',
      summary: 'Thông báo về đăng ký, lưu ký, thực hiện quyền và bù trừ, thanh toán từ VSDC.',
    },
    en: {
      title: 'Vietnam Securities Depository and Clearing Corporation (VSDC)',
      summary:
        'Notices on registration, custody, corporate actions, clearing and settlement from VSDC.',
    },
  },
  {
    code: 'ubcknn',
    vi: {
      title: 'Ủy ban Chứng khoán Nhà nước (UBCKNN)',
      summary:
        'Thông tin quản lý, cấp phép, xử phạt và văn bản pháp luật từ Ủy ban Chứng khoán Nhà nước.',
    },
    en: {
      title: 'State Securities Commission (SSC)',
      summary:
        'Regulatory, licensing and enforcement news and new rules from the State Securities Commission.',
    },
  },
];

const sourceKey = (code: Source) => `sgdck-category-${code}`;

export const EXCHANGE_CATEGORIES: ContentSeed[] = SOURCES.map((s, i) =>
  listCategory('sgdck_category', sourceKey(s.code), i, {}, s),
);

interface ExchangeNewsInput extends DatedInput {
  source: Source;
  /** The market the notice concerns (SSC notices name the market they touch most). */
  exchange: Exchange;
}

function exchangeNews(n: ExchangeNewsInput): ContentSeed {
  return datedItem('sgdck_news', { prefix: 'sgdck', usualTime: '16:30' }, n, {
    parent: sourceKey(n.source),
    attrs: { releaseDate: n.date, exchange: n.exchange },
  });
}

export const EXCHANGE_NEWS: ContentSeed[] = [
  // VSDC
  exchangeNews({
    key: 'vsdc-national-day-settlement',
    source: 'vsdc',
    exchange: 'VSDC',
    date: '2026-08-11',
    vi: {
      title: 'VSDC thông báo lịch thanh toán giao dịch chứng khoán dịp nghỉ lễ Quốc khánh 2026',
      summary:
        'Giao dịch ngày 28/8 và 31/8/2026 được thanh toán lần lượt vào ngày 3/9 và 4/9/2026.',
      body: [
        'Do thị trường nghỉ giao dịch ngày 1/9 và 2/9/2026, VSDC điều chỉnh lịch thanh toán bù trừ theo chu kỳ T+2 tính trên ngày làm việc.',
        '<ul><li>Giao dịch ngày 28/8/2026: thanh toán ngày 3/9/2026</li><li>Giao dịch ngày 31/8/2026: thanh toán ngày 4/9/2026</li></ul>',
      ],
    },
    en: {
      title: 'VSDC settlement schedule for the 2026 National Day holiday',
      summary: 'Trades of 28 and 31 August 2026 settle on 3 and 4 September 2026 respectively.',
      body: [
        'As the market is closed on 1 and 2 September 2026, VSDC has adjusted the T+2 settlement cycle, which counts working days.',
        '<ul><li>Trades of 28 August 2026: settle on 3 September 2026</li><li>Trades of 31 August 2026: settle on 4 September 2026</li></ul>',
      ],
    },
  }),
  exchangeNews({
    key: 'vsdc-foreign-investor-codes-online',
    source: 'vsdc',
    exchange: 'VSDC',
    date: '2026-09-29',
    vi: {
      slug: 'vsdc-cap-ma-so-giao-dich-cho-nha-dau-tu-nuoc-ngoai-truc-tuyen',
      title: 'VSDC cấp mã số giao dịch chứng khoán cho nhà đầu tư nước ngoài hoàn toàn trực tuyến',
      summary:
        'Từ ngày 1/10/2026, hồ sơ đăng ký mã số giao dịch của nhà đầu tư nước ngoài được nộp và xử lý trực tuyến trong 1 ngày làm việc.',
      body: [
        'Thay đổi giúp rút ngắn thời gian mở tài khoản cho nhà đầu tư nước ngoài, đáp ứng yêu cầu của các quỹ sau khi thị trường được nâng hạng.',
        'Thành viên lưu ký nộp hồ sơ điện tử qua cổng giao tiếp trực tuyến của VSDC và nhận kết quả cấp mã trên hệ thống.',
      ],
    },
    en: {
      title: 'VSDC issues trading codes to foreign investors fully online',
      summary:
        'From 1 October 2026, foreign investors’ trading code applications are filed and processed online within one working day.',
      body: [
        'The change shortens account opening for foreign investors, meeting the needs of funds arriving after the market upgrade.',
        'Depository members file applications electronically on VSDC’s online portal and receive the code through the system.',
      ],
    },
  }),
  exchangeNews({
    key: 'vsdc-aps-additional-registration',
    source: 'vsdc',
    exchange: 'VSDC',
    date: '2026-10-09',
    vi: {
      slug: 'dang-ky-chung-khoan-bo-sung-3200000-co-phieu-aps-esop',
      title: 'Đăng ký chứng khoán bổ sung: 3.200.000 cổ phiếu APS phát hành theo chương trình ESOP',
      summary:
        'VSDC cấp Giấy chứng nhận đăng ký chứng khoán điều chỉnh cho Công ty Cổ phần Chứng khoán An Phát.',
      body: [
        'Số lượng chứng khoán đăng ký bổ sung: 3.200.000 cổ phiếu. Tổng số lượng chứng khoán đăng ký sau điều chỉnh: 323.200.000 cổ phiếu (số liệu minh họa).',
        'Cổ phiếu bổ sung bị hạn chế chuyển nhượng 2 năm theo phương án phát hành.',
      ],
    },
    en: {
      title: 'Additional registration: 3,200,000 APS shares issued under the ESOP',
      summary:
        'VSDC has issued an amended securities registration certificate to An Phat Securities JSC.',
      body: [
        'Additional shares registered: 3,200,000. Total registered shares after the change: 323,200,000 (illustrative figures).',
        'The new shares may not be transferred for two years under the issue plan.',
      ],
    },
  }),
  exchangeNews({
    key: 'vsdc-initial-margin-rate',
    source: 'vsdc',
    exchange: 'VSDC',
    date: '2026-10-27',
    outstanding: true,
    vi: {
      title: 'VSDC điều chỉnh tỷ lệ ký quỹ ban đầu đối với hợp đồng tương lai chỉ số VN30',
      summary:
        'Tỷ lệ ký quỹ ban đầu tăng từ 17% lên 18%, áp dụng từ ngày 2/11/2026 (số liệu minh họa).',
      body: [
        'Việc điều chỉnh căn cứ kết quả đánh giá mức độ biến động của chỉ số VN30 trong thời gian gần đây.',
        'Các thành viên bù trừ có trách nhiệm thông báo cho nhà đầu tư và yêu cầu bổ sung ký quỹ khi cần.',
      ],
    },
    en: {
      title: 'VSDC raises the initial margin rate on VN30 index futures',
      summary:
        'The initial margin rate rises from 17% to 18% from 2 November 2026 (illustrative figures).',
      body: [
        'The change follows VSDC’s assessment of recent volatility in the VN30 index.',
        'Clearing members must inform investors and call for additional margin where needed.',
      ],
    },
  }),
  exchangeNews({
    key: 'vsdc-aps-bond-registration',
    source: 'vsdc',
    exchange: 'VSDC',
    date: '2026-11-04',
    outstanding: true,
    vi: {
      title: 'VSDC cấp Giấy chứng nhận đăng ký chứng khoán cho 10.000.000 trái phiếu An Phát',
      summary:
        'Trái phiếu ra công chúng năm 2026 của Công ty Cổ phần Chứng khoán An Phát được đăng ký tập trung tại VSDC với mã APS12801 (số liệu minh họa).',
      body: [
        '<ul><li>Số lượng đăng ký: 10.000.000 trái phiếu, mệnh giá 100.000 đồng</li><li>Ngày phát hành: 28/10/2026; ngày đáo hạn: 28/10/2028</li><li>Lãi suất cố định 7,2%/năm</li></ul>',
        'Trái phiếu được lưu ký tập trung tại VSDC, điều kiện để niêm yết trên Sở Giao dịch Chứng khoán Hà Nội.',
      ],
    },
    en: {
      title: 'VSDC registers 10,000,000 An Phat bonds',
      summary:
        'An Phat Securities JSC’s 2026 public bonds are registered centrally at VSDC under code APS12801 (illustrative figures).',
      body: [
        '<ul><li>Bonds registered: 10,000,000 at VND 100,000 face value</li><li>Issue date: 28 October 2026; maturity: 28 October 2028</li><li>Fixed 7.2% a year</li></ul>',
        'Central registration and custody at VSDC is a condition for listing on the Hanoi Stock Exchange.',
      ],
    },
  }),
  exchangeNews({
    key: 'vsdc-ree-dividend-record-date',
    source: 'vsdc',
    exchange: 'VSDC',
    date: '2026-11-11',
    vi: {
      title: 'Ngày đăng ký cuối cùng tạm ứng cổ tức năm 2026 bằng tiền của REE',
      summary:
        'Ngày đăng ký cuối cùng 27/11/2026; tỷ lệ 10% (1.000 đồng/cổ phiếu); thanh toán ngày 15/12/2026 (dữ liệu minh họa).',
      body: [
        '<ul><li>Ngày giao dịch không hưởng quyền: 26/11/2026</li><li>Ngày đăng ký cuối cùng: 27/11/2026</li><li>Ngày thanh toán: 15/12/2026</li></ul>',
        'Người sở hữu chứng khoán đã lưu ký nhận cổ tức tại thành viên lưu ký nơi mở tài khoản.',
      ],
    },
    en: {
      title: 'Record date for REE’s 2026 interim cash dividend',
      summary:
        'Record date 27 November 2026; 10% (VND 1,000 per share); paid on 15 December 2026 (illustrative data).',
      body: [
        '<ul><li>Ex-dividend date: 26 November 2026</li><li>Record date: 27 November 2026</li><li>Payment date: 15 December 2026</li></ul>',
        'Holders of deposited shares are paid through the depository member where their account is held.',
      ],
    },
  }),
  exchangeNews({
    key: 'vsdc-mbb-rights-record-date',
    source: 'vsdc',
    exchange: 'VSDC',
    date: '2026-11-18',
    vi: {
      title: 'Ngày đăng ký cuối cùng thực hiện quyền mua cổ phiếu phát hành thêm của MBB',
      summary:
        'Ngày đăng ký cuối cùng 4/12/2026; tỷ lệ thực hiện quyền 100:8, giá 15.000 đồng/cổ phiếu (dữ liệu minh họa).',
      body: [
        '<ul><li>Ngày giao dịch không hưởng quyền: 3/12/2026</li><li>Thời gian chuyển nhượng quyền mua: 10/12 – 24/12/2026</li><li>Thời gian đăng ký, nộp tiền mua: 10/12 – 29/12/2026</li></ul>',
        'Nhà đầu tư đăng ký thực hiện quyền mua qua thành viên lưu ký nơi mở tài khoản.',
      ],
    },
    en: {
      title: 'Record date for MBB’s rights issue',
      summary:
        'Record date 4 December 2026; 100:8 rights at VND 15,000 per share (illustrative data).',
      body: [
        '<ul><li>Ex-rights date: 3 December 2026</li><li>Rights may be transferred from 10 to 24 December 2026</li><li>Subscription and payment from 10 to 29 December 2026</li></ul>',
        'Investors exercise their rights through the depository member where their account is held.',
      ],
    },
  }),
  // HOSE
  exchangeNews({
    key: 'hose-national-day-holiday',
    source: 'hose',
    exchange: 'HOSE',
    date: '2026-08-13',
    vi: {
      title: 'HOSE thông báo lịch nghỉ giao dịch dịp Quốc khánh 2/9/2026',
      summary:
        'Thị trường nghỉ giao dịch thứ Ba 1/9 và thứ Tư 2/9/2026, giao dịch trở lại từ thứ Năm 3/9/2026.',
      body: [
        'Lịch nghỉ áp dụng cho tất cả chứng khoán niêm yết, chứng chỉ quỹ ETF và chứng quyền có bảo đảm trên HOSE.',
      ],
    },
    en: {
      title: 'HOSE trading holiday for National Day, 2 September 2026',
      summary:
        'The market closes on Tuesday 1 and Wednesday 2 September 2026 and reopens on Thursday 3 September 2026.',
      body: [
        'The holiday applies to all listed shares, ETF certificates and covered warrants on HOSE.',
      ],
    },
  }),
  exchangeNews({
    key: 'hose-margin-ineligible-q4-2026',
    source: 'hose',
    exchange: 'HOSE',
    date: '2026-10-01',
    outstanding: true,
    vi: {
      slug: 'hose-danh-sach-chung-khoan-khong-du-dieu-kien-ky-quy-quy-4-2026',
      title: 'HOSE công bố danh sách chứng khoán không đủ điều kiện giao dịch ký quỹ quý 4/2026',
      summary:
        'Danh sách gồm 78 mã chứng khoán, bổ sung 9 mã và đưa 6 mã ra khỏi danh sách so với quý trước (số liệu minh họa).',
      body: [
        'Các lý do chủ yếu: cổ phiếu thuộc diện cảnh báo, kiểm soát; lợi nhuận sau thuế âm; báo cáo tài chính có ý kiến kiểm toán ngoại trừ hoặc thời gian niêm yết dưới 6 tháng.',
        'Công ty chứng khoán không được cho vay ký quỹ đối với các mã trong danh sách kể từ ngày danh sách có hiệu lực.',
      ],
    },
    en: {
      title: 'HOSE publishes the list of securities not eligible for margin trading in Q4 2026',
      summary:
        'The list has 78 securities, with 9 added and 6 removed since last quarter (illustrative figures).',
      body: [
        'The main reasons are warning or control status, a loss after tax, a qualified audit opinion or a listing of less than six months.',
        'Securities companies may not lend on margin against securities on the list once it takes effect.',
      ],
    },
  }),
  exchangeNews({
    key: 'hose-krx-test-sessions',
    source: 'hose',
    exchange: 'HOSE',
    date: '2026-10-08',
    vi: {
      slug: 'hose-kiem-thu-chuc-nang-moi-tren-he-thong-giao-dich-krx',
      title:
        'HOSE tổ chức kiểm thử chức năng mới trên hệ thống giao dịch KRX với các công ty chứng khoán thành viên',
      summary:
        'Các phiên kiểm thử diễn ra vào thứ Bảy ngày 17/10 và 24/10/2026, không ảnh hưởng tới giao dịch trong tuần.',
      body: [
        'Nội dung kiểm thử gồm chức năng giao dịch trong ngày và sửa lệnh đối với lệnh giới hạn, đã được Ủy ban Chứng khoán Nhà nước cho ý kiến về lộ trình triển khai.',
        'Công ty chứng khoán thành viên phải tham gia đầy đủ và báo cáo kết quả kiểm thử trước ngày 30/10/2026.',
      ],
    },
    en: {
      title: 'HOSE tests new KRX trading system functions with member securities firms',
      summary:
        'Test sessions run on Saturdays 17 and 24 October 2026 and do not affect weekday trading.',
      body: [
        'The tests cover intraday trading and amending limit orders, whose roll-out plan the State Securities Commission has commented on.',
        'All member firms must take part and report their test results by 30 October 2026.',
      ],
    },
  }),
  exchangeNews({
    key: 'hose-vndiamond-vnfinlead-review',
    source: 'hose',
    exchange: 'HOSE',
    date: '2026-10-14',
    vi: {
      slug: 'ket-qua-xem-xet-chi-so-vndiamond-vnfin-lead-vnfin-select-thang-10-2026',
      title:
        'Kết quả xem xét định kỳ chỉ số VNDiamond, VNFIN LEAD và VNFIN SELECT kỳ tháng 10/2026',
      summary:
        'Danh mục mới có hiệu lực từ ngày 2/11/2026; VNDiamond thay đổi một cổ phiếu thành phần (dữ liệu minh họa).',
      body: [
        'HOSE công bố kết quả xem xét định kỳ các chỉ số chủ đề theo bộ quy tắc xây dựng và quản lý chỉ số hiện hành.',
        '<ul><li>VNDiamond: thêm 1 mã, loại 1 mã</li><li>VNFIN LEAD: giữ nguyên danh mục, điều chỉnh tỷ trọng</li><li>VNFIN SELECT: giữ nguyên danh mục</li></ul>',
      ],
    },
    en: {
      title: 'October 2026 review of the VNDiamond, VNFIN LEAD and VNFIN SELECT indices',
      summary:
        'The new baskets take effect on 2 November 2026; VNDiamond replaces one constituent (illustrative data).',
      body: [
        'HOSE has published the periodic review of its thematic indices under the current index rules.',
        '<ul><li>VNDiamond: one stock added, one removed</li><li>VNFIN LEAD: same constituents, new weights</li><li>VNFIN SELECT: no change</li></ul>',
      ],
    },
  }),
  exchangeNews({
    key: 'hose-warning-list-late-statements',
    source: 'hose',
    exchange: 'HOSE',
    date: '2026-10-21',
    vi: {
      slug: 'hose-dua-5-co-phieu-vao-dien-canh-bao-do-cham-cong-bo-bctc-ban-nien',
      title:
        'HOSE đưa 5 cổ phiếu vào diện cảnh báo do chậm công bố báo cáo tài chính bán niên đã soát xét',
      summary:
        'Các cổ phiếu bị cảnh báo không được giao dịch ký quỹ và sẽ được xem xét đưa ra khỏi diện cảnh báo khi đã khắc phục.',
      body: [
        'Các doanh nghiệp liên quan chậm nộp báo cáo tài chính bán niên năm 2026 đã soát xét quá 45 ngày so với thời hạn quy định.',
        'Nhà đầu tư có thể tra cứu danh sách chi tiết trên website của HOSE (thông tin minh họa).',
      ],
    },
    en: {
      title: 'HOSE puts 5 stocks on the warning list for late reviewed half-year statements',
      summary:
        'Stocks on the warning list cannot be bought on margin and will be reviewed for removal once the issue is fixed.',
      body: [
        'The companies concerned filed their reviewed 2026 half-year statements more than 45 days after the deadline.',
        'The full list is on the HOSE website (illustrative information).',
      ],
    },
  }),
  exchangeNews({
    key: 'hose-new-covered-warrants',
    source: 'hose',
    exchange: 'HOSE',
    date: '2026-11-06',
    vi: {
      slug: 'niem-yet-4-ma-chung-quyen-co-bao-dam-moi-do-chung-khoan-an-phat-phat-hanh',
      title:
        'Niêm yết và giao dịch 4 mã chứng quyền có bảo đảm mới do Chứng khoán An Phát phát hành',
      summary:
        'CFPT2604, CHPG2605, CMWG2603 và CVPB2602 giao dịch từ ngày 10/11/2026 (dữ liệu minh họa).',
      body: [
        'Biên độ dao động giá ngày giao dịch đầu tiên được xác định theo quy định đối với chứng quyền có bảo đảm trên HOSE.',
        'Tổ chức phát hành có trách nhiệm thực hiện nghĩa vụ tạo lập thị trường trong suốt thời gian chứng quyền niêm yết.',
      ],
    },
    en: {
      title: 'Four new covered warrants issued by An Phat Securities listed for trading',
      summary:
        'CFPT2604, CHPG2605, CMWG2603 and CVPB2602 trade from 10 November 2026 (illustrative data).',
      body: [
        'The first-day price band follows HOSE’s rules for covered warrants.',
        'The issuer must act as market maker for as long as the warrants are listed.',
      ],
    },
  }),
  exchangeNews({
    key: 'hose-hlp-listing-approval',
    source: 'hose',
    exchange: 'HOSE',
    date: '2026-11-10',
    outstanding: true,
    vi: {
      slug: 'hose-chap-thuan-niem-yet-co-phieu-hlp-cang-va-logistics-hai-long',
      title: 'HOSE chấp thuận niêm yết cổ phiếu HLP của Công ty Cổ phần Cảng và Logistics Hải Long',
      summary:
        'Cổ phiếu HLP được chấp thuận niêm yết 185 triệu cổ phiếu, dự kiến giao dịch trên HOSE từ ngày 3/12/2026 (dữ liệu minh họa).',
      body: [
        'Công ty Cổ phần Cảng và Logistics Hải Long (doanh nghiệp minh họa) đang giao dịch trên UPCoM, chuyển sang niêm yết tại HOSE sau khi đáp ứng điều kiện về vốn, lợi nhuận và cổ đông.',
        'Biên độ dao động giá trong ngày giao dịch đầu tiên trên HOSE là ±20% so với giá tham chiếu.',
      ],
    },
    en: {
      title: 'HOSE approves the listing of HLP shares of Hai Long Port & Logistics JSC',
      summary:
        'HOSE has approved the listing of 185 million HLP shares, expected to start trading on 3 December 2026 (illustrative data).',
      body: [
        'Hai Long Port & Logistics JSC (an invented company) currently trades on UPCoM and moves to HOSE after meeting the capital, profit and shareholder requirements.',
        'On its first day on HOSE the price may move ±20% from the reference price.',
      ],
    },
  }),
  exchangeNews({
    key: 'hose-trading-halt',
    source: 'hose',
    exchange: 'HOSE',
    date: '2026-11-12',
    vi: {
      slug: 'hose-tam-ngung-giao-dich-mot-co-phieu-do-cham-cong-bo-thong-tin',
      title:
        'HOSE tạm ngừng giao dịch một cổ phiếu do doanh nghiệp chậm công bố thông tin nhiều lần',
      summary:
        'Cổ phiếu của một doanh nghiệp xây dựng (tên minh họa) bị tạm ngừng giao dịch từ ngày 16/11/2026.',
      body: [
        'Doanh nghiệp đã nhiều lần vi phạm nghĩa vụ công bố thông tin và chưa khắc phục tình trạng bị kiểm soát đặc biệt.',
        'Nhà đầu tư đang nắm giữ cổ phiếu không thể giao dịch cho đến khi HOSE có quyết định cho phép giao dịch trở lại.',
      ],
    },
    en: {
      title: 'HOSE suspends trading in a stock after repeated disclosure failures',
      summary:
        'Shares of a construction company (name withheld in this demo) are suspended from 16 November 2026.',
      body: [
        'The company has repeatedly breached its disclosure obligations and has not resolved its special-control status.',
        'Shareholders cannot trade the stock until HOSE decides to allow trading again.',
      ],
    },
  }),
  exchangeNews({
    key: 'hose-vn30-review-schedule-jan-2027',
    source: 'hose',
    exchange: 'HOSE',
    date: '2026-11-18',
    outstanding: true,
    vi: {
      title: 'Lịch xem xét định kỳ bộ chỉ số VN30, VN100 kỳ tháng 1/2027',
      summary:
        'HOSE công bố kết quả xem xét rổ chỉ số VN30 và VN100 ngày 15/1/2027, danh mục mới có hiệu lực từ ngày 8/2/2027.',
      body: [
        'Dữ liệu tính toán được chốt đến hết ngày 31/12/2026. Tiêu chí sàng lọc gồm vốn hóa, tỷ lệ tự do chuyển nhượng và giá trị giao dịch bình quân.',
        '<ul><li>Ngày chốt dữ liệu: 31/12/2026</li><li>Ngày công bố: 15/1/2027</li><li>Ngày hiệu lực: 8/2/2027</li></ul>',
        'Các quỹ ETF mô phỏng VN30 như E1VFVN30 sẽ cơ cấu danh mục trước ngày hiệu lực (dữ liệu minh họa).',
      ],
    },
    en: {
      title: 'Schedule of the January 2027 VN30 and VN100 index review',
      summary:
        'HOSE will announce the VN30 and VN100 review on 15 January 2027; the new baskets take effect on 8 February 2027.',
      body: [
        'Data is taken up to 31 December 2026. Screening criteria include market capitalisation, free float and average trading value.',
        '<ul><li>Data cut-off: 31 December 2026</li><li>Announcement: 15 January 2027</li><li>Effective: 8 February 2027</li></ul>',
        'VN30 tracker ETFs such as E1VFVN30 will rebalance before the effective date (illustrative data).',
      ],
    },
  }),
  exchangeNews({
    key: 'hose-2027-holiday-calendar',
    source: 'hose',
    exchange: 'HOSE',
    date: '2026-11-20',
    outstanding: true,
    vi: {
      title: 'HOSE công bố lịch nghỉ giao dịch năm 2027',
      summary:
        'Lịch nghỉ áp dụng cho cổ phiếu, chứng chỉ quỹ và chứng quyền có bảo đảm niêm yết trên HOSE; ngày giao dịch đầu tiên của năm 2027 là thứ Hai 4/1/2027.',
      body: [
        'Thị trường nghỉ giao dịch vào các dịp Tết Dương lịch, Tết Nguyên đán, Giỗ Tổ Hùng Vương, Ngày Chiến thắng 30/4, Quốc tế Lao động 1/5 và Quốc khánh 2/9 theo quy định của Bộ luật Lao động.',
        'HOSE sẽ thông báo ngày nghỉ cụ thể của từng dịp trước ít nhất 10 ngày làm việc (thông tin minh họa).',
      ],
    },
    en: {
      title: 'HOSE publishes its 2027 trading holiday calendar',
      summary:
        'The calendar covers shares, fund certificates and covered warrants listed on HOSE; the first trading day of 2027 is Monday 4 January 2027.',
      body: [
        'The market closes for New Year’s Day, the Lunar New Year, Hung Kings’ Commemoration Day, Reunification Day on 30 April, Labour Day on 1 May and National Day on 2 September, as the Labour Code sets out.',
        'HOSE will confirm the days of each holiday at least 10 working days beforehand (illustrative information).',
      ],
    },
  }),
  // HNX
  exchangeNews({
    key: 'hnx-vn30f2610-listing',
    source: 'hnx',
    exchange: 'HNX',
    date: '2026-08-20',
    vi: {
      title: 'HNX niêm yết hợp đồng tương lai chỉ số VN30 mới VN30F2610',
      summary: 'Hợp đồng VN30F2610 giao dịch từ ngày 21/8/2026, thay thế VN30F2608 vừa đáo hạn.',
      body: [
        'Ngày giao dịch cuối cùng của VN30F2610 là thứ Năm 15/10/2026. Hệ số nhân hợp đồng là 100.000 đồng, bước giá 0,1 điểm chỉ số.',
      ],
    },
    en: {
      title: 'HNX lists the new VN30 index futures contract VN30F2610',
      summary: 'VN30F2610 trades from 21 August 2026, replacing the expired VN30F2608.',
      body: [
        'The last trading day of VN30F2610 is Thursday 15 October 2026. The contract multiplier is VND 100,000 and the tick size 0.1 index points.',
      ],
    },
  }),
  exchangeNews({
    key: 'hnx-government-bond-auctions-august',
    source: 'hnx',
    exchange: 'HNX',
    date: '2026-09-07',
    vi: {
      title: 'Kết quả đấu thầu trái phiếu chính phủ tháng 8/2026 tại HNX',
      summary:
        'HNX tổ chức 18 phiên đấu thầu, huy động 31.200 tỷ đồng cho Kho bạc Nhà nước (số liệu minh họa).',
      body: [
        '<ul><li>Kỳ hạn 10 năm: lãi suất trúng thầu 3,18%/năm</li><li>Kỳ hạn 15 năm: 3,35%/năm</li><li>Kỳ hạn 30 năm: 3,60%/năm</li></ul>',
        'Tỷ lệ trúng thầu đạt 78% tổng khối lượng gọi thầu.',
      ],
    },
    en: {
      title: 'Results of the August 2026 government bond auctions on HNX',
      summary:
        'HNX held 18 auctions raising VND 31,200 billion for the State Treasury (illustrative figures).',
      body: [
        '<ul><li>10-year: winning yield 3.18% a year</li><li>15-year: 3.35% a year</li><li>30-year: 3.60% a year</li></ul>',
        '78% of the amount offered was sold.',
      ],
    },
  }),
  exchangeNews({
    key: 'hnx-margin-ineligible-q4-2026',
    source: 'hnx',
    exchange: 'HNX',
    date: '2026-10-02',
    vi: {
      title: 'HNX công bố danh sách chứng khoán không đủ điều kiện giao dịch ký quỹ quý 4/2026',
      summary: 'Danh sách gồm 64 mã cổ phiếu niêm yết trên HNX (số liệu minh họa).',
      body: [
        'Danh sách được lập theo quy chế hướng dẫn giao dịch ký quỹ và áp dụng đến khi HNX công bố danh sách kỳ tiếp theo.',
      ],
    },
    en: {
      title: 'HNX publishes the list of securities not eligible for margin trading in Q4 2026',
      summary: 'The list has 64 stocks listed on HNX (illustrative figure).',
      body: [
        'The list follows the margin trading rules and applies until HNX publishes the next one.',
      ],
    },
  }),
  exchangeNews({
    key: 'hnx-mandatory-delisting',
    source: 'hnx',
    exchange: 'HNX',
    date: '2026-10-16',
    vi: {
      title: 'HNX hủy niêm yết bắt buộc cổ phiếu của một doanh nghiệp thua lỗ ba năm liên tiếp',
      summary:
        'Cổ phiếu của một doanh nghiệp thủy sản (tên minh họa) bị hủy niêm yết từ ngày 2/11/2026.',
      body: [
        'Doanh nghiệp có kết quả kinh doanh thua lỗ trong ba năm liên tiếp và lỗ lũy kế vượt vốn góp của chủ sở hữu.',
        'Cổ phiếu có thể được đăng ký giao dịch trên UPCoM sau khi hủy niêm yết theo quy định.',
      ],
    },
    en: {
      title: 'HNX delists shares of a company with three straight years of losses',
      summary:
        'Shares of a seafood company (name withheld in this demo) are delisted from 2 November 2026.',
      body: [
        'The company made losses for three years in a row and its accumulated losses exceed owners’ contributed capital.',
        'The shares may be registered for trading on UPCoM after delisting, as the rules allow.',
      ],
    },
  }),
  exchangeNews({
    key: 'upcom-new-registration',
    source: 'hnx',
    exchange: 'UPCOM',
    date: '2026-11-03',
    vi: {
      slug: 'chap-thuan-dang-ky-giao-dich-upcom-doanh-nghiep-nang-luong-tai-tao',
      title:
        'Chấp thuận đăng ký giao dịch cổ phiếu trên UPCoM của một doanh nghiệp năng lượng tái tạo',
      summary:
        'Ngày giao dịch đầu tiên dự kiến 12/11/2026 với giá tham chiếu 18.500 đồng/cổ phiếu (dữ liệu minh họa).',
      body: [
        'Biên độ dao động giá trong ngày giao dịch đầu tiên trên UPCoM là ±40% so với giá tham chiếu; từ ngày thứ hai áp dụng biên độ ±15%.',
      ],
    },
    en: {
      title: 'A renewable energy company approved for trading on UPCoM',
      summary:
        'Trading is expected to start on 12 November 2026 at a reference price of VND 18,500 per share (illustrative data).',
      body: [
        'On the first UPCoM trading day the price may move ±40% from the reference price; from the second day the band is ±15%.',
      ],
    },
  }),
  exchangeNews({
    key: 'hnx-vn30f2611-last-trading-day',
    source: 'hnx',
    exchange: 'HNX',
    date: '2026-11-16',
    outstanding: true,
    vi: {
      title: 'Ngày giao dịch cuối cùng của hợp đồng tương lai VN30F2611',
      summary:
        'VN30F2611 giao dịch lần cuối vào thứ Năm 19/11/2026; VN30F2701 được niêm yết từ ngày 20/11/2026.',
      body: [
        'Giá thanh toán cuối cùng là giá đóng cửa của chỉ số VN30 tại ngày giao dịch cuối cùng.',
        'Vị thế còn mở sẽ được VSDC thanh toán bằng tiền vào ngày làm việc liền sau ngày giao dịch cuối cùng.',
      ],
    },
    en: {
      title: 'Last trading day of the VN30F2611 futures contract',
      summary:
        'VN30F2611 trades for the last time on Thursday 19 November 2026; VN30F2701 is listed from 20 November 2026.',
      body: [
        'The final settlement price is the VN30 index close on the last trading day.',
        'VSDC cash-settles open positions on the next working day after the last trading day.',
      ],
    },
  }),
  exchangeNews({
    key: 'upcom-hlp-deregistration',
    source: 'hnx',
    exchange: 'UPCOM',
    date: '2026-11-17',
    vi: {
      title: 'Hủy đăng ký giao dịch cổ phiếu HLP trên UPCoM để chuyển sang niêm yết tại HOSE',
      summary:
        'Ngày giao dịch cuối cùng của HLP trên UPCoM là 25/11/2026; ngày hủy đăng ký giao dịch là 26/11/2026 (dữ liệu minh họa).',
      body: [
        'Cổ phiếu HLP của Công ty Cổ phần Cảng và Logistics Hải Long (doanh nghiệp minh họa) sẽ giao dịch trên HOSE từ ngày 3/12/2026.',
      ],
    },
    en: {
      title: 'HLP deregistered from UPCoM ahead of its HOSE listing',
      summary:
        'HLP’s last day on UPCoM is 25 November 2026 and it is deregistered on 26 November 2026 (illustrative data).',
      body: [
        'HLP shares of Hai Long Port & Logistics JSC (an invented company) will trade on HOSE from 3 December 2026.',
      ],
    },
  }),
  // SSC
  exchangeNews({
    key: 'ssc-fines-market-manipulation',
    source: 'ubcknn',
    exchange: 'HOSE',
    date: '2026-08-28',
    vi: {
      title: 'UBCKNN xử phạt vi phạm hành chính đối với ba cá nhân thao túng giá cổ phiếu',
      summary:
        'Tổng mức phạt 3,5 tỷ đồng và đình chỉ giao dịch chứng khoán 2 năm đối với mỗi cá nhân (thông tin minh họa).',
      body: [
        'Các cá nhân đã sử dụng nhiều tài khoản để liên tục mua, bán cổ phiếu nhằm tạo cung cầu giả, ảnh hưởng tới giá cổ phiếu trên HOSE.',
        'Ngoài phạt tiền, các cá nhân bị buộc nộp lại số lợi bất hợp pháp có được từ hành vi vi phạm.',
      ],
    },
    en: {
      title: 'SSC fines three individuals for share price manipulation',
      summary:
        'Fines total VND 3.5 billion, and each person is banned from trading securities for two years (illustrative information).',
      body: [
        'The individuals used many accounts to buy and sell repeatedly, creating false supply and demand that moved a stock’s price on HOSE.',
        'Besides the fines, they must give up the illegal gains they made.',
      ],
    },
  }),
  exchangeNews({
    key: 'ssc-non-prefunding-guidance',
    source: 'ubcknn',
    exchange: 'HOSE',
    date: '2026-09-10',
    outstanding: true,
    vi: {
      slug: 'ubcknn-huong-dan-giao-dich-khong-yeu-cau-ky-quy-truoc-cho-to-chuc-nuoc-ngoai',
      title:
        'UBCKNN hướng dẫn giao dịch không yêu cầu ký quỹ trước đối với nhà đầu tư tổ chức nước ngoài',
      summary:
        'Nhà đầu tư tổ chức nước ngoài được đặt lệnh mua cổ phiếu khi chưa có đủ tiền trong tài khoản; công ty chứng khoán thanh toán thay nếu khách hàng thiếu tiền (thông tin minh họa).',
      body: [
        'Cơ chế áp dụng với nhà đầu tư tổ chức nước ngoài giao dịch qua công ty chứng khoán đáp ứng các điều kiện về vốn và quản trị rủi ro.',
        '<ul><li>Công ty chứng khoán đánh giá khả năng thanh toán của khách hàng trước khi nhận lệnh</li><li>Khi khách hàng thiếu tiền, công ty chứng khoán thanh toán thay và thu hồi theo thỏa thuận</li><li>Việc thanh toán vẫn theo chu kỳ T+2</li></ul>',
      ],
    },
    en: {
      title: 'SSC guidance on trading without pre-funding for foreign institutional investors',
      summary:
        'Foreign institutional investors may place buy orders without the full amount in their account; the securities company pays if the client falls short (illustrative information).',
      body: [
        'The mechanism applies to foreign institutions trading through securities companies that meet capital and risk-management conditions.',
        '<ul><li>The securities company assesses the client’s ability to pay before it accepts orders</li><li>If the client is short, the securities company pays on its behalf and recovers the money as agreed</li><li>Settlement still follows the T+2 cycle</li></ul>',
      ],
    },
  }),
  exchangeNews({
    key: 'ssc-market-upgrade-effective',
    source: 'ubcknn',
    exchange: 'HOSE',
    date: '2026-09-21',
    time: '10:00',
    outstanding: true,
    vi: {
      slug: 'thi-truong-chung-khoan-viet-nam-chinh-thuc-duoc-ftse-russell-nang-hang',
      title:
        'Thị trường chứng khoán Việt Nam chính thức được FTSE Russell nâng hạng lên thị trường mới nổi thứ cấp',
      summary:
        'Quyết định nâng hạng có hiệu lực từ ngày 21/9/2026, đánh dấu kết quả của quá trình cải cách thị trường nhiều năm.',
      body: [
        'Ủy ban Chứng khoán Nhà nước cho biết sẽ tiếp tục hoàn thiện khung pháp lý, nâng cao chất lượng công bố thông tin và cải thiện khả năng tiếp cận thị trường của nhà đầu tư nước ngoài.',
        '<ul><li>Cấp mã số giao dịch trực tuyến cho nhà đầu tư nước ngoài</li><li>Cơ chế giao dịch không yêu cầu ký quỹ trước đối với nhà đầu tư tổ chức nước ngoài</li><li>Công bố thông tin song ngữ đối với doanh nghiệp niêm yết lớn</li></ul>',
      ],
    },
    en: {
      title: 'Vietnam’s stock market formally upgraded to Secondary Emerging by FTSE Russell',
      summary:
        'The upgrade took effect on 21 September 2026, the result of years of market reform.',
      body: [
        'The State Securities Commission said it will keep improving the legal framework, the quality of disclosure and foreign investors’ access to the market.',
        '<ul><li>Online trading codes for foreign investors</li><li>Trading without pre-funding for foreign institutional investors</li><li>Bilingual disclosure by large listed companies</li></ul>',
      ],
    },
  }),
  exchangeNews({
    key: 'ssc-aps-bond-offering-certificate',
    source: 'ubcknn',
    exchange: 'HNX',
    date: '2026-09-25',
    outstanding: true,
    vi: {
      slug: 'ubcknn-cap-giay-chung-nhan-chao-ban-trai-phieu-cho-chung-khoan-an-phat',
      title:
        'UBCKNN cấp Giấy chứng nhận đăng ký chào bán trái phiếu ra công chúng cho Chứng khoán An Phát',
      summary:
        'Công ty Cổ phần Chứng khoán An Phát được chào bán 10 triệu trái phiếu, tổng mệnh giá 1.000 tỷ đồng (số liệu minh họa).',
      body: [
        'Đợt chào bán diễn ra từ ngày 1/10 đến 23/10/2026. Trái phiếu dự kiến được niêm yết trên Sở Giao dịch Chứng khoán Hà Nội sau khi kết thúc đợt chào bán.',
      ],
    },
    en: {
      title: 'SSC grants An Phat Securities a certificate for its public bond offering',
      summary:
        'An Phat Securities JSC may offer 10 million bonds with a total face value of VND 1,000 billion (illustrative figures).',
      body: [
        'The offer runs from 1 to 23 October 2026. The bonds are expected to list on the Hanoi Stock Exchange once the offer closes.',
      ],
    },
  }),
  exchangeNews({
    key: 'ssc-social-media-warning',
    source: 'ubcknn',
    exchange: 'HOSE',
    date: '2026-10-23',
    vi: {
      title: 'UBCKNN cảnh báo hoạt động tư vấn đầu tư chứng khoán không phép trên mạng xã hội',
      summary:
        'Nhà đầu tư được khuyến cáo không tham gia các nhóm “phím hàng”, cam kết lợi nhuận hoặc nhận ủy thác đầu tư trái phép.',
      body: [
        'Chỉ công ty chứng khoán và người có chứng chỉ hành nghề làm việc tại công ty chứng khoán mới được cung cấp dịch vụ tư vấn đầu tư chứng khoán.',
        'Nhà đầu tư nên kiểm tra thông tin tổ chức, cá nhân hành nghề trên website của Ủy ban Chứng khoán Nhà nước trước khi giao dịch.',
      ],
    },
    en: {
      title: 'SSC warns against unlicensed investment advice on social media',
      summary:
        'Investors are urged not to join “stock tip” groups, promises of fixed returns or unlicensed managed-account schemes.',
      body: [
        'Only securities companies and licensed practitioners working for them may give securities investment advice.',
        'Investors should check firms and practitioners on the State Securities Commission website before trading.',
      ],
    },
  }),
  exchangeNews({
    key: 'ssc-intraday-trading-draft',
    source: 'ubcknn',
    exchange: 'HOSE',
    date: '2026-11-19',
    vi: {
      slug: 'ubcknn-lay-y-kien-du-thao-thong-tu-ve-giao-dich-trong-ngay',
      title:
        'UBCKNN lấy ý kiến dự thảo thông tư về giao dịch trong ngày và bán chứng khoán đang chờ về',
      summary:
        'Dự thảo quy định điều kiện đối với công ty chứng khoán và nhà đầu tư khi thực hiện giao dịch trong ngày trên hệ thống KRX.',
      body: [
        'Theo dự thảo, nhà đầu tư chỉ được thực hiện giao dịch trong ngày qua công ty chứng khoán đáp ứng yêu cầu về hệ thống, quản trị rủi ro và tỷ lệ vốn khả dụng.',
        'Ý kiến góp ý được gửi về Ủy ban Chứng khoán Nhà nước trước ngày 20/12/2026 (thông tin minh họa).',
      ],
    },
    en: {
      slug: 'ssc-consults-on-draft-circular-on-intraday-trading',
      title:
        'SSC consults on a draft circular on intraday trading and selling securities pending receipt',
      summary:
        'The draft sets conditions for securities companies and investors doing intraday trades on the KRX system.',
      body: [
        'Under the draft, investors could trade intraday only through securities companies that meet system, risk-management and capital adequacy requirements.',
        'Comments are due to the State Securities Commission by 20 December 2026 (illustrative information).',
      ],
    },
  }),
];
