import type { ContentSeed } from '../content-types';
import { type Texts, corporateItem, iconItem } from './corporate-util';

const nhdtService = iconItem('nhdt_service');
const business = (key: string, sort: number, date: string, texts: Texts): ContentSeed =>
  corporateItem('nhdt_business', { key, sort, date }, {}, texts);

/** Investment-banking services (bankInvestmentDetail) and business lines (bankInvestment). */
export const NHDT_CONTENT: ContentSeed[] = [
  business('nhdt-biz-dcm', 1, '2025-01-15', {
    vi: {
      slug: 'thi-truong-von-no',
      title: 'Thị trường vốn nợ (DCM)',
      summary:
        'Thu xếp vốn qua trái phiếu doanh nghiệp phát hành riêng lẻ và ra công chúng, từ cấu trúc sản phẩm đến phân phối.',
      keywords: 'thị trường vốn nợ, DCM, trái phiếu doanh nghiệp',
      body: [
        'Mảng Thị trường vốn nợ giúp doanh nghiệp huy động vốn trung và dài hạn bằng trái phiếu, bổ sung cho nguồn vốn vay ngân hàng.',
        '<ul><li>Tư vấn cấu trúc: kỳ hạn, lãi suất cố định hoặc thả nổi, tài sản bảo đảm, quyền mua lại trước hạn.</li><li>Lập hồ sơ phát hành, làm việc với tổ chức xếp hạng tín nhiệm, đại diện người sở hữu trái phiếu và VSDC.</li><li>Bảo lãnh, đại lý phát hành và phân phối tới nhà đầu tư tổ chức và nhà đầu tư chứng khoán chuyên nghiệp.</li><li>Đăng ký, lưu ký và đưa trái phiếu vào giao dịch trên hệ thống của HNX.</li></ul>',
        'Từ năm 2023 đến nay, An Phát đã thu xếp hơn 9.000 tỷ đồng trái phiếu cho 18 tổ chức phát hành trong các ngành năng lượng, hạ tầng, sản xuất và ngân hàng (số liệu minh họa).',
      ],
    },
    en: {
      slug: 'debt-capital-markets',
      title: 'Debt capital markets (DCM)',
      summary:
        'Funding through privately placed and public corporate bonds, from structuring to distribution.',
      keywords: 'debt capital markets, DCM, corporate bonds',
      body: [
        'Our Debt Capital Markets team helps companies raise medium- and long-term funding through bonds, alongside their bank loans.',
        '<ul><li>Structuring: tenor, fixed or floating coupon, collateral and call options.</li><li>Offering documents and work with rating agencies, bondholder representatives and VSDC.</li><li>Underwriting, issuing agency and distribution to institutions and professional investors.</li><li>Registration, custody and admission to trading on the HNX system.</li></ul>',
        'Since 2023 An Phat has arranged more than 9,000 billion VND of bonds for 18 issuers in energy, infrastructure, manufacturing and banking (illustrative figures).',
      ],
    },
  }),
  business('nhdt-biz-ecm', 2, '2025-01-15', {
    vi: {
      slug: 'thi-truong-von-co-phan',
      title: 'Thị trường vốn cổ phần (ECM)',
      summary:
        'IPO, niêm yết, chào bán cổ phiếu cho cổ đông hiện hữu và phát hành riêng lẻ cho nhà đầu tư chiến lược.',
      keywords: 'thị trường vốn cổ phần, ECM, IPO, phát hành thêm',
      body: [
        'Mảng Thị trường vốn cổ phần đồng hành cùng doanh nghiệp trong mọi đợt huy động vốn bằng cổ phiếu, từ lần đầu ra công chúng đến các đợt tăng vốn sau niêm yết.',
        '<ul><li>Chào bán lần đầu ra công chúng (IPO) và đăng ký công ty đại chúng.</li><li>Niêm yết trên HOSE, HNX hoặc đăng ký giao dịch trên UPCOM.</li><li>Chào bán cổ phiếu cho cổ đông hiện hữu, có hoặc không có bảo lãnh.</li><li>Phát hành riêng lẻ cho nhà đầu tư chiến lược trong nước và nước ngoài.</li></ul>',
        'Đội ngũ ECM phối hợp với Khối Phân tích để xây dựng câu chuyện đầu tư và tổ chức roadshow tới nhà đầu tư tổ chức.',
      ],
    },
    en: {
      slug: 'equity-capital-markets',
      title: 'Equity capital markets (ECM)',
      summary: 'IPOs, listings, rights issues and private placements with strategic investors.',
      keywords: 'equity capital markets, ECM, IPO, rights issue',
      body: [
        'Our Equity Capital Markets team works with companies on every equity raise, from the first public offering to capital increases after listing.',
        '<ul><li>Initial public offerings (IPO) and public company registration.</li><li>Listing on HOSE or HNX, or registration for trading on UPCOM.</li><li>Rights issues to existing shareholders, underwritten or not.</li><li>Private placements with domestic and foreign strategic investors.</li></ul>',
        'The ECM team works with our Research division to shape the equity story and runs roadshows for institutional investors.',
      ],
    },
  }),
  business('nhdt-biz-ma', 3, '2025-01-15', {
    vi: {
      slug: 'mua-ban-va-sap-nhap',
      title: 'Mua bán và sáp nhập (M&A)',
      summary:
        'Tư vấn bên mua, bên bán, sáp nhập và hợp nhất doanh nghiệp, từ tìm kiếm đối tác đến hoàn tất giao dịch.',
      keywords: 'mua bán sáp nhập, M&A, tư vấn bên bán',
      body: [
        'Mảng M&A tư vấn cho doanh nghiệp, cổ đông và nhà đầu tư trong các giao dịch chuyển nhượng cổ phần, mua tài sản, sáp nhập và hợp nhất.',
        '<ul><li>Tìm kiếm và tiếp cận đối tác trong và ngoài nước, bảo mật thông tin bằng thỏa thuận bảo mật.</li><li>Định giá, thẩm định và đàm phán điều khoản giao dịch.</li><li>Phối hợp với đơn vị tư vấn pháp lý, kiểm toán để hoàn tất thủ tục với cơ quan quản lý.</li></ul>',
        'Đội ngũ ưu tiên các ngành có lợi thế hiểu biết sâu: năng lượng, thực phẩm và hàng tiêu dùng, logistics, dược phẩm và khu công nghiệp.',
      ],
    },
    en: {
      slug: 'mergers-and-acquisitions',
      title: 'Mergers and acquisitions (M&A)',
      summary: 'Buy-side, sell-side and merger advice, from finding a partner to closing the deal.',
      keywords: 'mergers and acquisitions, M&A, sell-side advisory',
      body: [
        'Our M&A team advises companies, shareholders and investors on stake sales, asset acquisitions, mergers and consolidations.',
        '<ul><li>Finding and approaching domestic and foreign partners under non-disclosure agreements.</li><li>Valuation, due diligence and negotiation of deal terms.</li><li>Working with legal and audit advisers to complete regulatory filings.</li></ul>',
        'The team focuses on sectors it knows well: energy, food and consumer goods, logistics, pharmaceuticals and industrial parks.',
      ],
    },
  }),
  business('nhdt-biz-cfa', 4, '2025-01-15', {
    vi: {
      slug: 'tu-van-tai-chinh-doanh-nghiep',
      title: 'Tư vấn tài chính doanh nghiệp',
      summary:
        'Định giá, tái cấu trúc, cổ phần hóa và quản trị công ty đại chúng theo chuẩn mực thị trường vốn.',
      keywords: 'tư vấn tài chính doanh nghiệp, định giá, tái cấu trúc',
      body: [
        'Mảng Tư vấn tài chính doanh nghiệp chuẩn bị cho doanh nghiệp bước vào thị trường vốn: cấu trúc vốn hợp lý, báo cáo minh bạch và quản trị theo quy định với công ty đại chúng.',
        '<ul><li>Định giá doanh nghiệp, định giá cổ phần cho phát hành, chuyển nhượng và ESOP.</li><li>Tái cấu trúc vốn, tài sản và mô hình tập đoàn.</li><li>Tư vấn quản trị công ty, công bố thông tin và quan hệ nhà đầu tư.</li></ul>',
        'Mỗi dự án do một giám đốc dự án phụ trách, báo cáo tiến độ hằng tuần với ban lãnh đạo doanh nghiệp.',
      ],
    },
    en: {
      slug: 'corporate-finance-advisory',
      title: 'Corporate finance advisory',
      summary:
        'Valuation, restructuring, equitisation and public-company governance to capital-market standards.',
      keywords: 'corporate finance advisory, valuation, restructuring',
      body: [
        'Our Corporate Finance Advisory team prepares companies for the capital markets: a sound capital structure, transparent reporting and governance that meets the rules for public companies.',
        '<ul><li>Business valuation and share valuation for offerings, transfers and ESOPs.</li><li>Restructuring of capital, assets and group structure.</li><li>Advice on corporate governance, disclosure and investor relations.</li></ul>',
        'Each engagement is led by a project director who reports progress to the client’s management every week.',
      ],
    },
  }),

  nhdtService('nhdt-underwriting', 1, 'shield-check', '2025-02-10', {
    vi: {
      slug: 'bao-lanh-phat-hanh',
      title: 'Bảo lãnh phát hành chứng khoán',
      summary:
        'Cam kết chắc chắn hoặc nỗ lực tối đa cho đợt chào bán cổ phiếu, trái phiếu; tổ chức tổ hợp bảo lãnh khi cần.',
      keywords: 'bảo lãnh phát hành, cam kết chắc chắn, tổ hợp bảo lãnh',
      body: [
        'Bảo lãnh phát hành giúp tổ chức phát hành chắc chắn về số vốn huy động được. An Phát được Ủy ban Chứng khoán Nhà nước cấp phép nghiệp vụ bảo lãnh phát hành chứng khoán.',
        '<h2>Hình thức</h2>',
        '<ul><li><strong>Cam kết chắc chắn:</strong> An Phát mua toàn bộ hoặc phần chứng khoán chưa phân phối hết.</li><li><strong>Nỗ lực tối đa:</strong> An Phát phân phối tốt nhất có thể, không cam kết mua phần còn lại.</li><li><strong>Tổ hợp bảo lãnh:</strong> An Phát làm tổ chức bảo lãnh chính, mời các công ty chứng khoán khác đồng bảo lãnh với đợt chào bán lớn.</li></ul>',
        '<h2>Quy trình</h2>',
        '<ol><li>Khảo sát, thẩm định doanh nghiệp và thống nhất cấu trúc đợt chào bán.</li><li>Lập hồ sơ đăng ký chào bán, làm việc với Ủy ban Chứng khoán Nhà nước.</li><li>Tổ chức roadshow, nhận đăng ký mua và phân phối.</li><li>Thanh toán, báo cáo kết quả và đăng ký lưu ký chứng khoán mới.</li></ol>',
        'Phí bảo lãnh minh họa từ 0,5% đến 2% giá trị đợt chào bán, tùy hình thức bảo lãnh và quy mô.',
      ],
    },
    en: {
      slug: 'underwriting',
      title: 'Securities underwriting',
      summary:
        'Firm-commitment or best-efforts underwriting of share and bond offerings, with a syndicate when needed.',
      keywords: 'underwriting, firm commitment, syndicate',
      body: [
        'Underwriting gives an issuer certainty about the amount it will raise. An Phat is licensed by the State Securities Commission to underwrite securities offerings.',
        '<h2>Forms</h2>',
        '<ul><li><strong>Firm commitment:</strong> An Phat buys all of the offering or whatever remains unsold.</li><li><strong>Best efforts:</strong> An Phat distributes as much as it can without committing to buy the rest.</li><li><strong>Syndicate:</strong> for large offerings An Phat acts as lead underwriter and invites other securities companies as co-underwriters.</li></ul>',
        '<h2>Process</h2>',
        '<ol><li>Review and due diligence of the company and agreement on the offering structure.</li><li>Registration file for the offering and work with the State Securities Commission.</li><li>Roadshow, bookbuilding and allocation.</li><li>Settlement, reporting of results and registration of the new securities.</li></ol>',
        'Illustrative underwriting fees range from 0.5% to 2% of the offering, depending on the form and size.',
      ],
    },
  }),
  nhdtService('nhdt-ma-advisory', 2, 'briefcase', '2025-02-12', {
    vi: {
      slug: 'tu-van-mua-ban-sap-nhap',
      title: 'Tư vấn mua bán và sáp nhập',
      summary:
        'Đồng hành cùng bên mua hoặc bên bán: tìm đối tác, định giá, thẩm định, đàm phán và hoàn tất giao dịch.',
      keywords: 'tư vấn M&A, mua bán sáp nhập, định giá',
      body: [
        'Mỗi giao dịch M&A là một quyết định chiến lược. An Phát giúp khách hàng xác định mục tiêu, tìm đúng đối tác và đạt được điều khoản hợp lý.',
        '<h2>Tư vấn bên bán</h2>',
        '<ul><li>Chuẩn bị bản giới thiệu doanh nghiệp và phòng dữ liệu.</li><li>Tiếp cận danh sách nhà đầu tư tiềm năng, quản lý quy trình chào bán cạnh tranh.</li><li>Đàm phán giá và điều khoản, hỗ trợ ký kết hợp đồng chuyển nhượng.</li></ul>',
        '<h2>Tư vấn bên mua</h2>',
        '<ul><li>Sàng lọc doanh nghiệp mục tiêu theo tiêu chí của nhà đầu tư.</li><li>Định giá, thẩm định tài chính và phối hợp thẩm định pháp lý.</li><li>Cấu trúc giao dịch và lộ trình nhận chuyển nhượng, bao gồm chào mua công khai khi cần.</li></ul>',
        'Phí tư vấn gồm phí cố định theo tháng và phí thành công tính trên giá trị giao dịch (minh họa 1%–3%).',
      ],
    },
    en: {
      slug: 'ma-advisory',
      title: 'M&A advisory',
      summary:
        'On the buy side or the sell side: finding partners, valuation, due diligence, negotiation and closing.',
      keywords: 'M&A advisory, mergers and acquisitions, valuation',
      body: [
        'Every M&A deal is a strategic decision. An Phat helps clients set their goals, find the right partner and reach fair terms.',
        '<h2>Sell-side advice</h2>',
        '<ul><li>Information memorandum and data room.</li><li>Approaching potential investors and running a competitive sale.</li><li>Negotiating price and terms and supporting the signing of the share purchase agreement.</li></ul>',
        '<h2>Buy-side advice</h2>',
        '<ul><li>Screening targets against the investor’s criteria.</li><li>Valuation, financial due diligence and coordination of legal due diligence.</li><li>Deal structure and acquisition steps, including a tender offer when required.</li></ul>',
        'Fees combine a monthly retainer and a success fee on the deal value (illustrative: 1%–3%).',
      ],
    },
  }),
  nhdtService('nhdt-bond-advisory', 3, 'coins', '2025-02-14', {
    vi: {
      slug: 'tu-van-phat-hanh-trai-phieu',
      title: 'Tư vấn phát hành trái phiếu doanh nghiệp',
      summary:
        'Tư vấn phát hành riêng lẻ theo Nghị định 153/2020/NĐ-CP (sửa đổi bởi Nghị định 65/2023/NĐ-CP) và chào bán ra công chúng.',
      keywords: 'phát hành trái phiếu, Nghị định 65/2023, trái phiếu riêng lẻ',
      body: [
        'An Phát tư vấn cho doanh nghiệp phát hành trái phiếu đúng quy định, với cấu trúc phù hợp năng lực trả nợ và nhu cầu vốn.',
        '<h2>Phát hành riêng lẻ</h2>',
        '<ul><li>Rà soát điều kiện phát hành, phương án sử dụng vốn và kế hoạch trả nợ.</li><li>Xác định yêu cầu xếp hạng tín nhiệm và tài sản bảo đảm theo quy định hiện hành.</li><li>Chỉ chào bán cho nhà đầu tư chứng khoán chuyên nghiệp; công bố thông tin trên chuyên trang trái phiếu doanh nghiệp của HNX.</li><li>Đăng ký, lưu ký tại VSDC và đưa vào giao dịch trên hệ thống trái phiếu riêng lẻ của HNX.</li></ul>',
        '<h2>Chào bán ra công chúng</h2>',
        'Lập hồ sơ đăng ký chào bán theo Luật Chứng khoán, làm việc với Ủy ban Chứng khoán Nhà nước, phân phối tới mọi nhà đầu tư và niêm yết trái phiếu sau phát hành.',
        '<h2>Sau phát hành</h2>',
        'An Phát nhắc lịch trả lãi, gốc, công bố thông tin định kỳ và hỗ trợ tổ chức hội nghị người sở hữu trái phiếu khi cần thay đổi điều kiện trái phiếu.',
      ],
    },
    en: {
      slug: 'bond-issuance-advisory',
      title: 'Corporate bond issuance advisory',
      summary:
        'Private placements under Decree 153/2020/ND-CP (as amended by Decree 65/2023/ND-CP) and public offerings.',
      keywords: 'bond issuance, Decree 65/2023, private placement',
      body: [
        'An Phat advises companies on issuing bonds within the rules, with a structure that fits their debt capacity and funding needs.',
        '<h2>Private placements</h2>',
        '<ul><li>Review of the issue conditions, use of proceeds and repayment plan.</li><li>Credit rating and collateral requirements under current regulations.</li><li>Offers only to professional securities investors, with disclosure on the HNX corporate bond information site.</li><li>Registration and custody at VSDC and admission to the HNX private bond trading system.</li></ul>',
        '<h2>Public offerings</h2>',
        'Registration file under the Securities Law, work with the State Securities Commission, distribution to all investors and listing of the bonds after issue.',
        '<h2>After the issue</h2>',
        'An Phat tracks coupon and principal dates and periodic disclosures, and helps organise bondholder meetings when terms need to change.',
      ],
    },
  }),
  nhdtService('nhdt-ipo-listing', 4, 'rocket', '2025-02-17', {
    vi: {
      slug: 'tu-van-ipo-va-niem-yet',
      title: 'Tư vấn IPO và niêm yết',
      summary:
        'Từ công ty cổ phần đến công ty niêm yết: đăng ký công ty đại chúng, IPO, đăng ký giao dịch UPCOM, niêm yết HOSE, HNX.',
      keywords: 'tư vấn IPO, niêm yết, UPCOM, HOSE',
      body: [
        'Niêm yết giúp doanh nghiệp tiếp cận nguồn vốn dài hạn, nâng cao uy tín và thanh khoản cổ phiếu cho cổ đông. An Phát dẫn dắt doanh nghiệp qua từng bước với lộ trình rõ ràng.',
        '<h2>Lộ trình điển hình</h2>',
        '<ol><li>Đánh giá mức độ sẵn sàng: báo cáo tài chính kiểm toán, quản trị công ty, cơ cấu cổ đông.</li><li>Đăng ký công ty đại chúng và đăng ký chứng khoán tại VSDC.</li><li>Chào bán lần đầu ra công chúng (nếu có) và đăng ký giao dịch trên UPCOM.</li><li>Chuẩn bị hồ sơ niêm yết đáp ứng điều kiện về vốn, hiệu quả kinh doanh và cơ cấu cổ đông theo Nghị định 155/2020/NĐ-CP.</li><li>Ngày giao dịch đầu tiên trên HOSE hoặc HNX, với biên độ giá mở rộng (HOSE ±20%, HNX ±30%).</li></ol>',
        'Sau niêm yết, An Phát tiếp tục hỗ trợ công bố thông tin, quan hệ nhà đầu tư và các đợt tăng vốn tiếp theo.',
        'Thời gian từ đăng ký công ty đại chúng đến niêm yết thường từ 6 đến 12 tháng, tùy mức độ sẵn sàng của doanh nghiệp.',
      ],
    },
    en: {
      slug: 'ipo-and-listing-advisory',
      title: 'IPO and listing advisory',
      summary:
        'From joint-stock company to listed issuer: public company registration, IPO, UPCOM registration, HOSE or HNX listing.',
      keywords: 'IPO advisory, listing, UPCOM, HOSE',
      body: [
        'A listing gives a company access to long-term capital, raises its profile and gives shareholders liquidity. An Phat guides the company through each step with a clear timetable.',
        '<h2>A typical path</h2>',
        '<ol><li>Readiness review: audited financial statements, corporate governance, shareholder structure.</li><li>Public company registration and registration of the shares with VSDC.</li><li>An initial public offering where planned, and registration for trading on UPCOM.</li><li>A listing application meeting the capital, earnings and shareholder-spread conditions of Decree 155/2020/ND-CP.</li><li>The first trading day on HOSE or HNX, with a wider price band (HOSE ±20%, HNX ±30%).</li></ol>',
        'After listing An Phat keeps supporting disclosure, investor relations and later capital raises.',
        'Going from public company registration to listing usually takes 6 to 12 months, depending on how ready the company is.',
      ],
    },
  }),
  nhdtService('nhdt-restructuring', 5, 'settings', '2025-02-19', {
    vi: {
      slug: 'tu-van-tai-cau-truc-doanh-nghiep',
      title: 'Tư vấn tái cấu trúc doanh nghiệp',
      summary:
        'Tái cấu trúc vốn, nợ và mô hình tập đoàn để doanh nghiệp vận hành hiệu quả và sẵn sàng huy động vốn.',
      keywords: 'tái cấu trúc, cơ cấu vốn, tái cấu trúc nợ',
      body: [
        'Doanh nghiệp tăng trưởng nhanh thường có cấu trúc sở hữu phức tạp, nợ vay ngắn hạn lớn hoặc nhiều công ty con hoạt động chồng chéo. An Phát đề xuất phương án tái cấu trúc khả thi và đồng hành triển khai.',
        '<ul><li><strong>Tái cấu trúc vốn:</strong> tối ưu tỷ lệ nợ trên vốn chủ sở hữu, chuyển đổi nợ thành vốn, phát hành thêm cổ phiếu.</li><li><strong>Tái cấu trúc nợ:</strong> đàm phán gia hạn, thay thế khoản vay ngắn hạn bằng trái phiếu dài hạn.</li><li><strong>Tái cấu trúc tập đoàn:</strong> hợp nhất, tách công ty, chuyển nhượng vốn giữa các công ty thành viên.</li><li><strong>Thoái vốn:</strong> xác định tài sản ngoài ngành cốt lõi và tổ chức bán.</li></ul>',
        'Phương án tái cấu trúc được xây dựng trên mô hình tài chính 5 năm, có phân tích độ nhạy theo lãi suất và doanh thu.',
      ],
    },
    en: {
      slug: 'corporate-restructuring-advisory',
      title: 'Corporate restructuring advisory',
      summary:
        'Restructuring capital, debt and group structure so the company runs efficiently and is ready to raise funds.',
      keywords: 'restructuring, capital structure, debt restructuring',
      body: [
        'Fast-growing companies often end up with complex ownership, heavy short-term debt or overlapping subsidiaries. An Phat proposes a workable restructuring plan and helps carry it out.',
        '<ul><li><strong>Capital:</strong> optimising debt to equity, debt-to-equity conversions and new share issues.</li><li><strong>Debt:</strong> negotiating extensions and replacing short-term loans with long-term bonds.</li><li><strong>Group:</strong> mergers, spin-offs and transfers of stakes between group companies.</li><li><strong>Divestment:</strong> identifying non-core assets and running their sale.</li></ul>',
        'Every plan rests on a five-year financial model with sensitivity to interest rates and revenue.',
      ],
    },
  }),
  nhdtService('nhdt-valuation', 6, 'chart-bar', '2025-02-21', {
    vi: {
      slug: 'tu-van-dinh-gia-doanh-nghiep',
      title: 'Tư vấn định giá doanh nghiệp',
      summary:
        'Định giá độc lập bằng nhiều phương pháp cho phát hành, chuyển nhượng cổ phần, ESOP và báo cáo với cổ đông.',
      keywords: 'định giá doanh nghiệp, DCF, so sánh ngang hàng',
      body: [
        'Giá trị hợp lý là nền tảng của mọi quyết định phát hành, mua bán hay chia sẻ quyền sở hữu. An Phát định giá độc lập, kết hợp nhiều phương pháp và trình bày giả định rõ ràng.',
        '<ul><li>Chiết khấu dòng tiền (DCF) dựa trên kế hoạch kinh doanh đã được kiểm tra tính hợp lý.</li><li>So sánh với doanh nghiệp niêm yết cùng ngành (P/E, P/B, EV/EBITDA).</li><li>So sánh với các giao dịch M&A tương tự trong khu vực.</li><li>Phương pháp tài sản cho doanh nghiệp nắm giữ nhiều bất động sản, dự án.</li></ul>',
        'Ví dụ minh họa: DCF cho giá trị 42.000 đồng/cổ phiếu, P/E so sánh cho 38.500 đồng; với tỷ trọng 60/40, giá tham khảo là 42.000 × 60% + 38.500 × 40% = 40.600 đồng/cổ phiếu.',
        'Báo cáo định giá được giao trong 3–6 tuần kể từ khi nhận đủ dữ liệu.',
      ],
    },
    en: {
      slug: 'business-valuation-advisory',
      title: 'Business valuation advisory',
      summary:
        'Independent valuations using several methods, for offerings, stake sales, ESOPs and shareholder reports.',
      keywords: 'business valuation, DCF, peer comparison',
      body: [
        'A fair value underpins every decision to issue, buy, sell or share ownership. An Phat values companies independently, combining several methods and stating its assumptions clearly.',
        '<ul><li>Discounted cash flow (DCF) on a business plan tested for reasonableness.</li><li>Comparison with listed peers (P/E, P/B, EV/EBITDA).</li><li>Comparison with similar M&A transactions in the region.</li><li>An asset-based approach for companies holding much property or many projects.</li></ul>',
        'Illustrative example: a DCF gives 42,000 VND per share and a peer P/E gives 38,500 VND; weighted 60/40, the reference value is 42,000 × 60% + 38,500 × 40% = 40,600 VND per share.',
        'The valuation report is delivered 3–6 weeks after all the data is received.',
      ],
    },
  }),
];
