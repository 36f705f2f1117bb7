import type { PageSeed } from './page-types';

/** Individual-customer, transaction-support and investment-banking pages. */
export const SERVICE_PAGES: PageSeed[] = [
  {
    key: 'stockTrading',
    templateCode: 'KHCN_STOCK_TRADING',
    vi: {
      slug: 'giao-dich-co-phieu',
      title: 'Giao dịch cổ phiếu',
      summary:
        'Đặt lệnh cổ phiếu, chứng chỉ quỹ ETF và chứng quyền trên cả ba sàn với phí cạnh tranh.',
      keywords: 'giao dịch cổ phiếu, đặt lệnh, phí giao dịch',
      body: [
        'Quý khách có thể đặt lệnh qua website, ứng dụng di động, tổng đài hoặc tại quầy giao dịch. Lệnh được chuyển thẳng tới sở giao dịch trong phiên.',
        '<h2>Các loại lệnh hỗ trợ</h2>',
        '<ul><li>Lệnh giới hạn (LO), lệnh ATO, ATC</li><li>Lệnh thị trường MP (HOSE); MTL, MOK, MAK (HNX)</li><li>Lệnh điều kiện: lệnh đặt trước, dừng lỗ, chốt lời, lệnh xu hướng</li></ul>',
        'Khối lượng giao dịch lô chẵn là bội số của 100 cổ phiếu; lệnh lô lẻ từ 1 đến 99 cổ phiếu chỉ được khớp với lệnh lô lẻ. Giá đặt nằm trong biên độ ±7% (HOSE), ±10% (HNX) hoặc ±15% (UPCOM) so với giá tham chiếu.',
        'Cổ phiếu mua về tài khoản vào ngày T+2; tiền bán được thanh toán vào ngày T+2 hoặc ứng trước ngay trong ngày. Phí giao dịch trực tuyến từ 0,10% đến 0,15% giá trị khớp (minh họa), chi tiết tại trang Biểu phí.',
        '<h2>Sản phẩm và dịch vụ</h2>',
        'Các sản phẩm giao dịch, dịch vụ tài chính, kênh trực tuyến và tiện ích tài khoản dành cho khách hàng cá nhân được giới thiệu dưới đây.',
      ],
    },
    en: {
      slug: 'stock-trading',
      title: 'Stock trading',
      summary:
        'Trade shares, ETF certificates and covered warrants on all three exchanges at competitive fees.',
      keywords: 'stock trading, orders, trading fees',
      body: [
        'You can place orders on the website, in the mobile app, by phone or at a branch counter. Orders go straight to the exchange during the session.',
        '<h2>Supported order types</h2>',
        '<ul><li>Limit orders (LO), ATO and ATC</li><li>Market orders: MP (HOSE); MTL, MOK and MAK (HNX)</li><li>Conditional orders: advance, stop-loss, take-profit and trailing orders</li></ul>',
        'Round lots are multiples of 100 shares; odd-lot orders of 1 to 99 shares are matched only with other odd-lot orders. Prices must stay within ±7% (HOSE), ±10% (HNX) or ±15% (UPCOM) of the reference price.',
        'Shares you buy arrive on T+2; sale proceeds settle on T+2 or can be advanced the same day. Online fees range from 0.10% to 0.15% of matched value (illustrative); see the Fees page for details.',
        '<h2>Products and services</h2>',
        'The trading products, financial services, online channels and account utilities for individual clients are listed below.',
      ],
    },
  },
  {
    key: 'tradingFeatures',
    templateCode: 'HTGD_FEATURES_LIST',
    vi: {
      slug: 'tinh-nang-giao-dich',
      title: 'Tính năng nền tảng giao dịch',
      summary:
        'Bảng giá trực tuyến, đặt lệnh nhanh, cảnh báo giá và quản lý danh mục trên một màn hình.',
      keywords: 'tính năng, nền tảng giao dịch, bảng giá',
      body: [
        'Nền tảng giao dịch của An Phát cập nhật bảng giá theo thời gian thực và cho phép đặt lệnh ngay từ bảng giá.',
        '<ul><li>Cảnh báo giá và khối lượng qua thông báo đẩy</li><li>Danh mục theo dõi không giới hạn mã</li><li>Biểu đồ kỹ thuật với hơn 50 chỉ báo</li><li>Sao kê và báo cáo lãi lỗ theo ngày</li></ul>',
        '<h2>Bảo mật</h2>',
        'Đăng nhập bằng mật khẩu hoặc sinh trắc học trên APS Mobile, xác thực lệnh bằng OTP qua SMS hoặc Smart OTP; phiên làm việc tự kết thúc sau 15 phút không thao tác.',
        'APS Trade chạy trên hai phiên bản mới nhất của Chrome, Edge, Firefox và Safari; APS Mobile có trên App Store và Google Play.',
      ],
    },
    en: {
      slug: 'trading-features',
      title: 'Trading platform features',
      summary:
        'Live price board, fast order entry, price alerts and portfolio management on one screen.',
      keywords: 'features, trading platform, price board',
      body: [
        'The An Phat trading platform updates the price board in real time and lets you place orders directly from it.',
        '<ul><li>Price and volume alerts by push notification</li><li>Watch lists with unlimited symbols</li><li>Technical charts with more than 50 indicators</li><li>Daily statements and profit-and-loss reports</li></ul>',
        '<h2>Security</h2>',
        'Log in with a password, or biometrics in APS Mobile, and confirm orders with an SMS OTP or Smart OTP; sessions end after 15 minutes without activity.',
        'APS Trade runs on the two latest versions of Chrome, Edge, Firefox and Safari; APS Mobile is on the App Store and Google Play.',
      ],
    },
  },
  {
    key: 'accountManagement',
    templateCode: 'KHCN_ACCOUNT_MANAGEMENT',
    vi: {
      slug: 'quan-ly-tai-khoan',
      title: 'Quản lý tài khoản',
      summary:
        'Nộp rút tiền, chuyển khoản chứng khoán, cập nhật thông tin và đăng ký dịch vụ trực tuyến.',
      keywords: 'quản lý tài khoản, nộp tiền, rút tiền',
      body: [
        'Quý khách nộp tiền vào tài khoản chứng khoán qua chuyển khoản ngân hàng với nội dung ghi rõ số tiểu khoản và họ tên, ví dụ <strong>009C123456-1 Nguyen Van An nop tien</strong>, hoặc quét mã QR trên APS Mobile để tiền về trong khoảng 1 phút.',
        'Yêu cầu rút tiền về tài khoản ngân hàng đã đăng ký đứng tên quý khách được xử lý trong ngày nếu gửi trước 15:30, miễn phí.',
        'Thay đổi thông tin cá nhân như số điện thoại, email hoặc địa chỉ được thực hiện trực tuyến và xác nhận bằng mã OTP; cập nhật căn cước mới bằng ảnh chụp và video khuôn mặt.',
        '<h2>Tiểu khoản</h2>',
        '<ul><li>Đuôi -1: tiểu khoản thường</li><li>Đuôi -6: tiểu khoản ký quỹ</li><li>Đuôi -8: tài khoản phái sinh</li></ul>',
        'Quý khách chuyển tiền giữa các tiểu khoản miễn phí và tức thì. Các tiện ích quản lý tài khoản được giới thiệu dưới đây.',
      ],
    },
    en: {
      slug: 'account-management',
      title: 'Account management',
      summary:
        'Deposit and withdraw cash, transfer securities, update your details and sign up for services online.',
      keywords: 'account management, deposit, withdrawal',
      body: [
        'Deposit into your securities account by bank transfer, quoting your sub-account number and name in the description, for example <strong>009C123456-1 Nguyen Van An nop tien</strong>, or scan the QR code in APS Mobile for money in about a minute.',
        'Withdrawals to your registered bank account in your own name are free and processed the same day when requested before 15:30.',
        'Changes to your phone number, email or address are made online and confirmed with a one-time code (OTP); a new ID card is added with photos and a face video.',
        '<h2>Sub-accounts</h2>',
        '<ul><li>Ending -1: regular sub-account</li><li>Ending -6: margin sub-account</li><li>Ending -8: derivatives account</li></ul>',
        'Moving money between sub-accounts is free and instant. The account utilities are listed below.',
      ],
    },
  },
  {
    key: 'investmentConsulting',
    templateCode: 'KHCN_INVESTMENT_CONSULTING',
    vi: {
      slug: 'tu-van-dau-tu',
      title: 'Tư vấn đầu tư',
      summary:
        'Chuyên viên tư vấn đồng hành, xây dựng danh mục phù hợp với mục tiêu và khẩu vị rủi ro của quý khách.',
      keywords: 'tư vấn đầu tư, chuyên viên, danh mục',
      body: [
        'Mỗi khách hàng được một chuyên viên tư vấn theo dõi danh mục, cập nhật khuyến nghị và nhận định thị trường hằng ngày.',
        'Sau mỗi kỳ tư vấn, quý khách có thể đánh giá chuyên viên từ 1 đến 5 sao để giúp chúng tôi nâng cao chất lượng dịch vụ.',
      ],
    },
    en: {
      slug: 'investment-advisory',
      title: 'Investment advisory',
      summary:
        'A dedicated adviser helps you build a portfolio that fits your goals and risk appetite.',
      keywords: 'investment advisory, adviser, portfolio',
      body: [
        'Each client has an adviser who follows the portfolio and shares recommendations and daily market views.',
        'After each advisory period you can rate your adviser from 1 to 5 stars, which helps us improve our service.',
      ],
    },
  },
  {
    key: 'faq',
    templateCode: 'KHCN_FAQ',
    vi: {
      slug: 'cau-hoi-thuong-gap',
      title: 'Câu hỏi thường gặp',
      summary: 'Giải đáp nhanh các thắc mắc về giao dịch, phí và dịch vụ của An Phát.',
      keywords: 'câu hỏi thường gặp, hỏi đáp',
      body: [
        'Tổng hợp câu trả lời cho những thắc mắc khách hàng hỏi nhiều nhất về tài khoản, giao dịch, nộp rút tiền, dịch vụ trực tuyến và chứng khoán phái sinh.',
        'Chọn một chủ đề bên dưới để xem các câu hỏi. Nếu chưa tìm thấy câu trả lời, quý khách gọi tổng đài 1900 98 9999 (8:00–17:30 các ngày làm việc) hoặc gửi email tới hotro@chungkhoananphat.example.',
      ],
    },
    en: {
      slug: 'faq',
      title: 'Frequently asked questions',
      summary: 'Quick answers about trading, fees and An Phat’s services.',
      keywords: 'frequently asked questions, FAQ',
      body: [
        'Answers to the questions clients ask most about accounts, trading, deposits and withdrawals, online services and derivatives.',
        'Choose a topic below to see its questions. If your answer is not there, call 1900 98 9999 (8:00–17:30 on working days) or email support@chungkhoananphat.example.',
      ],
    },
  },
  {
    key: 'faqAccountOpening',
    templateCode: 'KHCN_FAQ_1',
    vi: {
      slug: 'cau-hoi-ve-mo-tai-khoan',
      title: 'Hỏi đáp về mở tài khoản',
      summary: 'Những điều cần biết khi mở tài khoản chứng khoán trực tuyến bằng eKYC.',
      keywords: 'mở tài khoản, eKYC, hỏi đáp',
      body: [
        '<h2>Tôi cần chuẩn bị gì để mở tài khoản trực tuyến?</h2>',
        'Quý khách cần căn cước gắn chip còn hiệu lực, số điện thoại và email đang sử dụng, và một tài khoản ngân hàng đứng tên mình.',
        '<h2>Bao lâu thì tài khoản được kích hoạt?</h2>',
        'Tài khoản được cấp số ngay sau khi hoàn tất đăng ký; quý khách ký hợp đồng điện tử trên ứng dụng di động để bắt đầu giao dịch.',
        '<h2>Tôi còn dùng chứng minh nhân dân thì sao?</h2>',
        'Chứng minh nhân dân đã hết giá trị sử dụng từ ngày 01/01/2025. Quý khách cần làm căn cước gắn chip trước khi mở tài khoản.',
        '<h2>Vì sao bước nhận diện khuôn mặt không thành công?</h2>',
        'Quý khách giữ điện thoại cách mặt 30–40 cm, đứng nơi đủ sáng, không đeo kính râm hay khẩu trang và làm theo hướng dẫn trên màn hình. Nếu vẫn không được, quý khách có thể mở tài khoản tại quầy giao dịch.',
      ],
    },
    en: {
      slug: 'account-opening-faq',
      title: 'Account opening questions',
      summary: 'What to know before opening a securities account online with eKYC.',
      keywords: 'account opening, eKYC, questions',
      body: [
        '<h2>What do I need to open an account online?</h2>',
        'A valid chip ID card, a phone number and email address you use, and a bank account in your own name.',
        '<h2>How soon is the account active?</h2>',
        'You get your account number as soon as registration is complete; sign the electronic contract in the mobile app to start trading.',
        '<h2>What if I still have an old ID card (CMND)?</h2>',
        'CMND cards stopped being valid on 1 January 2025. Please get a chip ID card before opening an account.',
        '<h2>Why did face recognition fail?</h2>',
        'Hold the phone 30–40 cm from your face in good light, without sunglasses or a mask, and follow the on-screen prompts. If it still fails, you can open an account at a branch.',
      ],
    },
  },
  {
    key: 'tradingSystemGuide',
    templateCode: 'HTGH_GUIDE_TRADING_SYSTEM',
    vi: {
      slug: 'huong-dan-he-thong-giao-dich',
      title: 'Hướng dẫn sử dụng hệ thống giao dịch',
      summary:
        'Hướng dẫn từng bước đăng nhập, đặt lệnh, hủy sửa lệnh và tra cứu trên hệ thống giao dịch trực tuyến.',
      keywords: 'hướng dẫn, hệ thống giao dịch, đặt lệnh',
      body: [
        'Hướng dẫn từng bước cho các thao tác thường dùng trên APS Trade, APS Mobile và tại quầy: mở tài khoản, nộp rút tiền, đặt lệnh, dịch vụ tài chính và ứng dụng di động.',
        '<h2>Bắt đầu nhanh</h2>',
        '<ol><li>Đăng nhập bằng số tài khoản và mật khẩu, hoặc qua đăng nhập một lần (SSO).</li><li>Chọn mã chứng khoán trên bảng giá, nhập giá và khối lượng.</li><li>Xác nhận lệnh bằng mã OTP hoặc mã PIN giao dịch.</li><li>Theo dõi trạng thái lệnh trong sổ lệnh; lệnh chưa khớp có thể hủy hoặc sửa.</li></ol>',
        'Chọn một hướng dẫn bên dưới để xem chi tiết hoặc tải về dạng PDF.',
      ],
    },
    en: {
      slug: 'trading-system-guide',
      title: 'Trading system guide',
      summary:
        'Step-by-step help to log in, place, amend and cancel orders, and look up your account online.',
      keywords: 'guide, trading system, orders',
      body: [
        'Step-by-step help with everyday tasks on APS Trade, APS Mobile and at the counter: opening an account, deposits and withdrawals, orders, financial services and the mobile app.',
        '<h2>Quick start</h2>',
        '<ol><li>Log in with your account number and password, or with single sign-on (SSO).</li><li>Pick a symbol on the price board and enter the price and quantity.</li><li>Confirm the order with an OTP or your trading PIN.</li><li>Follow the order in the order book; unmatched orders can be amended or cancelled.</li></ol>',
        'Choose a guide below to read it in full or download it as a PDF.',
      ],
    },
  },
  {
    key: 'productsAndServices',
    templateCode: 'HTGD_PRODUCTS_AND_SERVICES',
    vi: {
      slug: 'san-pham-va-dich-vu',
      title: 'Sản phẩm và dịch vụ',
      summary:
        'Giao dịch ký quỹ, ứng trước tiền bán, lưu ký và các gói dịch vụ dành cho nhà đầu tư.',
      keywords: 'sản phẩm, dịch vụ, ký quỹ, ứng trước',
      body: [
        '<ul><li><strong>Giao dịch ký quỹ:</strong> tỷ lệ cho vay tới 50% với danh mục hơn 300 mã.</li><li><strong>Ứng trước tiền bán:</strong> nhận tiền ngay sau khi lệnh bán khớp.</li><li><strong>Lưu ký chứng khoán:</strong> quản lý quyền mua, cổ tức và đại hội cổ đông.</li><li><strong>Chứng khoán phái sinh:</strong> hợp đồng tương lai chỉ số VN30.</li><li><strong>Trái phiếu doanh nghiệp và chứng chỉ quỹ mở:</strong> thu nhập ổn định, đầu tư định kỳ từ 1 triệu đồng.</li></ul>',
        '<h2>Gói dịch vụ</h2>',
        '<ul><li><strong>Gói Giao dịch:</strong> tự đặt lệnh trực tuyến với phí thấp, nhận bản tin thị trường hằng ngày.</li><li><strong>Gói Chăm sóc:</strong> có chuyên viên môi giới riêng tư vấn danh mục, phí giao dịch theo mức tại quầy.</li></ul>',
        'Lãi suất và phí của từng gói được công bố tại trang biểu phí. Quý khách chọn gói khi mở tài khoản và có thể đổi gói trên APS Mobile.',
      ],
    },
    en: {
      slug: 'products-and-services',
      title: 'Products and services',
      summary:
        'Margin trading, cash advances on sales, custody and service packages for investors.',
      keywords: 'products, services, margin, cash advance',
      body: [
        '<ul><li><strong>Margin trading:</strong> borrow up to 50% against a list of more than 300 symbols.</li><li><strong>Cash advance on sales:</strong> receive cash as soon as a sell order is matched.</li><li><strong>Custody:</strong> we handle subscription rights, dividends and shareholder meetings.</li><li><strong>Derivatives:</strong> VN30 index futures.</li><li><strong>Corporate bonds and open-ended funds:</strong> steady income and regular investing from 1 million VND.</li></ul>',
        '<h2>Service packages</h2>',
        '<ul><li><strong>Trading package:</strong> place your own orders online at low fees, with a daily market newsletter.</li><li><strong>Broker-care package:</strong> a dedicated broker advises on your portfolio, at counter fee rates.</li></ul>',
        'Interest rates and fees for each package are published on the fee page. You choose a package when you open your account and can switch in APS Mobile.',
      ],
    },
  },
  {
    key: 'tradingOperations',
    templateCode: 'HTGD_BUSINESS',
    vi: {
      slug: 'nghiep-vu-giao-dich',
      title: 'Nghiệp vụ giao dịch',
      summary: 'Quy trình thanh toán, lưu ký và các nghiệp vụ liên quan đến giao dịch chứng khoán.',
      keywords: 'nghiệp vụ, thanh toán, lưu ký',
      body: [
        'Chứng khoán mua được về tài khoản sau 2 ngày làm việc (T+2) và có thể bán từ phiên chiều ngày T+2; tiền bán chứng khoán cũng được thanh toán vào ngày T+2, hoặc ứng trước ngay trong ngày bán.',
        '<h2>Thanh toán và lưu ký</h2>',
        '<ul><li>Lệnh mua được kiểm tra đủ tiền (hoặc sức mua ký quỹ) trước khi gửi tới sở giao dịch.</li><li>Chứng khoán được lưu ký tập trung tại VSDC trên tài khoản đứng tên khách hàng.</li><li>Tiền của khách hàng được quản lý tách biệt tại ngân hàng thanh toán.</li></ul>',
        '<h2>Nghiệp vụ khác</h2>',
        'Chuyển khoản chứng khoán giữa các công ty chứng khoán, chuyển quyền sở hữu ngoài sàn (thừa kế, cho tặng) theo quy định của VSDC, phong tỏa chứng khoán và đăng ký thực hiện quyền mua, nhận cổ tức.',
      ],
    },
    en: {
      slug: 'trading-operations',
      title: 'Trading operations',
      summary: 'Settlement, custody and the other operations around securities trading.',
      keywords: 'operations, settlement, custody',
      body: [
        'Shares you buy reach your account after two working days (T+2) and can be sold from the afternoon session of T+2; the proceeds of a sale also settle on T+2, or can be advanced on the sale date.',
        '<h2>Settlement and custody</h2>',
        '<ul><li>Buy orders are checked for enough cash (or margin buying power) before they go to the exchange.</li><li>Securities are held centrally at VSDC in an account in the client’s name.</li><li>Clients’ cash is kept separately at the settlement bank.</li></ul>',
        '<h2>Other operations</h2>',
        'Transfers of securities between brokers, off-exchange ownership transfers (inheritance, gifts) under VSDC rules, blocking of securities, and subscribing to rights and receiving dividends.',
      ],
    },
  },
  {
    key: 'tradingRules',
    templateCode: 'HTGD_DEFAULT_TEMPLATE',
    vi: {
      slug: 'quy-dinh-giao-dich',
      title: 'Quy định giao dịch',
      summary: 'Tóm tắt quy định về bước giá, lô giao dịch và phiên giao dịch trên các sở.',
      keywords: 'quy định giao dịch, bước giá, lô giao dịch',
      body: [
        'Trên HOSE, bước giá cổ phiếu là 10 đồng với giá dưới 10.000 đồng, 50 đồng với giá từ 10.000 đến dưới 50.000 đồng và 100 đồng với giá từ 50.000 đồng trở lên. Trên HNX và UPCOM, bước giá là 100 đồng.',
        'Khối lượng tối đa của một lệnh trên HOSE là 500.000 cổ phiếu. Lô chẵn là bội số của 100 cổ phiếu; lô lẻ từ 1 đến 99 cổ phiếu chỉ khớp với lô lẻ.',
        '<h2>Biên độ giá</h2>',
        '<table><thead><tr><th>Sàn</th><th>Ngày thường</th><th>Ngày giao dịch đầu tiên</th></tr></thead><tbody><tr><td>HOSE</td><td>±7%</td><td>±20%</td></tr><tr><td>HNX</td><td>±10%</td><td>±30%</td></tr><tr><td>UPCOM</td><td>±15%</td><td>—</td></tr></tbody></table>',
        'Giá tham chiếu trên HOSE và HNX là giá đóng cửa phiên trước; trên UPCOM là bình quân gia quyền các giá khớp lệnh phiên trước. Giá trần làm tròn xuống và giá sàn làm tròn lên theo bước giá.',
        '<h2>Phiên giao dịch</h2>',
        '<ul><li>HOSE: ATO 9:00–9:15, liên tục 9:15–11:30 và 13:00–14:30, ATC 14:30–14:45, thỏa thuận đến 15:00.</li><li>HNX: liên tục 9:00–11:30 và 13:00–14:30, ATC 14:30–14:45, PLO 14:45–15:00.</li><li>UPCOM: liên tục 9:00–11:30 và 13:00–15:00.</li></ul>',
      ],
    },
    en: {
      slug: 'trading-rules',
      title: 'Trading rules',
      summary: 'A summary of tick sizes, lot sizes and sessions on the exchanges.',
      keywords: 'trading rules, tick size, lot size',
      body: [
        'On HOSE the tick size is 10 VND for shares priced under 10,000 VND, 50 VND from 10,000 to under 50,000 VND and 100 VND from 50,000 VND. On HNX and UPCOM it is 100 VND.',
        'A single order on HOSE may not exceed 500,000 shares. Round lots are multiples of 100 shares; odd lots of 1 to 99 shares match only other odd lots.',
        '<h2>Price bands</h2>',
        '<table><thead><tr><th>Exchange</th><th>Normal day</th><th>First trading day</th></tr></thead><tbody><tr><td>HOSE</td><td>±7%</td><td>±20%</td></tr><tr><td>HNX</td><td>±10%</td><td>±30%</td></tr><tr><td>UPCOM</td><td>±15%</td><td>—</td></tr></tbody></table>',
        'The reference price on HOSE and HNX is the previous close; on UPCOM it is the volume-weighted average of the previous session’s matched prices. The ceiling is rounded down and the floor rounded up to a valid tick.',
        '<h2>Sessions</h2>',
        '<ul><li>HOSE: ATO 9:00–9:15, continuous 9:15–11:30 and 13:00–14:30, ATC 14:30–14:45, negotiated trades until 15:00.</li><li>HNX: continuous 9:00–11:30 and 13:00–14:30, ATC 14:30–14:45, PLO 14:45–15:00.</li><li>UPCOM: continuous 9:00–11:30 and 13:00–15:00.</li></ul>',
      ],
    },
  },
  {
    key: 'recentDeals',
    templateCode: 'NHDT_RECENT_DEAL',
    vi: {
      slug: 'thuong-vu-tieu-bieu',
      title: 'Thương vụ tiêu biểu',
      summary: 'Các thương vụ bảo lãnh phát hành, tư vấn niêm yết và M&A do An Phát thực hiện.',
      keywords: 'ngân hàng đầu tư, thương vụ, bảo lãnh phát hành',
      body: [
        'Khối Ngân hàng Đầu tư của An Phát tư vấn cho doanh nghiệp trong các giao dịch huy động vốn cổ phần, phát hành trái phiếu và mua bán sáp nhập.',
        'Từ năm 2023, An Phát đã thu xếp hơn 9.000 tỷ đồng trái phiếu, dẫn dắt nhiều đợt IPO, niêm yết và tư vấn các thương vụ M&A trong ngành năng lượng, logistics, thực phẩm, dược phẩm và khu công nghiệp.',
        'Các thương vụ gần đây được liệt kê dưới đây. Thông tin thương vụ là dữ liệu minh họa.',
      ],
    },
    en: {
      slug: 'recent-deals',
      title: 'Recent deals',
      summary: 'Underwriting, listing advisory and M&A deals carried out by An Phat.',
      keywords: 'investment banking, deals, underwriting',
      body: [
        'An Phat’s Investment Banking division advises companies on equity fundraising, bond issues and mergers and acquisitions.',
        'Since 2023 An Phat has arranged more than 9,000 billion VND of bonds, led IPOs and listings and advised on M&A deals in energy, logistics, food, pharmaceuticals and industrial parks.',
        'Recent deals are listed below. The deal information is demo data.',
      ],
    },
  },
  {
    key: 'corporateBonds',
    templateCode: 'TPDN',
    vi: {
      slug: 'trai-phieu-doanh-nghiep',
      title: 'Trái phiếu doanh nghiệp',
      summary:
        'Thông tin các mã trái phiếu doanh nghiệp An Phát phân phối và cách đăng ký giao dịch.',
      keywords: 'trái phiếu doanh nghiệp, lợi suất, đăng ký giao dịch',
      body: [
        'Trái phiếu doanh nghiệp phát hành riêng lẻ chỉ được giao dịch giữa các nhà đầu tư chứng khoán chuyên nghiệp. Quý khách đăng ký với An Phát để được xác nhận tư cách nhà đầu tư chuyên nghiệp.',
        'Mỗi mã trái phiếu công bố lãi suất coupon, kỳ trả lãi, ngày đáo hạn và lợi suất đáo hạn dự kiến trước khi quý khách đặt mua.',
        '<h2>Cách đăng ký</h2>',
        '<ol><li>Chọn mã trái phiếu trong danh sách bên dưới và đọc kỹ thông tin sản phẩm.</li><li>Nhấn Đăng ký giao dịch, nhập thông tin cá nhân và số lượng, chọn nắm giữ đến đáo hạn hoặc linh hoạt.</li><li>Xem lợi suất đáo hạn, IRR, dòng tiền dự kiến và xác nhận bằng mã OTP.</li><li>Chuyên viên An Phát liên hệ trong ngày làm việc để hoàn tất hợp đồng và thanh toán.</li></ol>',
        'Trái phiếu không phải tiền gửi ngân hàng và không được bảo hiểm tiền gửi. Thông tin các mã trái phiếu là dữ liệu minh họa.',
      ],
    },
    en: {
      slug: 'corporate-bonds',
      title: 'Corporate bonds',
      summary: 'The corporate bonds An Phat distributes and how to register to trade them.',
      keywords: 'corporate bonds, yield, registration',
      body: [
        'Privately placed corporate bonds may only be traded among professional securities investors. Register with An Phat to have your professional investor status confirmed.',
        'Each bond shows its coupon rate, payment schedule, maturity date and expected yield to maturity before you buy.',
        '<h2>How to register</h2>',
        '<ol><li>Choose a bond from the list below and read the product details carefully.</li><li>Select Register to trade, enter your details and the quantity, and choose hold-to-maturity or flexible.</li><li>Review the yield to maturity, IRR and expected cash flows and confirm with an OTP.</li><li>An An Phat adviser contacts you within the working day to complete the contract and payment.</li></ol>',
        'Bonds are not bank deposits and are not covered by deposit insurance. The bond details are demo data.',
      ],
    },
  },
  {
    key: 'featureInDevelopment',
    templateCode: 'ERROR_403',
    vi: {
      slug: 'tinh-nang-dang-phat-trien',
      title: 'Rất tiếc, chúng tôi đang phát triển tính năng này',
      summary: 'Chúng tôi đang xây dựng tính năng này. Quý khách vui lòng thử lại sau.',
      keywords: 'đang phát triển',
      body: [
        'Chúng tôi đang xây dựng tính năng này. Quý khách vui lòng thử lại sau hoặc liên hệ tổng đài 1900 98 9999 để được hỗ trợ.',
      ],
    },
    en: {
      slug: 'feature-in-development',
      title: 'Sorry, we are still developing this feature',
      summary: 'We are building this feature. Please try again later.',
      keywords: 'in development',
      body: [
        'We are building this feature. Please try again later or call our hotline on 1900 98 9999 for help.',
      ],
    },
  },
];
