import type { ContentSeed } from '../content-types';
import { iconItem } from './corporate-util';

const khtc = iconItem('khtc_service');

/** Organisation-customer services (route organizeCustomer). */
export const KHTC_CONTENT: ContentSeed[] = [
  khtc(
    'khtc-institutional-brokerage',
    1,
    'building',
    '2025-01-13',
    {
      vi: {
        slug: 'moi-gioi-khach-hang-to-chuc',
        title: 'Môi giới cho khách hàng tổ chức',
        summary:
          'Đội ngũ giao dịch chuyên trách, kết nối DMA và lệnh thuật toán cho quỹ đầu tư, công ty bảo hiểm và doanh nghiệp.',
        keywords: 'môi giới tổ chức, DMA, lệnh thuật toán',
        body: [
          'Khối Môi giới khách hàng tổ chức phục vụ quỹ đầu tư, công ty quản lý quỹ, công ty bảo hiểm, ngân hàng và doanh nghiệp đầu tư tài chính trên cả ba sàn HOSE, HNX và UPCOM.',
          '<h2>Dịch vụ</h2>',
          '<ul><li>Chuyên viên giao dịch (sales trader) riêng, theo dõi lệnh trong suốt phiên.</li><li>Kết nối truy cập thị trường trực tiếp (DMA) qua giao thức FIX hoặc nền tảng APS Trade Pro.</li><li>Lệnh thuật toán VWAP, TWAP và lệnh chia nhỏ cho khối lượng lớn, hạn chế tác động giá.</li><li>Báo cáo chất lượng khớp lệnh và đối chiếu cuối ngày theo định dạng của khách hàng.</li></ul>',
          '<h2>Phí (minh họa)</h2>',
          'Phí môi giới thỏa thuận theo giá trị giao dịch hằng năm, minh họa từ 0,05% đến 0,15% giá trị khớp.',
          '<h2>Hồ sơ mở tài khoản</h2>',
          'Giấy chứng nhận đăng ký doanh nghiệp hoặc giấy phép thành lập, điều lệ, quyết định bổ nhiệm người đại diện theo pháp luật, giấy ủy quyền giao dịch và giấy tờ tùy thân của người được ủy quyền. Liên hệ khối qua email tochuc@chungkhoananphat.example hoặc tổng đài 1900 98 9999.',
        ],
      },
      en: {
        slug: 'institutional-brokerage',
        title: 'Institutional brokerage',
        summary:
          'Dedicated sales traders, DMA connectivity and algorithmic orders for funds, insurers and corporates.',
        keywords: 'institutional brokerage, DMA, algorithmic orders',
        body: [
          'Our Institutional Brokerage division serves investment funds, fund managers, insurers, banks and corporate investors on HOSE, HNX and UPCOM.',
          '<h2>Services</h2>',
          '<ul><li>A dedicated sales trader who follows your orders throughout the session.</li><li>Direct market access (DMA) over FIX or through the APS Trade Pro platform.</li><li>VWAP, TWAP and slicing algorithms for large orders, to limit market impact.</li><li>Execution quality reports and end-of-day reconciliation in your format.</li></ul>',
          '<h2>Fees (illustrative)</h2>',
          'Brokerage is negotiated on annual trading value, illustratively from 0.05% to 0.15% of matched value.',
          '<h2>Account opening documents</h2>',
          'Business registration certificate or establishment licence, charter, appointment of the legal representative, trading authorisation and the authorised person’s ID. Contact the team at tochuc@chungkhoananphat.example or on 1900 98 9999.',
        ],
      },
    },
    true,
  ),
  khtc(
    'khtc-foreign-investors',
    2,
    'world',
    '2025-02-17',
    {
      vi: {
        slug: 'dich-vu-cho-nha-dau-tu-nuoc-ngoai',
        title: 'Dịch vụ cho nhà đầu tư nước ngoài',
        summary:
          'Đăng ký mã số giao dịch, mở tài khoản vốn đầu tư gián tiếp, lưu ký và báo cáo sở hữu cho nhà đầu tư nước ngoài.',
        keywords: 'nhà đầu tư nước ngoài, mã số giao dịch, lưu ký, room ngoại',
        body: [
          'An Phát đồng hành cùng nhà đầu tư tổ chức và cá nhân nước ngoài từ bước đăng ký mã số giao dịch chứng khoán đến giao dịch, lưu ký và báo cáo hằng ngày, bằng tiếng Việt và tiếng Anh.',
          '<h2>Quy trình</h2>',
          '<ol><li>Mở tài khoản vốn đầu tư gián tiếp tại một ngân hàng được phép hoạt động ngoại hối ở Việt Nam.</li><li>An Phát thay mặt nhà đầu tư đăng ký mã số giao dịch chứng khoán với VSDC, thường trong 2–3 ngày làm việc kể từ khi hồ sơ hợp lệ.</li><li>Mở tài khoản giao dịch tại An Phát; lưu ký tại An Phát hoặc tại ngân hàng lưu ký do nhà đầu tư chỉ định.</li></ol>',
          '<h2>Hỗ trợ trong quá trình đầu tư</h2>',
          '<ul><li>Theo dõi tỷ lệ sở hữu nước ngoài còn lại (room) của từng mã trước khi đặt lệnh.</li><li>Giao dịch không cần ký quỹ đủ tiền trước cho nhà đầu tư tổ chức nước ngoài đủ điều kiện, theo quy định hiện hành.</li><li>Nhắc hạn và hỗ trợ báo cáo khi sở hữu vượt ngưỡng 5% và mỗi 1% tiếp theo.</li></ul>',
          'Giấy tờ lập ở nước ngoài cần được hợp pháp hóa lãnh sự và dịch công chứng sang tiếng Việt. Phí lưu ký và dịch vụ thỏa thuận theo quy mô danh mục.',
        ],
      },
      en: {
        slug: 'services-for-foreign-investors',
        title: 'Services for foreign investors',
        summary:
          'Trading code registration, indirect investment capital accounts, custody and ownership reporting for foreign investors.',
        keywords: 'foreign investors, trading code, custody, foreign ownership limit',
        body: [
          'An Phat supports foreign institutions and individuals from registering a securities trading code to trading, custody and daily reporting, in English and Vietnamese.',
          '<h2>Getting started</h2>',
          '<ol><li>Open an indirect investment capital account with a bank licensed for foreign exchange in Vietnam.</li><li>An Phat registers your securities trading code with VSDC for you, usually within 2–3 working days of a complete application.</li><li>Open a trading account with An Phat; hold your securities with us or with the custodian bank you appoint.</li></ol>',
          '<h2>While you invest</h2>',
          '<ul><li>We check the remaining foreign ownership room of each symbol before your order goes out.</li><li>Eligible foreign institutions can buy without full pre-funding, as current regulations allow.</li><li>Reminders and help with disclosures when your holding crosses 5% and every further 1%.</li></ul>',
          'Documents made abroad need consular legalisation and a certified Vietnamese translation. Custody and service fees are agreed according to portfolio size.',
        ],
      },
    },
    true,
  ),
  khtc('khtc-shareholder-services', 3, 'users', '2025-03-10', {
    vi: {
      slug: 'dich-vu-co-dong-doanh-nghiep',
      title: 'Dịch vụ cổ đông doanh nghiệp',
      summary:
        'Quản lý sổ cổ đông, phát hành ESOP, chi trả cổ tức và tổ chức đại hội đồng cổ đông cho công ty đại chúng.',
      keywords: 'quản lý sổ cổ đông, ESOP, đại hội đồng cổ đông, chi trả cổ tức',
      body: [
        'An Phát giúp doanh nghiệp làm tròn nghĩa vụ với cổ đông một cách chính xác và đúng hạn, từ khi còn là công ty cổ phần chưa đại chúng đến khi niêm yết.',
        '<h2>Phạm vi dịch vụ</h2>',
        '<ul><li><strong>Quản lý sổ cổ đông:</strong> cập nhật chuyển nhượng, cấp xác nhận sở hữu, chuẩn bị hồ sơ đăng ký chứng khoán với VSDC.</li><li><strong>Phát hành cổ phiếu cho người lao động (ESOP):</strong> xây dựng quy chế, lập danh sách phân bổ, theo dõi thời gian hạn chế chuyển nhượng.</li><li><strong>Đại lý chi trả cổ tức:</strong> tính thuế, chi trả qua tài khoản ngân hàng hoặc tại quầy.</li><li><strong>Tổ chức đại hội đồng cổ đông:</strong> gửi thư mời, đăng ký tham dự, bỏ phiếu điện tử và kiểm phiếu.</li></ul>',
        'Ví dụ minh họa: chương trình ESOP 2.000.000 cổ phiếu cho 450 người lao động, An Phát lập danh sách, thu tiền mua qua tài khoản phong tỏa và phân bổ cổ phiếu trong 10 ngày làm việc.',
        'Phí dịch vụ trọn gói hoặc theo từng sự kiện, báo giá sau khi khảo sát số lượng cổ đông của doanh nghiệp.',
      ],
    },
    en: {
      slug: 'corporate-shareholder-services',
      title: 'Corporate shareholder services',
      summary:
        'Shareholder register, employee share plans (ESOP), dividend payments and general meetings for public companies.',
      keywords: 'shareholder register, ESOP, general meeting, dividend payment',
      body: [
        'An Phat helps companies meet their obligations to shareholders accurately and on time, from private joint-stock company to listed issuer.',
        '<h2>What we do</h2>',
        '<ul><li><strong>Shareholder register:</strong> recording transfers, issuing ownership confirmations and preparing registration of the shares with VSDC.</li><li><strong>Employee share plans (ESOP):</strong> plan rules, allocation lists and tracking of lock-up periods.</li><li><strong>Dividend paying agent:</strong> tax calculation and payment to bank accounts or at our counters.</li><li><strong>General meetings:</strong> invitations, registration, electronic voting and vote counting.</li></ul>',
        'Illustrative example: for an ESOP of 2,000,000 shares for 450 employees, An Phat prepares the list, collects payment through a blocked account and allocates the shares within 10 working days.',
        'Fees are set per event or as a package, quoted after we review the company’s shareholder base.',
      ],
    },
  }),
  khtc('khtc-cash-management', 4, 'wallet', '2025-04-21', {
    vi: {
      slug: 'quan-ly-dong-tien-doanh-nghiep',
      title: 'Quản lý dòng tiền doanh nghiệp',
      summary:
        'Đầu tư ngắn hạn nguồn tiền nhàn rỗi vào trái phiếu chính phủ, chứng chỉ tiền gửi và quỹ trái phiếu với thanh khoản linh hoạt.',
      keywords: 'quản lý dòng tiền, tiền nhàn rỗi, trái phiếu chính phủ',
      body: [
        'Doanh nghiệp thường có nguồn tiền tạm thời nhàn rỗi giữa các kỳ thanh toán. An Phát đề xuất danh mục đầu tư ngắn hạn rủi ro thấp, khớp với lịch dòng tiền của doanh nghiệp.',
        '<h2>Sản phẩm</h2>',
        '<ul><li>Trái phiếu chính phủ và trái phiếu ngân hàng niêm yết, kỳ hạn còn lại từ 1 đến 12 tháng.</li><li>Chứng chỉ quỹ trái phiếu, rút vốn trong 1–3 ngày làm việc.</li><li>Điều chuyển số dư tự động giữa tài khoản tiền và sản phẩm đầu tư theo ngưỡng doanh nghiệp đặt trước.</li></ul>',
        'Ví dụ minh họa: doanh nghiệp có 20 tỷ đồng nhàn rỗi trong 3 tháng, đầu tư vào trái phiếu có lợi suất 4,5%/năm, thu nhập dự kiến khoảng 20.000.000.000 × 4,5% × 90 ÷ 365 ≈ 222 triệu đồng trước thuế và phí.',
        'Báo cáo danh mục hằng ngày qua email, đối chiếu số dư cuối tháng có xác nhận của An Phát phục vụ kiểm toán. Lợi suất không được bảo đảm và phụ thuộc điều kiện thị trường.',
      ],
    },
    en: {
      slug: 'corporate-cash-management',
      title: 'Corporate cash management',
      summary:
        'Short-term investment of idle cash in government bonds, certificates of deposit and bond funds, with flexible liquidity.',
      keywords: 'cash management, idle cash, government bonds',
      body: [
        'Companies often hold cash between payment cycles. An Phat proposes a low-risk short-term portfolio matched to your cash-flow calendar.',
        '<h2>Products</h2>',
        '<ul><li>Listed government and bank bonds with 1 to 12 months to maturity.</li><li>Bond fund units, redeemable in 1–3 working days.</li><li>Automatic sweeps between your cash account and investments at thresholds you set.</li></ul>',
        'Illustrative example: 20 billion VND idle for three months in bonds yielding 4.5% a year would earn about 20,000,000,000 × 4.5% × 90 ÷ 365 ≈ 222 million VND before tax and fees.',
        'Daily portfolio reports by email and a month-end balance confirmation from An Phat for your auditors. Yields are not guaranteed and depend on market conditions.',
      ],
    },
  }),
  khtc('khtc-block-trading', 5, 'scale', '2025-05-19', {
    vi: {
      slug: 'giao-dich-thoa-thuan-khoi-luong-lon',
      title: 'Giao dịch thỏa thuận khối lượng lớn',
      summary:
        'Tìm đối tác và thực hiện giao dịch thỏa thuận, gom hoặc thoái vốn, chào mua công khai với chi phí và tác động giá thấp.',
      keywords: 'giao dịch thỏa thuận, thoái vốn, chào mua công khai',
      body: [
        'Khi cần mua hoặc bán một khối lượng lớn cổ phiếu, đặt lệnh khớp trên thị trường có thể làm giá biến động mạnh. An Phát tìm đối tác phù hợp và thực hiện giao dịch thỏa thuận theo quy định của sở giao dịch.',
        '<ul><li>Giao dịch thỏa thuận trên HOSE trong giờ giao dịch và phiên 14:45–15:00, giá nằm trong biên độ của ngày.</li><li>Tư vấn lộ trình gom, thoái vốn và nghĩa vụ công bố thông tin của cổ đông lớn, người nội bộ.</li><li>Đại lý chào mua công khai: lập hồ sơ gửi Ủy ban Chứng khoán Nhà nước, nhận đăng ký bán và thanh toán.</li></ul>',
        'Mọi thông tin về giao dịch được bảo mật; nhân sự tham gia tuân thủ quy định về thông tin nội bộ và vách ngăn thông tin của An Phát.',
        'Phí thỏa thuận theo quy mô giao dịch (minh họa từ 0,05% giá trị giao dịch).',
      ],
    },
    en: {
      slug: 'block-and-negotiated-trades',
      title: 'Block and negotiated trades',
      summary:
        'Counterparty search and negotiated trades for stake building, divestments and tender offers at low cost and market impact.',
      keywords: 'negotiated trades, divestment, tender offer',
      body: [
        'Buying or selling a large block through matched orders can move the price sharply. An Phat finds a suitable counterparty and executes a negotiated (put-through) trade under the exchange’s rules.',
        '<ul><li>Negotiated trades on HOSE during trading hours and in the 14:45–15:00 session, within the day’s price band.</li><li>Advice on the timing of stake building or divestment and on disclosure duties of major shareholders and insiders.</li><li>Tender offer agent: filing with the State Securities Commission, collecting acceptances and settling.</li></ul>',
        'All deal information stays confidential; the people involved follow An Phat’s insider-information and information-barrier rules.',
        'Fees depend on the size of the trade (illustratively from 0.05% of trade value).',
      ],
    },
  }),
  khtc('khtc-institutional-research', 6, 'report-analytics', '2025-06-23', {
    vi: {
      slug: 'nghien-cuu-cho-nha-dau-tu-to-chuc',
      title: 'Nghiên cứu và kết nối doanh nghiệp',
      summary:
        'Báo cáo chuyên sâu bằng tiếng Việt và tiếng Anh, gặp gỡ ban lãnh đạo doanh nghiệp và khảo sát thực địa.',
      keywords: 'nghiên cứu, báo cáo phân tích, corporate access',
      body: [
        'Khối Phân tích của An Phát theo dõi khoảng 80 doanh nghiệp niêm yết thuộc 15 ngành, chiếm hơn 70% giá trị vốn hóa của thị trường.',
        '<ul><li>Bản tin sáng, báo cáo ngành và báo cáo doanh nghiệp bằng tiếng Việt và tiếng Anh.</li><li>Mô hình tài chính chi tiết cho từng doanh nghiệp trong danh mục theo dõi.</li><li>Gặp gỡ ban lãnh đạo doanh nghiệp (corporate access), khảo sát nhà máy, dự án.</li><li>Hội nghị nhà đầu tư thường niên tại Hà Nội và TP. Hồ Chí Minh.</li></ul>',
        'Khách hàng tổ chức nhận báo cáo qua email và cổng nghiên cứu riêng, kèm buổi trao đổi trực tiếp với chuyên viên phân tích theo yêu cầu.',
        'Báo cáo phân tích chỉ mang tính tham khảo, không phải lời mời mua hoặc bán chứng khoán.',
      ],
    },
    en: {
      slug: 'research-and-corporate-access',
      title: 'Research and corporate access',
      summary:
        'In-depth research in English and Vietnamese, meetings with company management and site visits.',
      keywords: 'research, analysis reports, corporate access',
      body: [
        'An Phat’s Research division covers about 80 listed companies in 15 sectors, together more than 70% of market capitalisation.',
        '<ul><li>Morning notes, sector reports and company reports in English and Vietnamese.</li><li>Detailed financial models for every company under coverage.</li><li>Meetings with company management (corporate access) and plant or project visits.</li><li>An annual investor conference in Hanoi and Ho Chi Minh City.</li></ul>',
        'Institutional clients receive reports by email and on a dedicated research portal, with calls with the analysts on request.',
        'Research is for information only and is not an offer to buy or sell securities.',
      ],
    },
  }),
];
