import type { ContentSeed } from '../content-types';
import { article } from './news-helpers';

/** An Phát's own news: events, promotions, awards, app features and notices (product company). */
export const COMPANY_NEWS: ContentSeed[] = [
  article({
    key: 'ekyc-nfc',
    product: 'company',
    date: '2026-08-04',
    vi: {
      title: 'An Phát nâng cấp mở tài khoản eKYC với xác thực chip căn cước qua NFC',
      summary:
        'Từ ngày 4/8/2026, khách hàng mở tài khoản trên ứng dụng APS Mobile có thể đọc chip căn cước bằng NFC, rút ngắn thời gian xác minh danh tính còn khoảng 3 phút.',
      body: [
        'Chứng khoán An Phát (APS) chính thức triển khai tính năng đọc chip căn cước bằng công nghệ NFC trong quy trình mở tài khoản trực tuyến (eKYC) trên ứng dụng APS Mobile.',
        '<h2>Nhanh hơn và an toàn hơn</h2>',
        'Thông tin trong chip được đối chiếu với ảnh chụp hai mặt căn cước và video khuôn mặt, giúp giảm sai sót khi nhập liệu và hạn chế rủi ro giả mạo giấy tờ.',
        '<ul><li>Áp dụng cho điện thoại có hỗ trợ NFC</li><li>Giữ nguyên các bước chụp ảnh giấy tờ và xác thực OTP</li><li>Hoàn toàn miễn phí, không cần đến quầy giao dịch</li></ul>',
        'Nếu cần hỗ trợ, quý khách vui lòng liên hệ tổng đài 1900 98 9999.',
      ],
      keywords: 'eKYC, NFC, căn cước gắn chip, mở tài khoản trực tuyến',
    },
    en: {
      title: 'An Phat upgrades eKYC account opening with NFC chip ID verification',
      summary:
        'From 4 August 2026, clients opening an account in the APS Mobile app can read their ID card chip over NFC, cutting identity checks to about three minutes.',
      body: [
        'An Phat Securities (APS) has launched NFC reading of chip ID cards in the online account opening (eKYC) flow of its APS Mobile app.',
        '<h2>Faster and safer</h2>',
        'The data on the chip is matched against the photos of both sides of the card and the face video, which reduces typing errors and the risk of forged documents.',
        '<ul><li>Works on any phone with NFC</li><li>The document photo and OTP steps stay the same</li><li>Free of charge, with no branch visit needed</li></ul>',
        'For help, please call our hotline on 1900 98 9999.',
      ],
      keywords: 'eKYC, NFC, chip ID card, online account opening',
    },
  }),
  article({
    key: 'national-day-holiday-2026',
    product: 'company',
    date: '2026-08-14',
    outstanding: true,
    vi: {
      title: 'Thông báo lịch nghỉ giao dịch dịp Quốc khánh 2/9/2026',
      summary:
        'Thị trường chứng khoán nghỉ giao dịch thứ Ba 1/9 và thứ Tư 2/9/2026, giao dịch trở lại bình thường từ thứ Năm 3/9/2026.',
      body: [
        'Căn cứ thông báo của các Sở Giao dịch Chứng khoán về lịch nghỉ lễ Quốc khánh, Chứng khoán An Phát thông báo lịch nghỉ giao dịch như sau.',
        '<ul><li>Nghỉ giao dịch: thứ Ba 1/9/2026 và thứ Tư 2/9/2026</li><li>Giao dịch trở lại: thứ Năm 3/9/2026</li><li>Lịch thanh toán bù trừ được lùi tương ứng theo ngày làm việc</li></ul>',
        'Trong thời gian nghỉ lễ, quý khách vẫn có thể nạp tiền, tra cứu tài khoản và đặt lệnh trước cho phiên 3/9 trên ứng dụng APS Mobile và website giao dịch APS Trade.',
        'Lãi vay ký quỹ vẫn được tính theo số ngày thực tế. Quý khách vui lòng chủ động cân đối tỷ lệ ký quỹ trước kỳ nghỉ.',
      ],
      keywords: 'lịch nghỉ lễ, Quốc khánh, nghỉ giao dịch',
    },
    en: {
      title: 'Trading holiday for National Day, 2 September 2026',
      summary:
        'The stock market is closed on Tuesday 1 and Wednesday 2 September 2026 and reopens as usual on Thursday 3 September 2026.',
      body: [
        'Following the stock exchanges’ notices on the National Day holiday, An Phat Securities announces the following trading schedule.',
        '<ul><li>Market closed: Tuesday 1 and Wednesday 2 September 2026</li><li>Trading resumes: Thursday 3 September 2026</li><li>Clearing and settlement dates move back by the same number of working days</li></ul>',
        'During the holiday you can still deposit money, check your account and place advance orders for the 3 September session in the APS Mobile app and on the APS Trade website.',
        'Margin interest accrues on calendar days as usual, so please review your margin ratio before the break.',
      ],
      keywords: 'holiday schedule, National Day, market closed',
    },
  }),
  article({
    key: 'conditional-orders',
    product: 'company',
    date: '2026-08-25',
    vi: {
      title: 'Ra mắt lệnh điều kiện chốt lời, cắt lỗ trên ứng dụng APS Mobile',
      summary:
        'Nhà đầu tư có thể đặt trước lệnh chốt lời, cắt lỗ và lệnh xu hướng; hệ thống tự kích hoạt khi giá thị trường chạm điều kiện đã chọn.',
      body: [
        'Từ phiên bản 5.8, ứng dụng APS Mobile bổ sung nhóm lệnh điều kiện giúp nhà đầu tư chủ động quản lý danh mục mà không phải theo dõi bảng giá liên tục.',
        '<h2>Các loại lệnh mới</h2>',
        '<ul><li><strong>Chốt lời (Take profit):</strong> tự đặt lệnh bán khi giá tăng tới mức mong muốn</li><li><strong>Cắt lỗ (Stop loss):</strong> tự đặt lệnh bán khi giá giảm qua ngưỡng chịu đựng</li><li><strong>Lệnh xu hướng (Trailing stop):</strong> ngưỡng cắt lỗ tự điều chỉnh theo giá cao nhất</li></ul>',
        'Lệnh điều kiện có hiệu lực tối đa 30 ngày và được gửi lên Sở giao dịch dưới dạng lệnh thường khi điều kiện được thỏa mãn. Hướng dẫn chi tiết có trong mục Video của website.',
      ],
      keywords: 'lệnh điều kiện, chốt lời, cắt lỗ, ứng dụng APS Mobile',
    },
    en: {
      title: 'Take-profit and stop-loss orders arrive in the APS Mobile app',
      summary:
        'Investors can now place take-profit, stop-loss and trailing orders in advance; the system sends them when the market price meets the chosen condition.',
      body: [
        'Version 5.8 of the APS Mobile app adds conditional orders, so investors can manage their portfolio without watching the price board all day.',
        '<h2>The new order types</h2>',
        '<ul><li><strong>Take profit:</strong> sells automatically when the price rises to your target</li><li><strong>Stop loss:</strong> sells automatically when the price falls through your limit</li><li><strong>Trailing stop:</strong> the stop level follows the highest price reached</li></ul>',
        'A conditional order stays valid for up to 30 days and goes to the exchange as a normal order once its condition is met. A step-by-step guide is in the Videos section of the website.',
      ],
      keywords: 'conditional orders, take profit, stop loss, APS Mobile',
    },
  }),
  article({
    key: 'zero-fee-90-days',
    product: 'company',
    date: '2026-09-07',
    outstanding: true,
    vi: {
      title: 'Ưu đãi miễn phí giao dịch 90 ngày cho tài khoản mở mới',
      summary:
        'Khách hàng mở tài khoản chứng khoán lần đầu tại An Phát từ 7/9 đến 31/12/2026 được miễn phí giao dịch cổ phiếu trực tuyến trong 90 ngày.',
      body: [
        'Nhằm chào mừng nhà đầu tư mới, Chứng khoán An Phát triển khai chương trình “Khởi đầu An Phát” với nhiều ưu đãi hấp dẫn.',
        '<ul><li>Miễn phí giao dịch cổ phiếu, chứng chỉ quỹ ETF trực tuyến trong 90 ngày kể từ ngày kích hoạt tài khoản</li><li>Lãi suất ký quỹ ưu đãi 8,8%/năm trong 30 ngày đầu</li><li>Tặng khóa học trực tuyến “Đầu tư chứng khoán cơ bản”</li></ul>',
        'Chương trình áp dụng cho khách hàng cá nhân trong nước mở tài khoản bằng eKYC hoặc tại quầy. Phí của Sở giao dịch và thuế theo quy định vẫn được thu.',
        'Thể lệ chi tiết được đăng tải trên website; An Phát có quyền điều chỉnh chương trình và sẽ thông báo trước khi áp dụng.',
      ],
      keywords: 'khuyến mại, miễn phí giao dịch, mở tài khoản mới, ưu đãi',
    },
    en: {
      title: 'Zero trading fees for 90 days on new accounts',
      summary:
        'Clients who open their first securities account with An Phat between 7 September and 31 December 2026 pay no online stock trading fees for 90 days.',
      body: [
        'To welcome new investors, An Phat Securities is running the “Start with An Phat” programme.',
        '<ul><li>No online trading fees on stocks and ETF certificates for 90 days after activation</li><li>A promotional margin rate of 8.8% a year for the first 30 days</li><li>A free online course, “Stock investing basics”</li></ul>',
        'The offer is open to domestic individual clients who open an account by eKYC or at a branch. Exchange fees and taxes still apply as required by law.',
        'The full terms are on the website; An Phat may change the programme and will announce any change in advance.',
      ],
      keywords: 'promotion, zero fees, new account, offer',
    },
  }),
  article({
    key: 'young-investor-contest-2026',
    product: 'company',
    date: '2026-09-15',
    vi: {
      title: 'Khởi động cuộc thi “Nhà đầu tư trẻ An Phát 2026” dành cho sinh viên',
      summary:
        'Cuộc thi đầu tư giả lập dành cho sinh viên trên cả nước diễn ra từ 1/10 đến 30/11/2026 với tổng giải thưởng 300 triệu đồng.',
      body: [
        'Chứng khoán An Phát phối hợp với các trường đại học khối kinh tế tổ chức cuộc thi “Nhà đầu tư trẻ An Phát 2026”, giúp sinh viên làm quen với thị trường bằng tài khoản giả lập.',
        '<h2>Thể lệ chính</h2>',
        '<ul><li>Mỗi thí sinh nhận 500 triệu đồng vốn ảo để giao dịch cổ phiếu trên HOSE, HNX và UPCOM</li><li>Xếp hạng theo tỷ suất lợi nhuận có điều chỉnh rủi ro</li><li>Vòng chung kết thuyết trình chiến lược trước hội đồng chuyên gia</li></ul>',
        'Thí sinh đăng ký bằng email sinh viên trên trang cuộc thi đến hết ngày 30/9/2026. Top 10 được mời thực tập tại Khối Phân tích của An Phát.',
      ],
      keywords: 'cuộc thi đầu tư, sinh viên, giao dịch giả lập, nhà đầu tư trẻ',
    },
    en: {
      title: '“An Phat Young Investor 2026” contest opens to students',
      summary:
        'A nationwide simulated-trading contest for students runs from 1 October to 30 November 2026, with prizes worth VND 300 million in total.',
      body: [
        'An Phat Securities is working with leading economics universities on the “An Phat Young Investor 2026” contest, which lets students learn the market with a simulated account.',
        '<h2>Key rules</h2>',
        '<ul><li>Each contestant gets VND 500 million of virtual capital to trade stocks on HOSE, HNX and UPCOM</li><li>Rankings are based on risk-adjusted returns</li><li>Finalists present their strategy to a panel of experts</li></ul>',
        'Students register with their university email on the contest page by 30 September 2026. The top 10 will be offered internships with An Phat’s research division.',
      ],
      keywords: 'investment contest, students, simulated trading, young investor',
    },
  }),
  article({
    key: 'two-factor-login',
    product: 'company',
    date: '2026-09-21',
    outstanding: true,
    vi: {
      title: 'Bắt buộc xác thực hai lớp khi đăng nhập APS Trade từ ngày 1/10/2026',
      summary:
        'Để bảo vệ tài khoản, khách hàng đăng nhập website giao dịch APS Trade trên thiết bị mới cần nhập mã OTP hoặc xác nhận trên ứng dụng APS Mobile.',
      body: [
        'Chứng khoán An Phát nâng cấp cơ chế bảo mật đăng nhập theo khuyến nghị về an toàn hệ thống thông tin trong hoạt động kinh doanh chứng khoán.',
        '<ul><li>Đăng nhập trên thiết bị hoặc trình duyệt mới: nhập mã OTP gửi qua SMS hoặc xác nhận bằng Smart OTP trên APS Mobile</li><li>Thiết bị tin cậy được ghi nhớ trong 30 ngày</li><li>Quý khách có thể xem và gỡ các thiết bị đã đăng nhập trong mục Cài đặt bảo mật</li></ul>',
        'An Phát không bao giờ yêu cầu khách hàng cung cấp mã OTP qua điện thoại, tin nhắn hay mạng xã hội.',
      ],
      keywords: 'xác thực hai lớp, OTP, bảo mật tài khoản, APS Trade',
    },
    en: {
      title: 'Two-factor login required on APS Trade from 1 October 2026',
      summary:
        'To protect your account, logging in to the APS Trade website on a new device needs an OTP or a confirmation in the APS Mobile app.',
      body: [
        'An Phat Securities is strengthening login security in line with information security recommendations for the securities industry.',
        '<ul><li>Logging in on a new device or browser: enter the OTP sent by SMS or confirm with Smart OTP in APS Mobile</li><li>Trusted devices are remembered for 30 days</li><li>You can review and remove signed-in devices under Security settings</li></ul>',
        'An Phat never asks for your OTP by phone, text message or social media.',
      ],
      keywords: 'two-factor authentication, OTP, account security, APS Trade',
    },
  }),
  article({
    key: 'market-upgrade-seminar',
    product: 'company',
    date: '2026-09-28',
    vi: {
      slug: 'hoi-thao-thi-truong-sau-nang-hang-tai-ha-noi-va-tp-ho-chi-minh',
      title:
        'Hội thảo “Thị trường sau nâng hạng: cơ hội và thách thức” tại Hà Nội và TP. Hồ Chí Minh',
      summary:
        'Chuyên gia An Phát và khách mời thảo luận về dòng vốn ngoại, chuẩn mực công bố thông tin và chiến lược danh mục sau khi thị trường được nâng hạng.',
      body: [
        'Chứng khoán An Phát tổ chức chuỗi hội thảo dành cho khách hàng vào ngày 8/10/2026 tại Hà Nội và ngày 10/10/2026 tại TP. Hồ Chí Minh.',
        '<ul><li>Tác động của việc nâng hạng tới dòng vốn ETF và quỹ chủ động</li><li>Những thay đổi về hệ thống giao dịch và thanh toán</li><li>Góc nhìn của Khối Phân tích về các nhóm ngành trong quý 4</li></ul>',
        'Hội thảo được phát trực tiếp trên website và kênh video của An Phát. Quý khách đăng ký tham dự qua chuyên viên chăm sóc hoặc tổng đài 1900 98 9999.',
      ],
      keywords: 'hội thảo, nâng hạng thị trường, sự kiện An Phát',
    },
    en: {
      title: 'Seminar in Hanoi and Ho Chi Minh City: “The market after the upgrade”',
      summary:
        'An Phat specialists and guests discuss foreign capital flows, disclosure standards and portfolio strategy now that the market has been upgraded.',
      body: [
        'An Phat Securities is holding client seminars on 8 October 2026 in Hanoi and on 10 October 2026 in Ho Chi Minh City.',
        '<ul><li>What the upgrade means for ETF and active fund flows</li><li>Changes to trading and settlement systems</li><li>The research division’s view of sectors in the fourth quarter</li></ul>',
        'Both sessions will be streamed live on the website and An Phat’s video channel. Register through your relationship manager or on 1900 98 9999.',
      ],
      keywords: 'seminar, market upgrade, An Phat events',
    },
  }),
  article({
    key: 'public-bond-offering-2026',
    product: 'company',
    date: '2026-10-01',
    outstanding: true,
    vi: {
      title: 'An Phát chào bán 1.000 tỷ đồng trái phiếu ra công chúng, lãi suất cố định 7,2%/năm',
      summary:
        'Từ ngày 1/10 đến 23/10/2026, nhà đầu tư cá nhân và tổ chức có thể đăng ký mua trái phiếu An Phát kỳ hạn 2 năm, mệnh giá 100.000 đồng, tại quầy hoặc trên APS Mobile.',
      body: [
        'Sau khi được Ủy ban Chứng khoán Nhà nước cấp Giấy chứng nhận đăng ký chào bán, Chứng khoán An Phát chính thức chào bán 10 triệu trái phiếu ra công chúng (số liệu minh họa).',
        '<ul><li>Kỳ hạn 2 năm, lãi suất cố định 7,2%/năm, trả lãi 6 tháng một lần</li><li>Mua tối thiểu 10 trái phiếu (1.000.000 đồng)</li><li>Trái phiếu không chuyển đổi, không kèm chứng quyền, không có tài sản bảo đảm</li><li>Dự kiến niêm yết trên Sở Giao dịch Chứng khoán Hà Nội sau khi phát hành</li></ul>',
        'Bản cáo bạch và hồ sơ chào bán được đăng tại mục Quan hệ cổ đông. Trái phiếu không phải tiền gửi ngân hàng; quý khách vui lòng đọc kỹ bản cáo bạch trước khi quyết định đầu tư.',
      ],
      keywords: 'trái phiếu An Phát, chào bán ra công chúng, lãi suất cố định',
    },
    en: {
      title: 'An Phat offers VND 1,000 billion of bonds to the public at a fixed 7.2%',
      summary:
        'From 1 to 23 October 2026, individual and institutional investors can subscribe for two-year An Phat bonds at VND 100,000 par, at a branch or in APS Mobile.',
      body: [
        'Having received the offering registration certificate from the State Securities Commission, An Phat Securities is offering 10 million bonds to the public (illustrative figures).',
        '<ul><li>Two-year term, fixed 7.2% a year, interest paid every six months</li><li>Minimum purchase of 10 bonds (VND 1,000,000)</li><li>Non-convertible, without warrants and unsecured</li><li>To be listed on the Hanoi Stock Exchange after issue</li></ul>',
        'The prospectus and offering documents are under Investor relations. Bonds are not bank deposits; please read the prospectus carefully before you invest.',
      ],
      keywords: 'An Phat bonds, public offering, fixed rate',
    },
  }),
  article({
    key: 'vietqr-deposits',
    product: 'company',
    date: '2026-10-06',
    vi: {
      title: 'Nạp tiền vào tài khoản chứng khoán 24/7 bằng mã VietQR',
      summary:
        'Khách hàng An Phát có thể quét mã VietQR trên ứng dụng ngân hàng để nạp tiền; tiền được ghi có vào tài khoản chứng khoán gần như ngay lập tức, kể cả ngày nghỉ.',
      body: [
        'Mỗi tài khoản chứng khoán tại An Phát nay có một mã VietQR riêng, hiển thị trong mục Nạp tiền của APS Mobile và APS Trade.',
        'Quý khách chỉ cần quét mã bằng ứng dụng của bất kỳ ngân hàng nào trong mạng lưới NAPAS; nội dung chuyển khoản được điền sẵn nên không lo ghi sai số tài khoản.',
        '<ul><li>Hoạt động 24/7, kể cả thứ Bảy, Chủ nhật và ngày lễ</li><li>Không thu phí nạp tiền</li><li>Tiền nạp trong giờ giao dịch có thể dùng để đặt lệnh ngay</li></ul>',
      ],
      keywords: 'nạp tiền, VietQR, chuyển khoản 24/7',
    },
    en: {
      title: 'Deposit to your securities account 24/7 with VietQR',
      summary:
        'An Phat clients can scan a VietQR code in their banking app to deposit money, which reaches the securities account almost instantly, even on holidays.',
      body: [
        'Every An Phat securities account now has its own VietQR code, shown under Deposit in APS Mobile and APS Trade.',
        'Scan it with the app of any bank in the NAPAS network; the transfer details are filled in for you, so there is no risk of a mistyped account number.',
        '<ul><li>Available 24/7, including weekends and public holidays</li><li>No deposit fee</li><li>Money deposited during trading hours can be used for orders straight away</li></ul>',
      ],
      keywords: 'deposit, VietQR, 24/7 transfer',
    },
  }),
  article({
    key: 'digital-platform-award-2026',
    product: 'company',
    date: '2026-10-14',
    outstanding: true,
    vi: {
      title: 'An Phát được vinh danh “Nền tảng đầu tư số tiêu biểu 2026”',
      summary:
        'Ứng dụng giao dịch của Chứng khoán An Phát được hội đồng giám khảo đánh giá cao về trải nghiệm mở tài khoản trực tuyến và tính ổn định của hệ thống.',
      body: [
        'Tối 13/10/2026, Chứng khoán An Phát nhận danh hiệu “Nền tảng đầu tư số tiêu biểu 2026” tại lễ trao giải thường niên về sản phẩm tài chính số (thông tin minh họa).',
        'Hội đồng giám khảo ghi nhận thời gian mở tài khoản bình quân dưới 5 phút, tỷ lệ hệ thống sẵn sàng trên 99,9% trong giờ giao dịch và bộ công cụ phân tích miễn phí cho khách hàng.',
        '<h2>Tiếp tục đầu tư cho công nghệ</h2>',
        'Đại diện An Phát cho biết công ty sẽ tiếp tục nâng cấp hạ tầng để đáp ứng khối lượng giao dịch tăng sau khi thị trường được nâng hạng, đồng thời đưa thêm công cụ quản trị rủi ro lên ứng dụng.',
      ],
      keywords: 'giải thưởng, nền tảng số, An Phát',
    },
    en: {
      title: 'An Phat named “Outstanding Digital Investment Platform 2026”',
      summary:
        'The judges praised An Phat Securities’ trading app for its online account opening experience and the stability of its systems.',
      body: [
        'On the evening of 13 October 2026, An Phat Securities received the “Outstanding Digital Investment Platform 2026” title at an annual digital finance awards ceremony (illustrative information).',
        'The judges noted an average account opening time of under five minutes, system availability above 99.9% during trading hours and the free analysis tools offered to clients.',
        '<h2>Investing further in technology</h2>',
        'An Phat said it will keep upgrading its infrastructure for the higher trading volumes expected after the market upgrade and will add more risk-management tools to the app.',
      ],
      keywords: 'award, digital platform, An Phat',
    },
  }),
  article({
    key: 'regular-etf-investing',
    product: 'company',
    date: '2026-10-19',
    outstanding: true,
    vi: {
      title: 'Ra mắt tính năng đầu tư định kỳ chứng chỉ quỹ ETF trên ứng dụng APS Mobile',
      summary:
        'Nhà đầu tư có thể đặt lịch mua tự động chứng chỉ quỹ ETF hằng tháng từ 1 triệu đồng; tiền được trích từ tài khoản chứng khoán vào ngày đã chọn.',
      body: [
        'Tính năng Đầu tư định kỳ giúp nhà đầu tư tích lũy tài sản đều đặn, giảm áp lực chọn thời điểm mua và tận dụng lợi ích của phương pháp bình quân giá.',
        '<ul><li>Chọn quỹ ETF, số tiền mỗi kỳ (từ 1.000.000 đồng) và ngày mua trong tháng</li><li>Lệnh mua được đặt tự động trong phiên sáng của ngày đã chọn</li><li>Tạm dừng, thay đổi hoặc hủy kế hoạch bất cứ lúc nào, không mất phí</li></ul>',
        'Phí giao dịch áp dụng theo biểu phí hiện hành. Kết quả đầu tư trong quá khứ không bảo đảm kết quả trong tương lai.',
      ],
      keywords: 'đầu tư định kỳ, chứng chỉ quỹ ETF, tích lũy, APS Mobile',
    },
    en: {
      title: 'Regular ETF investing arrives in the APS Mobile app',
      summary:
        'Investors can schedule automatic monthly purchases of ETF certificates from VND 1 million, paid from their securities account on the day they choose.',
      body: [
        'Regular investing helps investors build wealth steadily, takes the pressure off timing their purchases and makes use of cost averaging.',
        '<ul><li>Choose the ETF, the amount per period (from VND 1,000,000) and the day of the month</li><li>The buy order is placed automatically in the morning session of that day</li><li>Pause, change or cancel the plan at any time, free of charge</li></ul>',
        'Trading fees follow the current fee schedule. Past performance does not guarantee future results.',
      ],
      keywords: 'regular investing, ETF certificates, saving, APS Mobile',
    },
  }),
  article({
    key: 'q3-2026-results',
    product: 'company',
    date: '2026-10-22',
    time: '16:30',
    outstanding: true,
    vi: {
      title: 'An Phát công bố kết quả kinh doanh quý 3/2026',
      summary:
        'Doanh thu hoạt động quý 3/2026 đạt 1.250 tỷ đồng, lợi nhuận trước thuế 410 tỷ đồng, tăng lần lượt 18% và 22% so với cùng kỳ (số liệu minh họa).',
      body: [
        'Công ty Cổ phần Chứng khoán An Phát (APS) vừa công bố báo cáo tài chính quý 3/2026. Số liệu trong bài là số liệu minh họa.',
        '<ul><li>Doanh thu môi giới: 420 tỷ đồng, tăng 25% nhờ thanh khoản thị trường cải thiện</li><li>Lãi từ cho vay ký quỹ: 380 tỷ đồng, dư nợ cuối kỳ đạt 14.200 tỷ đồng</li><li>Lợi nhuận trước thuế: 410 tỷ đồng</li></ul>',
        'Lũy kế 9 tháng, An Phát hoàn thành 82% kế hoạch lợi nhuận năm 2026 đã được Đại hội đồng cổ đông thông qua.',
        'Báo cáo tài chính đầy đủ được đăng tại mục Quan hệ cổ đông và trên trang Báo cáo tài chính của website.',
      ],
      keywords: 'kết quả kinh doanh, quý 3/2026, báo cáo tài chính, APS',
    },
    en: {
      title: 'An Phat reports its third-quarter 2026 results',
      summary:
        'Operating revenue for Q3 2026 reached VND 1,250 billion and profit before tax VND 410 billion, up 18% and 22% year on year (illustrative figures).',
      body: [
        'An Phat Securities JSC (APS) has published its financial statements for the third quarter of 2026. The figures in this article are illustrative.',
        '<ul><li>Brokerage revenue: VND 420 billion, up 25% as market liquidity improved</li><li>Margin lending income: VND 380 billion, with VND 14,200 billion outstanding at quarter end</li><li>Profit before tax: VND 410 billion</li></ul>',
        'For the first nine months, An Phat has reached 82% of the 2026 profit target approved by the General Meeting of Shareholders.',
        'The full financial statements are available under Investor relations and on the Financial statements page of the website.',
      ],
      keywords: 'business results, Q3 2026, financial statements, APS',
    },
  }),
  article({
    key: 'can-tho-branch-move',
    product: 'company',
    date: '2026-10-29',
    vi: {
      slug: 'chi-nhanh-can-tho-chuyen-tru-so-moi',
      title: 'Chi nhánh Cần Thơ chuyển về trụ sở mới tại 09 Hòa Bình, phường Ninh Kiều',
      summary:
        'Từ ngày 2/11/2026, Chi nhánh Cần Thơ phục vụ khách hàng tại trụ sở mới rộng hơn, có phòng tư vấn riêng và khu vực hội thảo cho nhà đầu tư Đồng bằng sông Cửu Long.',
      body: [
        'Chứng khoán An Phát chuyển Chi nhánh Cần Thơ về trụ sở mới nhằm đáp ứng số lượng khách hàng tăng nhanh tại Cần Thơ và các tỉnh lân cận.',
        'Trụ sở mới có quầy giao dịch, phòng tư vấn riêng và khu vực hội thảo 80 chỗ, nơi chi nhánh sẽ tổ chức các buổi chia sẻ kiến thức đầu tư định kỳ.',
        '<ul><li>Địa chỉ: 09 Hòa Bình, phường Ninh Kiều, TP. Cần Thơ</li><li>Điện thoại: 0292 3766 888 (không thay đổi)</li><li>Giờ làm việc: 8:00–17:00, thứ Hai đến thứ Sáu</li></ul>',
      ],
      keywords: 'Chi nhánh Cần Thơ, trụ sở mới, mạng lưới, Đồng bằng sông Cửu Long',
    },
    en: {
      title: 'Can Tho branch moves to new premises at 09 Hoa Binh, Ninh Kieu Ward',
      summary:
        'From 2 November 2026 the Can Tho branch serves clients from larger premises with private advice rooms and a seminar space for Mekong Delta investors.',
      body: [
        'An Phat Securities has moved its Can Tho branch to new premises to keep up with fast-growing client numbers in Can Tho and the neighbouring provinces.',
        'The new office has service counters, private advice rooms and an 80-seat seminar area, where the branch will hold regular investor education sessions.',
        '<ul><li>Address: 09 Hoa Binh, Ninh Kieu Ward, Can Tho</li><li>Phone: 0292 3766 888 (unchanged)</li><li>Opening hours: 8:00–17:00, Monday to Friday</li></ul>',
      ],
      keywords: 'Can Tho branch, new premises, network, Mekong Delta',
    },
  }),
  article({
    key: 'margin-list-november-2026',
    product: 'company',
    date: '2026-11-03',
    vi: {
      title: 'Cập nhật danh mục chứng khoán cho vay ký quỹ tháng 11/2026',
      summary:
        'An Phát bổ sung 12 mã và điều chỉnh tỷ lệ cho vay của 8 mã trong danh mục chứng khoán ký quỹ, áp dụng từ ngày 5/11/2026.',
      body: [
        'Trên cơ sở danh sách chứng khoán đủ điều kiện giao dịch ký quỹ quý 4/2026 do HOSE và HNX công bố, An Phát cập nhật danh mục cho vay ký quỹ như sau (số liệu minh họa).',
        '<ul><li>Bổ sung 12 mã cổ phiếu vốn hóa vừa, tỷ lệ cho vay từ 20% đến 40%</li><li>Nâng tỷ lệ cho vay của 5 mã thuộc rổ VN30 lên 50%</li><li>Giảm tỷ lệ cho vay của 3 mã có biến động giá lớn</li></ul>',
        'Danh mục đầy đủ được đăng trên website giao dịch APS Trade. Quý khách đang sử dụng ký quỹ vui lòng kiểm tra tỷ lệ tài sản để tránh bị gọi bổ sung ký quỹ.',
      ],
      keywords: 'ký quỹ, danh mục cho vay, margin, tỷ lệ cho vay',
    },
    en: {
      title: 'Margin-eligible securities list updated for November 2026',
      summary:
        'An Phat adds 12 stocks and changes the lending ratio of 8 stocks on its margin list, effective 5 November 2026.',
      body: [
        'Based on the fourth-quarter 2026 margin-eligible lists published by HOSE and HNX, An Phat has updated its margin lending list as follows (illustrative figures).',
        '<ul><li>12 mid-cap stocks added, with lending ratios from 20% to 40%</li><li>Lending ratio raised to 50% for 5 VN30 stocks</li><li>Lending ratio lowered for 3 stocks with large price swings</li></ul>',
        'The full list is on the APS Trade website. If you use margin, please check your collateral ratio to avoid a margin call.',
      ],
      keywords: 'margin, lending list, margin ratio',
    },
  }),
  article({
    key: 'impersonation-warning',
    product: 'company',
    date: '2026-11-09',
    outstanding: true,
    vi: {
      title: 'Cảnh báo các tài khoản mạo danh Chứng khoán An Phát trên mạng xã hội',
      summary:
        'Gần đây xuất hiện các nhóm chat và trang mạng xã hội giả danh nhân viên An Phát để mời “đầu tư cam kết lợi nhuận”. An Phát không có hoạt động này.',
      body: [
        'Chứng khoán An Phát nhận được phản ánh về việc một số cá nhân sử dụng tên, logo và hình ảnh của công ty để lập nhóm chat, trang mạng xã hội và website giả mạo.',
        '<h2>Dấu hiệu nhận biết</h2>',
        '<ul><li>Cam kết lợi nhuận cố định hoặc “bao lỗ”</li><li>Yêu cầu chuyển tiền vào tài khoản cá nhân hoặc tài khoản không mang tên An Phát</li><li>Gửi đường link tải ứng dụng không qua App Store hoặc Google Play</li><li>Hỏi mật khẩu, mã OTP hoặc mã xác thực giao dịch</li></ul>',
        'An Phát không bao giờ yêu cầu khách hàng cung cấp mật khẩu hay mã OTP. Tài khoản nhận tiền của khách hàng luôn là tài khoản chứng khoán mang tên chính khách hàng.',
        'Khi nghi ngờ, quý khách vui lòng liên hệ ngay tổng đài 1900 98 9999 hoặc đến điểm giao dịch gần nhất để được xác minh.',
      ],
      keywords: 'cảnh báo lừa đảo, mạo danh, an toàn tài khoản',
    },
    en: {
      title: 'Warning: social media accounts impersonating An Phat Securities',
      summary:
        'Chat groups and social media pages posing as An Phat staff have been offering “guaranteed-return investments”. An Phat offers no such thing.',
      body: [
        'An Phat Securities has received reports that people are using the company’s name, logo and pictures to run fake chat groups, social media pages and websites.',
        '<h2>Warning signs</h2>',
        '<ul><li>A fixed return or a promise to “cover your losses”</li><li>A request to send money to a personal account or an account not in An Phat’s name</li><li>A link to install an app outside the App Store or Google Play</li><li>Questions about your password, OTP or trading PIN</li></ul>',
        'An Phat never asks clients for their password or OTP. Money you deposit always goes to a securities account in your own name.',
        'If in doubt, call 1900 98 9999 straight away or visit your nearest office to check.',
      ],
      keywords: 'fraud warning, impersonation, account security',
    },
  }),
  article({
    key: 'maintenance-14-15-november',
    product: 'company',
    date: '2026-11-12',
    time: '15:30',
    outstanding: true,
    vi: {
      title: 'Thông báo bảo trì hệ thống giao dịch trực tuyến ngày 14–15/11/2026',
      summary:
        'Hệ thống giao dịch trực tuyến tạm dừng từ 20:00 thứ Bảy 14/11 đến 06:00 Chủ nhật 15/11/2026 để nâng cấp hạ tầng.',
      body: [
        'Để nâng cao năng lực xử lý, Chứng khoán An Phát tiến hành bảo trì và nâng cấp hệ thống giao dịch trực tuyến vào cuối tuần.',
        '<ul><li>Thời gian: từ 20:00 ngày 14/11/2026 đến 06:00 ngày 15/11/2026</li><li>Dịch vụ tạm dừng: ứng dụng APS Mobile, website giao dịch APS Trade, đặt lệnh trước và chuyển tiền trực tuyến</li><li>Nạp tiền bằng VietQR vẫn được ghi nhận và hạch toán sau khi hệ thống hoạt động trở lại</li></ul>',
        'Thời gian hoàn tất có thể sớm hơn dự kiến. An Phát xin lỗi vì sự bất tiện và cảm ơn quý khách đã đồng hành.',
      ],
      keywords: 'bảo trì hệ thống, giao dịch trực tuyến, thông báo',
    },
    en: {
      title: 'Online trading maintenance on 14–15 November 2026',
      summary:
        'Online trading is unavailable from 20:00 on Saturday 14 November to 06:00 on Sunday 15 November 2026 while we upgrade our infrastructure.',
      body: [
        'To increase capacity, An Phat Securities will carry out maintenance and upgrades of its online trading system over the weekend.',
        '<ul><li>When: from 20:00 on 14 November 2026 to 06:00 on 15 November 2026</li><li>Unavailable: the APS Mobile app, the APS Trade website, advance orders and online transfers</li><li>VietQR deposits are still received and will be credited once the system is back</li></ul>',
        'The work may finish earlier than planned. We apologise for the inconvenience and thank you for your patience.',
      ],
      keywords: 'system maintenance, online trading, notice',
    },
  }),
  article({
    key: 'outlook-2027-conference',
    product: 'company',
    date: '2026-11-16',
    outstanding: true,
    vi: {
      slug: 'hoi-nghi-nha-dau-tu-trien-vong-2027-tai-ha-noi-va-tp-ho-chi-minh',
      title: 'Hội nghị nhà đầu tư “Triển vọng 2027” tại Hà Nội và TP. Hồ Chí Minh',
      summary:
        'Khối Phân tích An Phát trình bày dự báo kinh tế vĩ mô, dòng vốn và các nhóm ngành triển vọng năm 2027 vào ngày 3/12 tại Hà Nội và ngày 5/12/2026 tại TP. Hồ Chí Minh.',
      body: [
        'Hội nghị thường niên cuối năm của Chứng khoán An Phát giới thiệu báo cáo chiến lược “Triển vọng 2027” và các kịch bản cho thị trường chứng khoán trong năm tới.',
        '<ul><li>Kinh tế vĩ mô: tăng trưởng, lạm phát, tỷ giá và lãi suất</li><li>Dòng vốn ngoại sau năm đầu tiên thị trường được nâng hạng</li><li>Nhóm ngành tiêu điểm: ngân hàng, bán lẻ, công nghiệp và năng lượng</li></ul>',
        'Quý khách đăng ký tham dự qua chuyên viên chăm sóc hoặc tổng đài 1900 98 9999; hội nghị được phát trực tiếp trên website của An Phát.',
      ],
      keywords: 'hội nghị nhà đầu tư, Triển vọng 2027, sự kiện An Phát',
    },
    en: {
      title: '“Outlook 2027” investor conference in Hanoi and Ho Chi Minh City',
      summary:
        'An Phat’s research division presents its forecasts for the economy, capital flows and the sectors to watch in 2027, on 3 December in Hanoi and 5 December 2026 in Ho Chi Minh City.',
      body: [
        'An Phat Securities’ annual year-end conference introduces the “Outlook 2027” strategy report and its scenarios for the stock market next year.',
        '<ul><li>The economy: growth, inflation, the exchange rate and interest rates</li><li>Foreign capital flows after the market’s first year as an upgraded market</li><li>Sectors in focus: banking, retail, industrials and energy</li></ul>',
        'Register through your relationship manager or on 1900 98 9999; the conference is streamed live on the An Phat website.',
      ],
      keywords: 'investor conference, Outlook 2027, An Phat events',
    },
  }),
  article({
    key: 'price-alerts',
    product: 'company',
    date: '2026-11-18',
    vi: {
      title: 'Tính năng mới: danh mục theo dõi và cảnh báo giá trên ứng dụng APS Mobile',
      summary:
        'Nhà đầu tư có thể tạo nhiều danh mục theo dõi, đặt cảnh báo khi giá hoặc khối lượng chạm ngưỡng và nhận thông báo đẩy ngay trên điện thoại.',
      body: [
        'Bản cập nhật tháng 11 của ứng dụng APS Mobile bổ sung công cụ cảnh báo giá, được nhiều khách hàng đề xuất qua khảo sát trải nghiệm năm 2026.',
        '<ul><li>Tối đa 10 danh mục theo dõi, mỗi danh mục 50 mã</li><li>Cảnh báo theo giá, phần trăm thay đổi hoặc khối lượng khớp lệnh</li><li>Nhận thông báo khi có tin công bố thông tin của doanh nghiệp trong danh mục</li></ul>',
        'Quý khách cập nhật ứng dụng lên phiên bản mới nhất trên App Store hoặc Google Play để sử dụng tính năng.',
      ],
      keywords: 'cảnh báo giá, danh mục theo dõi, thông báo đẩy, ứng dụng',
    },
    en: {
      title: 'New in the APS Mobile app: watchlists and price alerts',
      summary:
        'Investors can build several watchlists, set alerts when a price or volume reaches a threshold and get push notifications on their phone.',
      body: [
        'The November update of the APS Mobile app adds price alerts, one of the features clients asked for most in our 2026 experience survey.',
        '<ul><li>Up to 10 watchlists of 50 symbols each</li><li>Alerts on price, percentage change or matched volume</li><li>Notifications when a company in your watchlist publishes a disclosure</li></ul>',
        'Update the app to the latest version on the App Store or Google Play to start using it.',
      ],
      keywords: 'price alerts, watchlist, push notifications, app',
    },
  }),
];
