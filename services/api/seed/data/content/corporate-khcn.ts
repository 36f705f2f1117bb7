import type { IconName } from '@brokerage/shared/validation/icons.ts';
import type { ContentSeed } from '../content-types';
import { type Texts, childIconItem, corporateItem } from './corporate-util';

const category = (key: string, sort: number, icon: IconName, texts: Texts): ContentSeed =>
  corporateItem('khcn_service_category', { key, sort, date: '2025-01-06' }, { icon }, texts);
const service = childIconItem('khcn_service');

const CAT_TRADING = 'khcn-cat-trading';
const CAT_FINANCE = 'khcn-cat-finance';
const CAT_ONLINE = 'khcn-cat-online';
const CAT_ACCOUNT = 'khcn-cat-account';

/** Individual-customer service categories and services (route individualCustomer). */
export const KHCN_CONTENT: ContentSeed[] = [
  category(CAT_TRADING, 1, 'chart-candle', {
    vi: {
      slug: 'giao-dich-chung-khoan',
      title: 'Giao dịch chứng khoán',
      summary:
        'Cổ phiếu, chứng chỉ quỹ, chứng quyền, phái sinh và trái phiếu trên cùng một tài khoản.',
      keywords: 'giao dịch chứng khoán, cổ phiếu, chứng quyền, phái sinh, trái phiếu',
      body: [
        'An Phát là thành viên giao dịch của Sở Giao dịch Chứng khoán TP. Hồ Chí Minh (HOSE) và Sở Giao dịch Chứng khoán Hà Nội (HNX). Với một tài khoản, quý khách giao dịch mọi loại chứng khoán niêm yết và đăng ký giao dịch trên HOSE, HNX và UPCOM.',
        '<ul><li>Cổ phiếu, chứng chỉ quỹ đóng và quỹ ETF</li><li>Chứng quyền có bảo đảm</li><li>Hợp đồng tương lai chỉ số VN30</li><li>Trái phiếu doanh nghiệp niêm yết và phát hành riêng lẻ</li></ul>',
        'Phí giao dịch của từng sản phẩm được công bố tại trang Biểu phí.',
      ],
    },
    en: {
      slug: 'securities-trading',
      title: 'Securities trading',
      summary:
        'Shares, fund certificates, covered warrants, derivatives and bonds from a single account.',
      keywords: 'securities trading, shares, covered warrants, derivatives, bonds',
      body: [
        'An Phat is a trading member of the Ho Chi Minh Stock Exchange (HOSE) and the Hanoi Stock Exchange (HNX). With one account you can trade every security listed or registered for trading on HOSE, HNX and UPCOM.',
        '<ul><li>Shares, closed-end funds and ETFs</li><li>Covered warrants</li><li>VN30 index futures</li><li>Listed and privately placed corporate bonds</li></ul>',
        'The fees for each product are published on the Fees page.',
      ],
    },
  }),
  category(CAT_FINANCE, 2, 'coins', {
    vi: {
      slug: 'dich-vu-tai-chinh',
      title: 'Dịch vụ tài chính',
      summary:
        'Giao dịch ký quỹ, ứng trước tiền bán và các giải pháp giúp đồng vốn của quý khách linh hoạt hơn.',
      keywords: 'dịch vụ tài chính, ký quỹ, margin, ứng trước tiền bán',
      body: [
        'Các dịch vụ tài chính của An Phát giúp quý khách tận dụng cơ hội thị trường mà không phải chờ tiền bán về tài khoản, hoặc gia tăng sức mua dựa trên danh mục chứng khoán đang nắm giữ.',
        'Mọi dịch vụ đều đăng ký trực tuyến trên APS Mobile hoặc website giao dịch, ký hợp đồng điện tử và xác thực bằng mã OTP.',
        'Vay ký quỹ làm tăng cả lợi nhuận lẫn rủi ro. Quý khách vui lòng đọc kỹ điều khoản và theo dõi tỷ lệ ký quỹ của tài khoản hằng ngày.',
      ],
    },
    en: {
      slug: 'financial-services',
      title: 'Financial services',
      summary:
        'Margin trading, cash advances on sales and other ways to make your money work harder.',
      keywords: 'financial services, margin trading, cash advance',
      body: [
        'An Phat’s financial services let you act on market opportunities without waiting for sale proceeds to settle, or increase your buying power against the securities you already hold.',
        'Every service can be set up online in APS Mobile or on the trading website, with an electronic contract confirmed by OTP.',
        'Margin borrowing magnifies both gains and losses. Please read the terms carefully and check your account’s margin ratio every day.',
      ],
    },
  }),
  category(CAT_ONLINE, 3, 'device-desktop-analytics', {
    vi: {
      slug: 'giao-dich-truc-tuyen',
      title: 'Giao dịch trực tuyến',
      summary: 'Đặt lệnh mọi lúc, mọi nơi qua website, ứng dụng di động và tổng đài.',
      keywords: 'giao dịch trực tuyến, APS Trade, APS Mobile, đặt lệnh qua điện thoại',
      body: [
        'Hơn 95% lệnh của khách hàng An Phát được đặt qua các kênh trực tuyến. Cùng một tài khoản đăng nhập, quý khách dùng được cả website APS Trade, ứng dụng APS Mobile và tổng đài đặt lệnh 1900 98 9999.',
        'Các kênh trực tuyến được bảo vệ bằng mật khẩu, mã OTP qua SMS hoặc Smart OTP, và tự động đăng xuất khi không sử dụng.',
        'Phí giao dịch trực tuyến thấp hơn phí giao dịch tại quầy (xem trang Biểu phí).',
      ],
    },
    en: {
      slug: 'online-trading',
      title: 'Online trading',
      summary: 'Trade anytime, anywhere on the website, the mobile app or by phone.',
      keywords: 'online trading, APS Trade, APS Mobile, phone trading',
      body: [
        'More than 95% of An Phat clients’ orders are placed online. With one login you can use the APS Trade website, the APS Mobile app and the 1900 98 9999 phone-trading line.',
        'Online channels are protected by your password, an SMS OTP or Smart OTP, and sign you out automatically when idle.',
        'Online trading fees are lower than counter fees (see the Fees page).',
      ],
    },
  }),
  category(CAT_ACCOUNT, 4, 'user-circle', {
    vi: {
      slug: 'tien-ich-tai-khoan',
      title: 'Tiện ích tài khoản',
      summary: 'Lưu ký, thực hiện quyền, chuyển khoản chứng khoán, thông báo và sao kê.',
      keywords: 'tiện ích tài khoản, lưu ký, thực hiện quyền, sao kê',
      body: [
        'Ngoài giao dịch, An Phát thay quý khách quản lý chứng khoán lưu ký, nhận cổ tức, đăng ký quyền mua và cung cấp đầy đủ sao kê, báo cáo cho mục đích cá nhân và thuế.',
        'Phần lớn tiện ích được thực hiện trực tuyến; một số nghiệp vụ như chuyển quyền sở hữu ngoài sàn cần hồ sơ bản gốc tại quầy giao dịch.',
      ],
    },
    en: {
      slug: 'account-utilities',
      title: 'Account utilities',
      summary: 'Custody, corporate actions, securities transfers, alerts and statements.',
      keywords: 'account utilities, custody, corporate actions, statements',
      body: [
        'Beyond trading, An Phat keeps your securities in custody, collects dividends, registers subscription rights for you and provides the statements and reports you need for your records and taxes.',
        'Most utilities are available online; a few operations, such as off-exchange transfers of ownership, need original documents at a branch.',
      ],
    },
  }),

  // Giao dịch chứng khoán
  service(
    'khcn-stocks',
    CAT_TRADING,
    1,
    'chart-line',
    '2025-01-08',
    {
      vi: {
        slug: 'giao-dich-co-phieu-va-chung-chi-quy',
        title: 'Giao dịch cổ phiếu và chứng chỉ quỹ',
        summary:
          'Mua bán cổ phiếu, chứng chỉ quỹ đóng và quỹ ETF trên HOSE, HNX, UPCOM với phí trực tuyến từ 0,15%.',
        keywords: 'giao dịch cổ phiếu, chứng chỉ quỹ ETF, phí giao dịch',
        body: [
          'Quý khách mua bán cổ phiếu, chứng chỉ quỹ đóng và chứng chỉ quỹ ETF niêm yết trên HOSE, HNX và đăng ký giao dịch trên UPCOM qua website APS Trade, ứng dụng APS Mobile, tổng đài 1900 98 9999 hoặc tại quầy giao dịch.',
          '<h2>Cách thức hoạt động</h2>',
          '<ul><li>Hệ thống kiểm tra sức mua, bước giá và biên độ giá (HOSE ±7%, HNX ±10%, UPCOM ±15% so với giá tham chiếu) trước khi chuyển lệnh tới sở giao dịch.</li><li>Lô chẵn là bội số của 100 cổ phiếu; lệnh lô lẻ từ 1 đến 99 cổ phiếu chỉ khớp với lệnh lô lẻ. Mỗi lệnh trên HOSE tối đa 500.000 cổ phiếu.</li><li>Chứng khoán mua về tài khoản vào ngày T+2; tiền bán được thanh toán vào ngày T+2 hoặc có thể ứng trước ngay từ ngày giao dịch.</li></ul>',
          '<h2>Phí giao dịch (minh họa)</h2>',
          '<table><thead><tr><th>Kênh đặt lệnh</th><th>Phí trên giá trị khớp</th></tr></thead><tbody><tr><td>Trực tuyến (APS Trade, APS Mobile)</td><td>0,10% – 0,15%</td></tr><tr><td>Tại quầy, qua tổng đài</td><td>0,15% – 0,30%</td></tr></tbody></table>',
          'Khi bán chứng khoán, quý khách chịu thuế thu nhập cá nhân 0,1% trên giá trị chuyển nhượng; An Phát khấu trừ và nộp thay. Mức phí theo từng bậc giá trị giao dịch xem tại trang Biểu phí.',
          '<h2>Đăng ký</h2>',
          'Dịch vụ sẵn sàng ngay khi quý khách mở tài khoản chứng khoán tại An Phát, trực tuyến bằng eKYC trong khoảng 10 phút hoặc tại bất kỳ điểm giao dịch nào.',
        ],
      },
      en: {
        slug: 'stocks-and-fund-certificates',
        title: 'Trading shares and fund certificates',
        summary:
          'Buy and sell shares, closed-end funds and ETFs on HOSE, HNX and UPCOM, online from 0.15%.',
        keywords: 'stock trading, ETF, trading fees',
        body: [
          'Buy and sell shares, closed-end fund certificates and ETFs listed on HOSE and HNX or registered on UPCOM through the APS Trade website, the APS Mobile app, the 1900 98 9999 phone line or at a branch counter.',
          '<h2>How it works</h2>',
          '<ul><li>Each order is checked against your buying power, the tick size and the daily price band (±7% on HOSE, ±10% on HNX and ±15% on UPCOM around the reference price) before it goes to the exchange.</li><li>Round lots are multiples of 100 shares; odd-lot orders of 1 to 99 shares match only other odd-lot orders. A single HOSE order is capped at 500,000 shares.</li><li>Shares you buy arrive on T+2; sale proceeds settle on T+2, or you can take a cash advance from the trade date.</li></ul>',
          '<h2>Trading fees (illustrative)</h2>',
          '<table><thead><tr><th>Channel</th><th>Fee on matched value</th></tr></thead><tbody><tr><td>Online (APS Trade, APS Mobile)</td><td>0.10% – 0.15%</td></tr><tr><td>At the counter or by phone</td><td>0.15% – 0.30%</td></tr></tbody></table>',
          'When you sell, personal income tax of 0.1% of the sale value applies; An Phat withholds and pays it for you. Fees by value band are listed on the Fees page.',
          '<h2>How to sign up</h2>',
          'The service is ready as soon as you open a securities account with An Phat, online by eKYC in about ten minutes or at any of our offices.',
        ],
      },
    },
    true,
  ),
  service('khcn-covered-warrants', CAT_TRADING, 2, 'certificate', '2025-02-11', {
    vi: {
      slug: 'giao-dich-chung-quyen-co-bao-dam',
      title: 'Giao dịch chứng quyền có bảo đảm',
      summary:
        'Hưởng lợi từ biến động giá cổ phiếu cơ sở với số vốn nhỏ, rủi ro tối đa bằng số tiền bỏ ra.',
      keywords: 'chứng quyền có bảo đảm, covered warrant, CW',
      body: [
        'Chứng quyền có bảo đảm (CW) cho phép quý khách hưởng lợi khi giá cổ phiếu cơ sở tăng với số vốn nhỏ hơn nhiều so với mua trực tiếp cổ phiếu. Chứng quyền do công ty chứng khoán phát hành và niêm yết trên HOSE.',
        '<h2>Đọc mã chứng quyền</h2>',
        'Mã gồm chữ C, ba chữ cái của cổ phiếu cơ sở, hai số cuối của năm phát hành và số đợt phát hành. Ví dụ: CFPT2601 là chứng quyền trên cổ phiếu FPT, phát hành năm 2026, đợt 01.',
        '<h2>Điểm cần lưu ý</h2>',
        '<ul><li>Giá hòa vốn = giá thực hiện + giá chứng quyền × tỷ lệ chuyển đổi.</li><li>Bước giá 10 đồng, lô giao dịch 100 chứng quyền, thanh toán T+2 như cổ phiếu.</li><li>Chứng quyền ngừng giao dịch 2 ngày làm việc trước ngày đáo hạn; khi đáo hạn, người nắm giữ nhận khoản chênh lệch bằng tiền nếu chứng quyền có lãi.</li><li>Chứng quyền có thể mất toàn bộ giá trị nếu giá cổ phiếu cơ sở không vượt giá thực hiện.</li></ul>',
        'Ví dụ minh họa: chứng quyền có giá thực hiện 120.000 đồng, tỷ lệ chuyển đổi 10:1, giá mua 2.000 đồng thì giá hòa vốn là 120.000 + 2.000 × 10 = 140.000 đồng.',
        'Phí giao dịch chứng quyền áp dụng như cổ phiếu (minh họa: 0,15% giá trị khớp khi đặt lệnh trực tuyến). Quý khách giao dịch ngay trên tài khoản chứng khoán thường, không cần đăng ký thêm; thông tin từng mã có tại Trung tâm phân tích.',
      ],
    },
    en: {
      slug: 'covered-warrant-trading',
      title: 'Covered warrant trading',
      summary:
        'Gain from moves in an underlying share with little capital; the most you can lose is what you paid.',
      keywords: 'covered warrants, CW',
      body: [
        'A covered warrant (CW) lets you profit when the underlying share rises, for much less capital than buying the share itself. Warrants are issued by securities companies and listed on HOSE.',
        '<h2>Reading a warrant code</h2>',
        'The code is C, the three-letter underlying symbol, the last two digits of the issue year and the issue round. For example, CFPT2601 is a warrant on FPT shares issued in 2026, round 01.',
        '<h2>Points to note</h2>',
        '<ul><li>Break-even price = exercise price + warrant price × conversion ratio.</li><li>Tick size 10 VND, trading lot 100 warrants, T+2 settlement as for shares.</li><li>Trading stops two working days before maturity; at maturity holders of an in-the-money warrant receive the difference in cash.</li><li>A warrant can expire worthless if the underlying stays below the exercise price.</li></ul>',
        'Illustrative example: with an exercise price of 120,000 VND, a 10:1 conversion ratio and a warrant bought at 2,000 VND, the break-even price is 120,000 + 2,000 × 10 = 140,000 VND.',
        'Warrants carry the same fees as shares (illustrative: 0.15% of matched value online). You trade them from your ordinary securities account with no extra sign-up; details of every warrant are in the Analysis Centre.',
      ],
    },
  }),
  service('khcn-derivatives', CAT_TRADING, 3, 'chart-dots', '2025-03-04', {
    vi: {
      slug: 'giao-dich-chung-khoan-phai-sinh',
      title: 'Giao dịch chứng khoán phái sinh',
      summary:
        'Hợp đồng tương lai chỉ số VN30: phòng ngừa rủi ro danh mục hoặc đầu tư theo xu hướng thị trường, cả chiều tăng và giảm.',
      keywords: 'phái sinh, hợp đồng tương lai, VN30F',
      body: [
        'Hợp đồng tương lai chỉ số VN30 được giao dịch trên HNX và thanh toán qua Tổng công ty Lưu ký và Bù trừ chứng khoán Việt Nam (VSDC). Quý khách có thể mở vị thế mua (long) khi kỳ vọng thị trường tăng hoặc vị thế bán (short) khi kỳ vọng thị trường giảm.',
        '<h2>Đặc điểm hợp đồng</h2>',
        '<ul><li>Hệ số nhân 100.000 đồng cho mỗi điểm chỉ số; bước giá 0,1 điểm.</li><li>Bốn kỳ hạn cùng lưu hành: tháng hiện tại, tháng kế tiếp và hai tháng cuối quý gần nhất.</li><li>Ngày giao dịch cuối cùng là ngày thứ Năm thứ ba của tháng đáo hạn; hợp đồng thanh toán bằng tiền.</li><li>Thời gian giao dịch: ATO 8:45–9:00, liên tục 9:00–11:30 và 13:00–14:30, ATC 14:30–14:45.</li></ul>',
        '<h2>Ký quỹ và thanh toán lãi lỗ</h2>',
        'Trước khi đặt lệnh, quý khách nộp tiền ký quỹ ban đầu theo tỷ lệ do VSDC quy định từng thời kỳ. Lãi lỗ vị thế được tính theo giá thanh toán cuối ngày và thanh toán hằng ngày vào tài khoản ký quỹ. Ví dụ minh họa: mua 1 hợp đồng ở 1.350,0 điểm, giá thanh toán cuối ngày 1.362,5 điểm, lãi trong ngày là 12,5 × 100.000 = 1.250.000 đồng.',
        '<h2>Phí (minh họa)</h2>',
        '<ul><li>Phí môi giới An Phát: 3.000 đồng/hợp đồng khi đặt lệnh trực tuyến.</li><li>Phí giao dịch trả Sở giao dịch: 2.700 đồng/hợp đồng.</li><li>Phí quản lý vị thế trả VSDC: 2.550 đồng/hợp đồng/tài khoản/ngày.</li></ul>',
        'Để đăng ký, quý khách cần có tài khoản chứng khoán cơ sở tại An Phát, sau đó mở tài khoản phái sinh trên APS Mobile (mục Tiện ích › Mở tài khoản phái sinh) và nộp ký quỹ. Tài khoản được kích hoạt trong ngày làm việc.',
      ],
    },
    en: {
      slug: 'derivatives-trading',
      title: 'Derivatives trading',
      summary:
        'VN30 index futures: hedge your portfolio or trade the market’s direction, up or down.',
      keywords: 'derivatives, futures, VN30F',
      body: [
        'VN30 index futures trade on HNX and clear through the Vietnam Securities Depository and Clearing Corporation (VSDC). You can open a long position if you expect the market to rise or a short position if you expect it to fall.',
        '<h2>Contract features</h2>',
        '<ul><li>Multiplier of 100,000 VND per index point; tick size 0.1 point.</li><li>Four maturities at a time: the current month, the next month and the next two quarter-end months.</li><li>The last trading day is the third Thursday of the maturity month; contracts settle in cash.</li><li>Trading hours: ATO 8:45–9:00, continuous 9:00–11:30 and 13:00–14:30, ATC 14:30–14:45.</li></ul>',
        '<h2>Margin and daily settlement</h2>',
        'Before placing an order you deposit initial margin at the rate VSDC sets from time to time. Positions are marked to the daily settlement price and gains or losses are settled every day in the margin account. Illustrative example: buy 1 contract at 1,350.0 points; if the settlement price is 1,362.5, the day’s gain is 12.5 × 100,000 = 1,250,000 VND.',
        '<h2>Fees (illustrative)</h2>',
        '<ul><li>An Phat brokerage fee: 3,000 VND per contract online.</li><li>Exchange trading fee: 2,700 VND per contract.</li><li>VSDC position management fee: 2,550 VND per contract per account per day.</li></ul>',
        'To sign up you need an An Phat securities account; then open a derivatives account in APS Mobile (Utilities › Open derivatives account) and deposit margin. The account is activated within the working day.',
      ],
    },
  }),
  service('khcn-corporate-bonds', CAT_TRADING, 4, 'coins', '2025-04-15', {
    vi: {
      slug: 'dau-tu-trai-phieu-doanh-nghiep',
      title: 'Đầu tư trái phiếu doanh nghiệp',
      summary:
        'Thu nhập cố định từ trái phiếu doanh nghiệp do An Phát phân phối, nắm giữ đến đáo hạn hoặc bán lại linh hoạt.',
      keywords: 'trái phiếu doanh nghiệp, lợi suất, nhà đầu tư chuyên nghiệp',
      body: [
        'An Phát phân phối trái phiếu doanh nghiệp đã được thẩm định, với lãi suất coupon cố định hoặc thả nổi và kỳ trả lãi 6 hoặc 12 tháng. Mệnh giá mỗi trái phiếu là 100.000 đồng; quý khách mua từ 1 trái phiếu.',
        '<h2>Hai cách nắm giữ</h2>',
        '<ul><li><strong>Nắm giữ đến đáo hạn:</strong> nhận đủ tiền lãi theo kỳ và gốc khi đáo hạn.</li><li><strong>Linh hoạt:</strong> đăng ký ngày bán dự kiến; An Phát giới thiệu người mua hoặc nhận mua lại theo giá công bố tại thời điểm bán.</li></ul>',
        '<h2>Điều kiện</h2>',
        'Trái phiếu phát hành ra công chúng và niêm yết được mọi nhà đầu tư giao dịch. Trái phiếu phát hành riêng lẻ chỉ dành cho nhà đầu tư chứng khoán chuyên nghiệp, ví dụ cá nhân nắm giữ danh mục chứng khoán niêm yết có giá trị bình quân tối thiểu 2 tỷ đồng trong 180 ngày, theo Luật Chứng khoán.',
        'Ví dụ minh họa: mua 1.000 trái phiếu mệnh giá 100.000 đồng, lãi suất 9,8%/năm trả 6 tháng một lần, mỗi kỳ quý khách nhận 100.000.000 × 9,8% ÷ 2 = 4.900.000 đồng trước thuế thu nhập cá nhân 5%.',
        'Trái phiếu không phải tiền gửi ngân hàng và không được bảo hiểm tiền gửi; quý khách chịu rủi ro tín dụng của tổ chức phát hành. Danh sách mã đang phân phối và mẫu đăng ký có tại trang Trái phiếu doanh nghiệp.',
      ],
    },
    en: {
      slug: 'corporate-bond-investment',
      title: 'Corporate bond investment',
      summary:
        'Fixed income from corporate bonds distributed by An Phat, held to maturity or sold flexibly.',
      keywords: 'corporate bonds, yield, professional investors',
      body: [
        'An Phat distributes corporate bonds it has reviewed, with fixed or floating coupons paid every 6 or 12 months. Each bond has a par value of 100,000 VND and you can buy from a single bond.',
        '<h2>Two ways to hold</h2>',
        '<ul><li><strong>Hold to maturity:</strong> receive every coupon and your principal at maturity.</li><li><strong>Flexible:</strong> choose an expected sale date; An Phat finds a buyer or buys the bonds back at the price published on the day.</li></ul>',
        '<h2>Who can invest</h2>',
        'Publicly offered, listed bonds are open to every investor. Privately placed bonds are reserved for professional securities investors, for example individuals whose listed securities portfolio averaged at least 2 billion VND over 180 days, as the Securities Law defines.',
        'Illustrative example: 1,000 bonds at 100,000 VND par with a 9.8% coupon paid twice a year give 100,000,000 × 9.8% ÷ 2 = 4,900,000 VND each period, before 5% personal income tax.',
        'Bonds are not bank deposits and are not covered by deposit insurance; you bear the issuer’s credit risk. The bonds on offer and the registration form are on the Corporate bonds page.',
      ],
    },
  }),

  // Dịch vụ tài chính
  service(
    'khcn-margin',
    CAT_FINANCE,
    1,
    'percentage',
    '2025-01-20',
    {
      vi: {
        slug: 'giao-dich-ky-quy',
        title: 'Giao dịch ký quỹ',
        summary: 'Tăng sức mua tới gấp đôi với danh mục hơn 300 mã, lãi suất minh họa từ 9,9%/năm.',
        keywords: 'giao dịch ký quỹ, margin, lãi suất ký quỹ',
        body: [
          'Giao dịch ký quỹ (margin) cho phép quý khách vay tiền An Phát để mua chứng khoán, dùng chính chứng khoán trong tài khoản làm tài sản bảo đảm. Danh mục chứng khoán được phép ký quỹ gồm hơn 300 mã và được cập nhật hằng tuần.',
          '<h2>Cách thức hoạt động</h2>',
          '<ul><li><strong>Tỷ lệ ký quỹ ban đầu</strong> tối thiểu 50%: với 100 triệu đồng vốn tự có, quý khách mua được tối đa 200 triệu đồng chứng khoán.</li><li><strong>Tỷ lệ ký quỹ duy trì</strong> 40% (minh họa): khi tỷ lệ thấp hơn, An Phát gửi thông báo bổ sung ký quỹ qua SMS, email và ứng dụng.</li><li><strong>Tỷ lệ xử lý</strong> 30% (minh họa): nếu quý khách không nộp thêm tiền hoặc bán bớt, An Phát bán chứng khoán để thu hồi nợ.</li></ul>',
          '<h2>Lãi suất (minh họa)</h2>',
          'Lãi suất gói Tiêu chuẩn là 12,5%/năm, gói Ưu đãi từ 9,9%/năm, tính trên dư nợ thực tế từng ngày. Thời hạn mỗi khoản vay tối đa 90 ngày và được gia hạn một lần nếu mã vẫn trong danh mục ký quỹ. Ví dụ: vay 100.000.000 đồng trong 10 ngày với lãi suất 12,5%/năm, tiền lãi là 100.000.000 × 12,5% × 10 ÷ 365 ≈ 342.466 đồng.',
          '<h2>Điều kiện và đăng ký</h2>',
          'Khách hàng cá nhân từ đủ 18 tuổi, có tài khoản chứng khoán tại An Phát và không có nợ quá hạn. Quý khách đăng ký trên APS Mobile (mục Dịch vụ tài chính › Giao dịch ký quỹ), đọc và ký hợp đồng điện tử bằng mã OTP; tiểu khoản ký quỹ được kích hoạt trong ngày làm việc.',
        ],
      },
      en: {
        slug: 'margin-trading',
        title: 'Margin trading',
        summary:
          'Up to double your buying power on more than 300 symbols, at illustrative rates from 9.9% a year.',
        keywords: 'margin trading, margin loan, margin interest',
        body: [
          'Margin trading lets you borrow from An Phat to buy securities, using the securities in your account as collateral. More than 300 symbols are eligible, and the list is reviewed every week.',
          '<h2>How it works</h2>',
          '<ul><li><strong>Initial margin ratio</strong> of at least 50%: with 100 million VND of your own money you can buy up to 200 million VND of securities.</li><li><strong>Maintenance ratio</strong> of 40% (illustrative): below it, An Phat sends a margin call by SMS, email and in the app.</li><li><strong>Liquidation ratio</strong> of 30% (illustrative): if you neither deposit cash nor sell, An Phat sells securities to recover the loan.</li></ul>',
          '<h2>Interest (illustrative)</h2>',
          'The Standard package costs 12.5% a year and the Preferential package from 9.9% a year, charged daily on the actual balance. Each loan runs for up to 90 days and can be extended once while the symbol stays eligible. Example: borrowing 100,000,000 VND for 10 days at 12.5% a year costs 100,000,000 × 12.5% × 10 ÷ 365 ≈ 342,466 VND.',
          '<h2>Eligibility and sign-up</h2>',
          'Individuals aged 18 or over with an An Phat securities account and no overdue debt. Sign up in APS Mobile (Financial services › Margin trading), read and sign the electronic contract with an OTP; the margin sub-account is activated within the working day.',
        ],
      },
    },
    true,
  ),
  service(
    'khcn-cash-advance',
    CAT_FINANCE,
    2,
    'cash',
    '2025-01-22',
    {
      vi: {
        slug: 'ung-truoc-tien-ban',
        title: 'Ứng trước tiền bán chứng khoán',
        summary:
          'Nhận tiền bán ngay trong ngày giao dịch thay vì chờ đến T+2, phí minh họa 0,035%/ngày.',
        keywords: 'ứng trước tiền bán, ứng tiền, T+2',
        body: [
          'Tiền bán chứng khoán được thanh toán vào ngày T+2. Với dịch vụ ứng trước, quý khách nhận khoản tiền này ngay sau khi lệnh bán khớp để mua chứng khoán khác hoặc rút về ngân hàng.',
          '<h2>Số tiền và phí</h2>',
          '<ul><li>Số tiền ứng tối đa bằng giá trị bán đã khớp trừ phí giao dịch, thuế thu nhập cá nhân và phí ứng trước.</li><li>Phí ứng trước minh họa 0,035%/ngày (khoảng 12,8%/năm), tính theo số ngày thực tế từ ngày ứng đến ngày tiền về, tối thiểu 20.000 đồng/lần.</li><li>Bán vào thứ Năm thì tiền về thứ Hai tuần sau, nên số ngày tính phí là 4 ngày.</li></ul>',
          'Ví dụ minh họa: bán 200.000.000 đồng cổ phiếu trực tuyến vào thứ Hai, số tiền thực nhận sau phí 0,15% và thuế 0,1% là 199.500.000 đồng. Ứng trước ngay trong ngày, phí là 199.500.000 × 0,035% × 2 = 139.650 đồng.',
          '<h2>Ứng trước tự động</h2>',
          'Khi đăng ký ứng trước tự động, hệ thống tự ứng tiền bán chờ về mỗi khi sức mua không đủ để khớp lệnh mua, và chỉ ứng đúng số tiền còn thiếu.',
          'Dịch vụ ứng trước thủ công có sẵn cho mọi tài khoản, thực hiện trên APS Mobile hoặc website từ 8:00 đến 16:30 các ngày làm việc. Ứng trước tự động đăng ký tại mục Dịch vụ tài chính › Ứng trước tiền bán.',
        ],
      },
      en: {
        slug: 'cash-advance-on-sales',
        title: 'Cash advance on sales',
        summary:
          'Get your sale proceeds on the trade date instead of waiting for T+2, for an illustrative 0.035% a day.',
        keywords: 'cash advance, sale proceeds, T+2',
        body: [
          'Sale proceeds settle on T+2. With a cash advance you receive them as soon as your sell order is matched, to buy other securities or withdraw to your bank.',
          '<h2>Amount and fee</h2>',
          '<ul><li>You can advance up to the matched sale value less trading fees, personal income tax and the advance fee.</li><li>The illustrative advance fee is 0.035% a day (about 12.8% a year), charged for the actual days from the advance to settlement, with a minimum of 20,000 VND per advance.</li><li>If you sell on a Thursday the money settles on the following Monday, so four days are charged.</li></ul>',
          'Illustrative example: you sell 200,000,000 VND of shares online on a Monday and net 199,500,000 VND after the 0.15% fee and 0.1% tax. Advancing it the same day costs 199,500,000 × 0.035% × 2 = 139,650 VND.',
          '<h2>Automatic advance</h2>',
          'With automatic advance, whenever your buying power falls short of a buy order, the system advances pending sale proceeds, and only the amount missing.',
          'Manual advances are available on every account in APS Mobile or on the website from 8:00 to 16:30 on working days. Sign up for automatic advance under Financial services › Cash advance.',
        ],
      },
    },
    true,
  ),
  service('khcn-idle-cash', CAT_FINANCE, 3, 'wallet', '2025-05-06', {
    vi: {
      slug: 'sinh-loi-tien-nhan-roi',
      title: 'Sinh lời tiền nhàn rỗi',
      summary:
        'Số dư tiền trong tài khoản tự động hưởng lãi không kỳ hạn, vẫn sẵn sàng để mua chứng khoán bất cứ lúc nào.',
      keywords: 'tiền nhàn rỗi, lãi không kỳ hạn, số dư tiền',
      body: [
        'Tiền của quý khách tại An Phát được quản lý trên tài khoản chuyên dụng mở tại ngân hàng thương mại, tách biệt với tiền của công ty. Số dư chưa sử dụng được tính lãi không kỳ hạn mà không cần đăng ký.',
        '<ul><li>Lãi suất minh họa: 0,5%/năm, tính trên số dư cuối ngày.</li><li>Tiền lãi được cộng vào tài khoản vào ngày làm việc cuối cùng của tháng.</li><li>Tiền vẫn dùng được ngay để đặt lệnh mua, nộp ký quỹ hay rút về ngân hàng.</li></ul>',
        'Ví dụ minh họa: số dư bình quân 50.000.000 đồng trong 30 ngày, tiền lãi nhận được là 50.000.000 × 0,5% × 30 ÷ 365 ≈ 20.548 đồng.',
        'Lãi suất có thể thay đổi theo lãi suất tiền gửi không kỳ hạn của ngân hàng và được thông báo trên website trước khi áp dụng.',
      ],
    },
    en: {
      slug: 'interest-on-idle-cash',
      title: 'Interest on idle cash',
      summary:
        'Cash in your account earns demand-deposit interest automatically and stays ready to invest at any time.',
      keywords: 'idle cash, interest, cash balance',
      body: [
        'Your money at An Phat is held in a dedicated account at a commercial bank, separate from the company’s own money. Any unused balance earns demand-deposit interest with no sign-up.',
        '<ul><li>Illustrative rate: 0.5% a year on the end-of-day balance.</li><li>Interest is credited on the last working day of each month.</li><li>The money stays available for buy orders, margin deposits or withdrawals.</li></ul>',
        'Illustrative example: an average balance of 50,000,000 VND over 30 days earns 50,000,000 × 0.5% × 30 ÷ 365 ≈ 20,548 VND.',
        'The rate follows the banks’ demand-deposit rates and any change is announced on the website before it applies.',
      ],
    },
  }),
  service('khcn-open-ended-funds', CAT_FINANCE, 4, 'chart-pie', '2025-06-10', {
    vi: {
      slug: 'dau-tu-chung-chi-quy-mo',
      title: 'Đầu tư chứng chỉ quỹ mở',
      summary:
        'Đầu tư định kỳ vào quỹ cổ phiếu, quỹ trái phiếu do các công ty quản lý quỹ uy tín vận hành, chỉ từ 1 triệu đồng.',
      keywords: 'chứng chỉ quỹ mở, đầu tư định kỳ, quỹ trái phiếu',
      body: [
        'An Phát là đại lý phân phối chứng chỉ quỹ mở của các công ty quản lý quỹ được Ủy ban Chứng khoán Nhà nước cấp phép. Quý khách đặt mua, bán và theo dõi giá trị tài sản ròng (NAV) ngay trên APS Mobile.',
        '<h2>Cách thức hoạt động</h2>',
        '<ul><li>Lệnh mua, bán được khớp theo NAV tại ngày giao dịch của quỹ (hằng ngày hoặc hằng tuần tùy quỹ).</li><li>Chương trình đầu tư định kỳ: tự động mua hằng tháng từ 1.000.000 đồng.</li><li>Phí phát hành, phí mua lại do từng quỹ quy định, minh họa từ 0% đến 1% tùy thời gian nắm giữ.</li></ul>',
        'Ví dụ minh họa: đầu tư 2.000.000 đồng mỗi tháng vào quỹ trái phiếu có NAV 12.500 đồng/đơn vị, quý khách nhận 160 đơn vị quỹ trong tháng đó.',
        'Quý khách đăng ký trực tuyến tại mục Sản phẩm đầu tư › Chứng chỉ quỹ, đọc bản cáo bạch và điều lệ quỹ trước khi đầu tư. Giá trị chứng chỉ quỹ có thể tăng hoặc giảm.',
      ],
    },
    en: {
      slug: 'open-ended-fund-investment',
      title: 'Open-ended fund investment',
      summary:
        'Invest regularly in equity and bond funds run by reputable fund managers, from 1 million VND.',
      keywords: 'open-ended funds, regular investment, bond funds',
      body: [
        'An Phat is a distribution agent for open-ended funds of fund management companies licensed by the State Securities Commission. You buy, sell and follow each fund’s net asset value (NAV) in APS Mobile.',
        '<h2>How it works</h2>',
        '<ul><li>Orders are filled at the NAV of the fund’s dealing day (daily or weekly, depending on the fund).</li><li>Regular investment plan: an automatic monthly purchase from 1,000,000 VND.</li><li>Subscription and redemption fees are set by each fund, illustratively from 0% to 1% depending on the holding period.</li></ul>',
        'Illustrative example: investing 2,000,000 VND a month in a bond fund with a NAV of 12,500 VND per unit buys 160 units that month.',
        'Sign up online under Investment products › Funds, and read the fund’s prospectus and charter before investing. Fund values can go down as well as up.',
      ],
    },
  }),

  // Giao dịch trực tuyến
  service(
    'khcn-aps-trade',
    CAT_ONLINE,
    1,
    'device-desktop-analytics',
    '2025-02-03',
    {
      vi: {
        slug: 'nen-tang-giao-dich-aps-trade',
        title: 'Nền tảng giao dịch APS Trade',
        summary:
          'Bảng giá thời gian thực, đặt lệnh nhanh, biểu đồ kỹ thuật và quản lý danh mục trên trình duyệt.',
        keywords: 'APS Trade, giao dịch trực tuyến, bảng giá',
        body: [
          'APS Trade là nền tảng giao dịch trên trình duyệt dành cho nhà đầu tư cần màn hình lớn: bảng giá, sổ lệnh, danh mục và biểu đồ trên cùng một trang.',
          '<h2>Tính năng chính</h2>',
          '<ul><li>Bảng giá cập nhật theo thời gian thực cho HOSE, HNX, UPCOM, chứng quyền và phái sinh.</li><li>Đặt lệnh trực tiếp từ bảng giá, đặt nhiều lệnh cùng lúc, lệnh điều kiện.</li><li>Biểu đồ kỹ thuật với hơn 50 chỉ báo, lưu bố cục theo tài khoản.</li><li>Báo cáo lãi lỗ, sao kê tiền và chứng khoán, tra cứu lịch sử lệnh.</li></ul>',
          '<h2>Bảo mật</h2>',
          'Quý khách đăng nhập bằng số tài khoản (ví dụ 009C123456) và mật khẩu, hoặc đăng nhập một lần (SSO) từ website An Phát. Lệnh đặt được xác thực bằng OTP qua SMS hoặc Smart OTP; phiên đăng nhập tự kết thúc sau 15 phút không thao tác.',
          'APS Trade hoạt động tốt nhất trên hai phiên bản mới nhất của Chrome, Edge, Firefox và Safari. Dịch vụ miễn phí và được kích hoạt cùng tài khoản chứng khoán.',
        ],
      },
      en: {
        slug: 'aps-trade-web-platform',
        title: 'APS Trade web platform',
        summary:
          'Live price board, fast order entry, technical charts and portfolio management in your browser.',
        keywords: 'APS Trade, online trading, price board',
        body: [
          'APS Trade is the browser platform for investors who want a large screen: price board, order book, portfolio and charts on one page.',
          '<h2>Main features</h2>',
          '<ul><li>A real-time price board for HOSE, HNX, UPCOM, covered warrants and derivatives.</li><li>Orders straight from the board, basket orders and conditional orders.</li><li>Technical charts with more than 50 indicators and layouts saved to your account.</li><li>Profit-and-loss reports, cash and securities statements, and order history.</li></ul>',
          '<h2>Security</h2>',
          'Log in with your account number (for example 009C123456) and password, or with single sign-on (SSO) from the An Phat website. Orders are confirmed with an SMS OTP or Smart OTP, and the session ends after 15 minutes without activity.',
          'APS Trade works best on the two latest versions of Chrome, Edge, Firefox and Safari. It is free and comes with every securities account.',
        ],
      },
    },
    true,
  ),
  service(
    'khcn-aps-mobile',
    CAT_ONLINE,
    2,
    'device-mobile',
    '2025-02-05',
    {
      vi: {
        slug: 'ung-dung-aps-mobile',
        title: 'Ứng dụng APS Mobile',
        summary:
          'Giao dịch, nộp rút tiền, đăng ký dịch vụ và nhận cảnh báo giá ngay trên điện thoại.',
        keywords: 'APS Mobile, ứng dụng chứng khoán, Smart OTP',
        body: [
          'APS Mobile đưa toàn bộ tài khoản chứng khoán lên điện thoại: đặt lệnh cơ sở và phái sinh, nộp rút tiền, đăng ký quyền mua, ký quỹ và ứng trước, xem báo cáo phân tích.',
          '<h2>Điểm nổi bật</h2>',
          '<ul><li>Đăng nhập bằng vân tay hoặc khuôn mặt.</li><li>Smart OTP tích hợp, không cần chờ tin nhắn SMS.</li><li>Cảnh báo giá, khối lượng và thông báo khớp lệnh tức thì.</li><li>Ký hợp đồng điện tử ngay sau khi mở tài khoản bằng eKYC.</li></ul>',
          '<h2>Cài đặt</h2>',
          '<ol><li>Tải APS Mobile từ App Store (iOS 13 trở lên) hoặc Google Play (Android 8.0 trở lên).</li><li>Đăng nhập bằng số tài khoản và mật khẩu An Phát đã gửi qua email khi mở tài khoản.</li><li>Đổi mật khẩu lần đầu và kích hoạt Smart OTP theo hướng dẫn trên màn hình.</li></ol>',
          'Ứng dụng miễn phí. Phí giao dịch áp dụng mức trực tuyến, thấp hơn giao dịch tại quầy.',
        ],
      },
      en: {
        slug: 'aps-mobile-app',
        title: 'APS Mobile app',
        summary: 'Trade, move money, sign up for services and get price alerts on your phone.',
        keywords: 'APS Mobile, securities app, Smart OTP',
        body: [
          'APS Mobile puts your whole securities account on your phone: equity and derivatives orders, deposits and withdrawals, rights subscriptions, margin and cash advances, and research reports.',
          '<h2>Highlights</h2>',
          '<ul><li>Log in with your fingerprint or face.</li><li>Built-in Smart OTP, with no waiting for an SMS.</li><li>Instant price and volume alerts and order-match notifications.</li><li>Sign your electronic contract right after opening an account by eKYC.</li></ul>',
          '<h2>Getting started</h2>',
          '<ol><li>Download APS Mobile from the App Store (iOS 13 or later) or Google Play (Android 8.0 or later).</li><li>Log in with the account number and password An Phat emailed you when you opened the account.</li><li>Change the password on first login and activate Smart OTP as the screens guide you.</li></ol>',
          'The app is free. Online fee rates apply, which are lower than counter rates.',
        ],
      },
    },
    true,
  ),
  service('khcn-phone-trading', CAT_ONLINE, 3, 'headset', '2025-02-07', {
    vi: {
      slug: 'dat-lenh-qua-tong-dai',
      title: 'Đặt lệnh qua tổng đài',
      summary:
        'Gọi 1900 98 9999 để đặt, sửa, hủy lệnh với chuyên viên khi không tiện dùng máy tính hay ứng dụng.',
      keywords: 'đặt lệnh qua điện thoại, tổng đài, 1900 98 9999',
      body: [
        'Khi đang di chuyển hoặc không truy cập được internet, quý khách gọi tổng đài 1900 98 9999 (nhánh 1) để chuyên viên đặt lệnh thay trong giờ giao dịch, từ 8:30 đến 15:00 các ngày làm việc.',
        '<h2>Quy trình</h2>',
        '<ol><li>Gọi từ số điện thoại đã đăng ký với An Phát.</li><li>Cung cấp số tài khoản, họ tên và mã PIN giao dịch qua điện thoại để xác thực.</li><li>Đọc lệnh: mua hay bán, mã chứng khoán, khối lượng, giá hoặc loại lệnh.</li><li>Chuyên viên đọc lại lệnh; quý khách xác nhận "Đồng ý" để lệnh được chuyển đi.</li></ol>',
        'Mọi cuộc gọi đặt lệnh đều được ghi âm và lưu trữ làm căn cứ đối chiếu. Kết quả khớp lệnh được gửi qua SMS và ứng dụng.',
        'Phí giao dịch qua tổng đài áp dụng mức tại quầy (minh họa từ 0,15% đến 0,30% giá trị khớp). Mã PIN giao dịch qua điện thoại được cấp khi mở tài khoản và có thể đổi trên APS Mobile.',
      ],
    },
    en: {
      slug: 'phone-trading',
      title: 'Phone trading',
      summary:
        'Call 1900 98 9999 to place, amend or cancel orders with a broker when a computer or the app is not handy.',
      keywords: 'phone trading, hotline, 1900 98 9999',
      body: [
        'When you are on the move or offline, call 1900 98 9999 (option 1) and a broker will place your orders during trading hours, from 8:30 to 15:00 on working days.',
        '<h2>How it works</h2>',
        '<ol><li>Call from the phone number registered with An Phat.</li><li>Give your account number, full name and phone-trading PIN to verify your identity.</li><li>State the order: buy or sell, symbol, quantity, and price or order type.</li><li>The broker reads the order back; say "I agree" to send it.</li></ol>',
        'Every order call is recorded and kept as evidence. Match results reach you by SMS and in the app.',
        'Phone orders carry the counter fee (illustrative: 0.15% to 0.30% of matched value). Your phone-trading PIN is issued when you open your account and can be changed in APS Mobile.',
      ],
    },
  }),
  service('khcn-conditional-orders', CAT_ONLINE, 4, 'target', '2025-07-14', {
    vi: {
      slug: 'lenh-dieu-kien',
      title: 'Lệnh điều kiện',
      summary:
        'Lệnh đặt trước, dừng lỗ, chốt lời và lệnh xu hướng tự động gửi đi khi thị trường chạm điều kiện quý khách chọn.',
      keywords: 'lệnh điều kiện, dừng lỗ, chốt lời, lệnh xu hướng',
      body: [
        'Lệnh điều kiện được lưu trên hệ thống An Phát và tự động chuyển thành lệnh giới hạn (LO) gửi tới sở giao dịch khi điều kiện được thỏa mãn, giúp quý khách kỷ luật hơn mà không cần theo dõi bảng giá cả ngày.',
        '<h2>Các loại lệnh</h2>',
        '<ul><li><strong>Lệnh đặt trước:</strong> đặt từ 16:00 ngày hôm trước, tự gửi vào đầu phiên giao dịch kế tiếp.</li><li><strong>Lệnh dừng lỗ, chốt lời:</strong> bán khi giá khớp giảm xuống hoặc tăng lên mức kích hoạt.</li><li><strong>Lệnh xu hướng (trailing stop):</strong> mức kích hoạt tự điều chỉnh theo giá cao nhất kể từ khi đặt lệnh.</li><li><strong>Lệnh theo thời gian:</strong> lặp lại mỗi phiên trong tối đa 30 ngày cho đến khi khớp đủ khối lượng.</li></ul>',
        'Ví dụ minh họa: quý khách nắm giữ 1.000 cổ phiếu mua giá 30.000 đồng và đặt lệnh dừng lỗ kích hoạt ở 27.000 đồng, giá đặt 26.900 đồng. Khi giá khớp chạm 27.000 đồng, hệ thống gửi lệnh bán LO 1.000 cổ phiếu ở 26.900 đồng.',
        'Lệnh điều kiện không bảo đảm được khớp: lệnh gửi đi vẫn phải tuân thủ biên độ giá, bước giá và sức mua tại thời điểm kích hoạt. Dịch vụ miễn phí trên APS Trade và APS Mobile.',
      ],
    },
    en: {
      slug: 'conditional-orders',
      title: 'Conditional orders',
      summary:
        'Advance, stop-loss, take-profit and trailing orders that go out automatically when the market meets your condition.',
      keywords: 'conditional orders, stop loss, take profit, trailing stop',
      body: [
        'Conditional orders wait on An Phat’s system and turn into limit orders (LO) sent to the exchange once the condition is met, so you can stick to your plan without watching the board all day.',
        '<h2>Order types</h2>',
        '<ul><li><strong>Advance orders:</strong> entered from 16:00 the day before and sent at the start of the next session.</li><li><strong>Stop-loss and take-profit:</strong> sell when the matched price falls to or rises to the trigger.</li><li><strong>Trailing stop:</strong> the trigger follows the highest price since the order was placed.</li><li><strong>Time-based orders:</strong> re-sent every session for up to 30 days until the full quantity is matched.</li></ul>',
        'Illustrative example: you hold 1,000 shares bought at 30,000 VND and set a stop-loss triggered at 27,000 VND with an order price of 26,900 VND. When a trade prints at 27,000 VND, the system sends an LO to sell 1,000 shares at 26,900 VND.',
        'A conditional order is not guaranteed to be matched: once triggered it must still respect the price band, tick size and buying power. The service is free on APS Trade and APS Mobile.',
      ],
    },
  }),

  // Tiện ích tài khoản
  service('khcn-custody', CAT_ACCOUNT, 1, 'shield-check', '2025-03-18', {
    vi: {
      slug: 'luu-ky-va-thuc-hien-quyen',
      title: 'Lưu ký và thực hiện quyền',
      summary:
        'Chứng khoán của quý khách được lưu ký tại VSDC; An Phát nhận cổ tức, đăng ký quyền mua và quyền biểu quyết thay quý khách.',
      keywords: 'lưu ký chứng khoán, cổ tức, quyền mua, VSDC',
      body: [
        'Chứng khoán mua qua An Phát được lưu ký tập trung tại Tổng công ty Lưu ký và Bù trừ chứng khoán Việt Nam (VSDC) và ghi nhận trên tài khoản đứng tên quý khách, tách biệt với tài sản của công ty.',
        '<h2>Quyền của cổ đông</h2>',
        '<ul><li><strong>Cổ tức bằng tiền:</strong> tự động về tài khoản vào ngày thanh toán, sau khi khấu trừ thuế thu nhập cá nhân 5%.</li><li><strong>Cổ tức bằng cổ phiếu, cổ phiếu thưởng:</strong> về tài khoản khi được niêm yết bổ sung.</li><li><strong>Quyền mua cổ phiếu phát hành thêm:</strong> đăng ký và nộp tiền trực tuyến trong thời hạn thông báo.</li><li><strong>Đại hội đồng cổ đông:</strong> An Phát gửi thông báo mời họp và hướng dẫn bỏ phiếu điện tử nếu tổ chức phát hành áp dụng.</li></ul>',
        'Ví dụ minh họa: nắm giữ 2.000 cổ phiếu vào ngày đăng ký cuối cùng, cổ tức 1.500 đồng/cổ phiếu, quý khách nhận 2.000 × 1.500 × 95% = 2.850.000 đồng.',
        'Phí lưu ký minh họa 0,27 đồng/cổ phiếu, chứng chỉ quỹ, chứng quyền/tháng, thu hộ VSDC và trừ vào tài khoản cuối tháng. Dịch vụ tự động kích hoạt cùng tài khoản chứng khoán.',
      ],
    },
    en: {
      slug: 'custody-and-corporate-actions',
      title: 'Custody and corporate actions',
      summary:
        'Your securities are held at VSDC; An Phat collects dividends and handles subscription and voting rights for you.',
      keywords: 'custody, dividends, subscription rights, VSDC',
      body: [
        'Securities bought through An Phat are held centrally at the Vietnam Securities Depository and Clearing Corporation (VSDC), recorded in an account in your name and kept separate from the company’s own assets.',
        '<h2>Shareholder rights</h2>',
        '<ul><li><strong>Cash dividends:</strong> credited automatically on the payment date, net of 5% personal income tax.</li><li><strong>Stock dividends and bonus shares:</strong> credited once the new shares are listed.</li><li><strong>Rights issues:</strong> subscribe and pay online within the announced period.</li><li><strong>Shareholder meetings:</strong> An Phat forwards the invitation and explains electronic voting where the issuer offers it.</li></ul>',
        'Illustrative example: holding 2,000 shares on the record date with a dividend of 1,500 VND per share, you receive 2,000 × 1,500 × 95% = 2,850,000 VND.',
        'The illustrative custody fee is 0.27 VND per share, fund unit or warrant a month, collected for VSDC and debited at month end. The service comes with every securities account.',
      ],
    },
  }),
  service('khcn-securities-transfer', CAT_ACCOUNT, 2, 'file-text', '2025-03-25', {
    vi: {
      slug: 'chuyen-khoan-chung-khoan',
      title: 'Chuyển khoản chứng khoán',
      summary:
        'Chuyển chứng khoán từ công ty chứng khoán khác về An Phát, hoặc chuyển quyền sở hữu ngoài sàn trong các trường hợp luật cho phép.',
      keywords: 'chuyển khoản chứng khoán, chuyển quyền sở hữu, thừa kế',
      body: [
        'Quý khách có thể gom chứng khoán đang lưu ký tại nhiều công ty chứng khoán về một tài khoản tại An Phát để quản lý danh mục và sử dụng dịch vụ ký quỹ thuận tiện hơn.',
        '<h2>Chuyển chứng khoán về An Phát</h2>',
        '<ol><li>Mở tài khoản tại An Phát (nếu chưa có).</li><li>Tại công ty chứng khoán đang lưu ký, điền giấy đề nghị chuyển khoản chứng khoán, ghi số tài khoản nhận tại An Phát.</li><li>Chứng khoán về tài khoản sau 1–3 ngày làm việc, kể cả quyền cổ tức chưa thanh toán.</li></ol>',
        '<h2>Chuyển quyền sở hữu ngoài sàn</h2>',
        'Áp dụng cho thừa kế, cho tặng giữa các thành viên gia đình theo quy định của VSDC và một số trường hợp đặc biệt khác. Hồ sơ nộp bản gốc tại quầy giao dịch; An Phát hướng dẫn chi tiết theo từng trường hợp.',
        'Phí minh họa: chuyển khoản chứng khoán sang công ty chứng khoán khác 0,3 đồng/chứng khoán, tối đa 300.000 đồng/mã/lần; nhận chứng khoán chuyển đến miễn phí. Thuế thu nhập cá nhân của giao dịch cho tặng, thừa kế thực hiện theo quy định.',
      ],
    },
    en: {
      slug: 'securities-transfers',
      title: 'Securities transfers',
      summary:
        'Move securities from another broker to An Phat, or transfer ownership off-exchange where the law allows.',
      keywords: 'securities transfer, ownership transfer, inheritance',
      body: [
        'You can bring securities held at several brokers into one An Phat account, which makes your portfolio easier to follow and to use as margin collateral.',
        '<h2>Moving securities to An Phat</h2>',
        '<ol><li>Open an account with An Phat if you do not have one.</li><li>At your current broker, fill in a securities transfer request quoting your An Phat account number.</li><li>The securities arrive in 1–3 working days, together with any unpaid dividend rights.</li></ol>',
        '<h2>Off-exchange ownership transfers</h2>',
        'These cover inheritance, gifts between family members under VSDC rules and a few other special cases. Original documents are submitted at a branch, and we explain what each case needs.',
        'Illustrative fees: transferring securities out to another broker costs 0.3 VND per security, capped at 300,000 VND per symbol per transfer; incoming transfers are free. Personal income tax on gifts and inheritances applies as the law provides.',
      ],
    },
  }),
  service('khcn-alerts', CAT_ACCOUNT, 3, 'bell', '2025-04-02', {
    vi: {
      slug: 'thong-bao-sms-va-email',
      title: 'Thông báo qua SMS, email và ứng dụng',
      summary:
        'Nhận ngay kết quả khớp lệnh, biến động số dư, cảnh báo ký quỹ và lịch thực hiện quyền.',
      keywords: 'thông báo SMS, email, cảnh báo ký quỹ',
      body: [
        'An Phát gửi thông báo tức thì khi tài khoản của quý khách có thay đổi, để quý khách luôn nắm được tình trạng giao dịch và tài sản.',
        '<ul><li>Kết quả khớp lệnh và lệnh bị từ chối</li><li>Nộp, rút tiền và biến động số dư</li><li>Thông báo bổ sung ký quỹ, khoản vay sắp đến hạn</li><li>Lịch chốt quyền, cổ tức, thời hạn đăng ký quyền mua</li></ul>',
        '<table><thead><tr><th>Kênh</th><th>Phí (minh họa)</th></tr></thead><tbody><tr><td>Thông báo trên APS Mobile</td><td>Miễn phí</td></tr><tr><td>Email</td><td>Miễn phí</td></tr><tr><td>SMS</td><td>11.000 đồng/tháng/số điện thoại</td></tr></tbody></table>',
        'Quý khách bật, tắt từng loại thông báo trên APS Mobile tại mục Cài đặt › Thông báo. Thông báo bổ sung ký quỹ luôn được gửi qua SMS để bảo đảm an toàn cho tài khoản vay.',
      ],
    },
    en: {
      slug: 'sms-and-email-alerts',
      title: 'SMS, email and in-app alerts',
      summary:
        'Instant order matches, balance changes, margin calls and corporate action reminders.',
      keywords: 'SMS alerts, email, margin call',
      body: [
        'An Phat notifies you as soon as something changes in your account, so you always know where your trades and assets stand.',
        '<ul><li>Order matches and rejected orders</li><li>Deposits, withdrawals and balance changes</li><li>Margin calls and loans coming due</li><li>Record dates, dividends and rights subscription deadlines</li></ul>',
        '<table><thead><tr><th>Channel</th><th>Fee (illustrative)</th></tr></thead><tbody><tr><td>APS Mobile notifications</td><td>Free</td></tr><tr><td>Email</td><td>Free</td></tr><tr><td>SMS</td><td>11,000 VND a month per phone number</td></tr></tbody></table>',
        'Turn each alert on or off in APS Mobile under Settings › Notifications. Margin calls are always sent by SMS to keep margin accounts safe.',
      ],
    },
  }),
  service('khcn-statements', CAT_ACCOUNT, 4, 'report', '2025-04-09', {
    vi: {
      slug: 'sao-ke-va-xac-nhan-so-du',
      title: 'Sao kê và xác nhận số dư',
      summary:
        'Tra cứu sao kê tiền, chứng khoán, lãi lỗ trực tuyến; cấp xác nhận số dư có dấu cho hồ sơ du học, thị thực, vay vốn.',
      keywords: 'sao kê, xác nhận số dư, báo cáo lãi lỗ',
      body: [
        'Trên APS Trade và APS Mobile, quý khách tra cứu miễn phí sao kê tiền, sao kê chứng khoán, lịch sử lệnh và báo cáo lãi lỗ đã thực hiện theo khoảng thời gian tùy chọn, xuất ra tệp PDF hoặc Excel.',
        '<h2>Xác nhận có dấu</h2>',
        'Khi cần chứng từ có chữ ký và con dấu của An Phát, ví dụ cho hồ sơ du học, xin thị thực hoặc vay vốn ngân hàng, quý khách đề nghị trực tuyến hoặc tại quầy và nhận bản giấy, bản điện tử có chữ ký số trong 1 ngày làm việc.',
        '<table><thead><tr><th>Chứng từ</th><th>Phí (minh họa)</th></tr></thead><tbody><tr><td>Sao kê trực tuyến</td><td>Miễn phí</td></tr><tr><td>Sao kê có dấu</td><td>50.000 đồng/bản</td></tr><tr><td>Xác nhận số dư tiền và chứng khoán</td><td>100.000 đồng/bản</td></tr><tr><td>Xác nhận bằng tiếng Anh</td><td>150.000 đồng/bản</td></tr></tbody></table>',
        'Bản gốc được gửi tới địa chỉ liên lạc đã đăng ký hoặc nhận tại điểm giao dịch quý khách chọn.',
      ],
    },
    en: {
      slug: 'statements-and-balance-confirmations',
      title: 'Statements and balance confirmations',
      summary:
        'Cash, securities and profit-and-loss statements online; stamped balance confirmations for study, visa or loan applications.',
      keywords: 'statements, balance confirmation, profit and loss',
      body: [
        'In APS Trade and APS Mobile you can look up cash and securities statements, order history and realised profit and loss for any period, free, and export them to PDF or Excel.',
        '<h2>Stamped confirmations</h2>',
        'When you need a document signed and stamped by An Phat, for example for a study, visa or bank loan application, request it online or at a branch and receive a paper copy and a digitally signed copy within one working day.',
        '<table><thead><tr><th>Document</th><th>Fee (illustrative)</th></tr></thead><tbody><tr><td>Online statement</td><td>Free</td></tr><tr><td>Stamped statement</td><td>50,000 VND per copy</td></tr><tr><td>Cash and securities balance confirmation</td><td>100,000 VND per copy</td></tr><tr><td>Confirmation in English</td><td>150,000 VND per copy</td></tr></tbody></table>',
        'Originals are posted to your registered address or collected at the office of your choice.',
      ],
    },
  }),
];
