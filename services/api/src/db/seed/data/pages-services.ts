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
        '<ul><li>Lệnh giới hạn (LO), lệnh ATO, ATC</li><li>Lệnh thị trường MP, MTL, MOK, MAK</li><li>Lệnh điều kiện: lệnh dừng, lệnh xu hướng</li></ul>',
        'Khối lượng giao dịch lô chẵn là bội số của 100 cổ phiếu; lệnh lô lẻ từ 1 đến 99 cổ phiếu được khớp với lệnh lô lẻ.',
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
        '<ul><li>Limit orders (LO), ATO and ATC</li><li>Market orders MP, MTL, MOK and MAK</li><li>Conditional orders: stop and trailing orders</li></ul>',
        'Round lots are multiples of 100 shares; odd-lot orders of 1 to 99 shares are matched only with other odd-lot orders.',
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
        'Quý khách nộp tiền vào tài khoản chứng khoán qua chuyển khoản ngân hàng với nội dung ghi rõ số tài khoản, ví dụ 009C123456.',
        'Yêu cầu rút tiền về tài khoản ngân hàng đã đăng ký được xử lý trong ngày nếu gửi trước 15:30.',
        'Thay đổi thông tin cá nhân như số điện thoại, email hoặc địa chỉ được thực hiện trực tuyến và xác nhận bằng mã OTP.',
      ],
    },
    en: {
      slug: 'account-management',
      title: 'Account management',
      summary:
        'Deposit and withdraw cash, transfer securities, update your details and sign up for services online.',
      keywords: 'account management, deposit, withdrawal',
      body: [
        'Deposit into your securities account by bank transfer, quoting your account number in the description, for example 009C123456.',
        'Withdrawals to your registered bank account are processed the same day when requested before 15:30.',
        'Changes to your phone number, email or address are made online and confirmed with a one-time code (OTP).',
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
        '<h2>Thời gian giao dịch trên HOSE là khi nào?</h2>',
        'Phiên sáng từ 9:00 đến 11:30 (9:00–9:15 là phiên khớp lệnh định kỳ mở cửa), phiên chiều từ 13:00 đến 14:45 (14:30–14:45 là phiên khớp lệnh định kỳ đóng cửa), từ thứ Hai đến thứ Sáu.',
        '<h2>Biên độ giá trên các sàn là bao nhiêu?</h2>',
        'Biên độ dao động giá trong ngày là ±7% trên HOSE, ±10% trên HNX và ±15% trên UPCOM so với giá tham chiếu.',
      ],
    },
    en: {
      slug: 'faq',
      title: 'Frequently asked questions',
      summary: 'Quick answers about trading, fees and An Phat’s services.',
      keywords: 'frequently asked questions, FAQ',
      body: [
        '<h2>When is HOSE open for trading?</h2>',
        'The morning session runs from 9:00 to 11:30 (9:00–9:15 is the opening call auction) and the afternoon session from 13:00 to 14:45 (14:30–14:45 is the closing call auction), Monday to Friday.',
        '<h2>What are the daily price limits?</h2>',
        'Prices may move up to ±7% on HOSE, ±10% on HNX and ±15% on UPCOM from the reference price.',
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
        '<ol><li>Đăng nhập bằng số tài khoản và mật khẩu, hoặc qua đăng nhập một lần (SSO).</li><li>Chọn mã chứng khoán trên bảng giá, nhập giá và khối lượng.</li><li>Xác nhận lệnh bằng mã OTP hoặc mã PIN giao dịch.</li><li>Theo dõi trạng thái lệnh trong sổ lệnh; lệnh chưa khớp có thể hủy hoặc sửa.</li></ol>',
      ],
    },
    en: {
      slug: 'trading-system-guide',
      title: 'Trading system guide',
      summary:
        'Step-by-step help to log in, place, amend and cancel orders, and look up your account online.',
      keywords: 'guide, trading system, orders',
      body: [
        '<ol><li>Log in with your account number and password, or with single sign-on (SSO).</li><li>Pick a symbol on the price board and enter the price and quantity.</li><li>Confirm the order with an OTP or your trading PIN.</li><li>Follow the order in the order book; unmatched orders can be amended or cancelled.</li></ol>',
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
        '<ul><li><strong>Giao dịch ký quỹ:</strong> tỷ lệ cho vay tới 50% với danh mục hơn 300 mã.</li><li><strong>Ứng trước tiền bán:</strong> nhận tiền ngay sau khi lệnh bán khớp.</li><li><strong>Lưu ký chứng khoán:</strong> quản lý quyền mua, cổ tức và đại hội cổ đông.</li></ul>',
        'Lãi suất và phí của từng gói được công bố tại trang biểu phí.',
      ],
    },
    en: {
      slug: 'products-and-services',
      title: 'Products and services',
      summary:
        'Margin trading, cash advances on sales, custody and service packages for investors.',
      keywords: 'products, services, margin, cash advance',
      body: [
        '<ul><li><strong>Margin trading:</strong> borrow up to 50% against a list of more than 300 symbols.</li><li><strong>Cash advance on sales:</strong> receive cash as soon as a sell order is matched.</li><li><strong>Custody:</strong> we handle subscription rights, dividends and shareholder meetings.</li></ul>',
        'Interest rates and fees for each package are published on the fee page.',
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
        'Chứng khoán mua được về tài khoản sau 2 ngày làm việc (T+2); tiền bán chứng khoán cũng được thanh toán vào ngày T+2.',
        'Các nghiệp vụ khác gồm chuyển nhượng chứng khoán ngoài sàn theo quy định, cầm cố chứng khoán và đăng ký thực hiện quyền.',
      ],
    },
    en: {
      slug: 'trading-operations',
      title: 'Trading operations',
      summary: 'Settlement, custody and the other operations around securities trading.',
      keywords: 'operations, settlement, custody',
      body: [
        'Shares you buy reach your account after two working days (T+2), and the proceeds of a sale are also settled on T+2.',
        'Other operations include off-exchange transfers where the rules allow, pledging securities and registering to exercise rights.',
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
        'Khối lượng tối đa của một lệnh trên HOSE là 500.000 cổ phiếu.',
      ],
    },
    en: {
      slug: 'trading-rules',
      title: 'Trading rules',
      summary: 'A summary of tick sizes, lot sizes and sessions on the exchanges.',
      keywords: 'trading rules, tick size, lot size',
      body: [
        'On HOSE the tick size is 10 VND for shares priced under 10,000 VND, 50 VND from 10,000 to under 50,000 VND and 100 VND from 50,000 VND. On HNX and UPCOM it is 100 VND.',
        'A single order on HOSE may not exceed 500,000 shares.',
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
        '<ul><li>Tư vấn niêm yết cổ phiếu trên HOSE cho một doanh nghiệp logistics</li><li>Đại lý phát hành 1.200 tỷ đồng trái phiếu doanh nghiệp</li><li>Tư vấn bên bán trong thương vụ chuyển nhượng 35% vốn của một công ty thực phẩm</li></ul>',
        'Thông tin thương vụ là dữ liệu minh họa.',
      ],
    },
    en: {
      slug: 'recent-deals',
      title: 'Recent deals',
      summary: 'Underwriting, listing advisory and M&A deals carried out by An Phat.',
      keywords: 'investment banking, deals, underwriting',
      body: [
        'An Phat’s Investment Banking division advises companies on equity fundraising, bond issues and mergers and acquisitions.',
        '<ul><li>Listing advisory on HOSE for a logistics company</li><li>Issuing agent for 1,200 billion VND of corporate bonds</li><li>Sell-side adviser on the sale of a 35% stake in a food company</li></ul>',
        'The deal information is demo data.',
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
