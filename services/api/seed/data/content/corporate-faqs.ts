import type { ContentSeed } from '../content-types';
import { corporateItem, listItem } from './corporate-util';

const category = listItem('faq_category', '2025-01-06');

interface Qa {
  slug: string;
  /** The question. */
  q: string;
  /** The answer as HTML fragments. */
  a: string[];
}

let faqCount = 0;
/** A question and answer; title = the question, body = the answer. */
const faq = (key: string, parent: string, vi: Qa, en: Qa): ContentSeed => {
  faqCount += 1;
  const day = String(1 + (faqCount % 27)).padStart(2, '0');
  return corporateItem(
    'faq',
    { key, parent, sort: faqCount, date: `2025-0${1 + (faqCount % 9)}-${day}` },
    {},
    {
      vi: { slug: vi.slug, title: vi.q, body: vi.a },
      en: { slug: en.slug, title: en.q, body: en.a },
    },
  );
};

const ACCOUNT = 'faq-cat-account';
const TRADING = 'faq-cat-trading';
const CASH = 'faq-cat-cash';
const ONLINE = 'faq-cat-online';
const DERIVATIVES = 'faq-cat-derivatives';

/** FAQ categories and questions (KHCN_FAQ, KHCN_FAQ_1). */
export const FAQ_CONTENT: ContentSeed[] = [
  category(ACCOUNT, 1, {
    vi: {
      slug: 'tai-khoan',
      title: 'Tài khoản',
      summary: 'Mở, cập nhật và đóng tài khoản chứng khoán.',
    },
    en: {
      slug: 'accounts',
      title: 'Accounts',
      summary: 'Opening, updating and closing a securities account.',
    },
  }),
  category(TRADING, 2, {
    vi: {
      slug: 'giao-dich',
      title: 'Giao dịch',
      summary: 'Phiên giao dịch, biên độ, bước giá, lô và thanh toán.',
    },
    en: {
      slug: 'trading',
      title: 'Trading',
      summary: 'Sessions, price bands, tick sizes, lots and settlement.',
    },
  }),
  category(CASH, 3, {
    vi: {
      slug: 'nop-rut-tien',
      title: 'Nộp rút tiền',
      summary: 'Nộp tiền, rút tiền và tiền bán chứng khoán.',
    },
    en: {
      slug: 'deposits-and-withdrawals',
      title: 'Deposits and withdrawals',
      summary: 'Depositing, withdrawing and sale proceeds.',
    },
  }),
  category(ONLINE, 4, {
    vi: {
      slug: 'dich-vu-truc-tuyen',
      title: 'Dịch vụ trực tuyến',
      summary: 'Đăng nhập, mật khẩu, Smart OTP và thông báo.',
    },
    en: {
      slug: 'online-services',
      title: 'Online services',
      summary: 'Login, passwords, Smart OTP and alerts.',
    },
  }),
  category(DERIVATIVES, 5, {
    vi: {
      slug: 'phai-sinh',
      title: 'Phái sinh',
      summary: 'Hợp đồng tương lai chỉ số VN30, ký quỹ và phí.',
    },
    en: {
      slug: 'derivatives',
      title: 'Derivatives',
      summary: 'VN30 index futures, margin and fees.',
    },
  }),

  // Tài khoản
  faq(
    'faq-who-can-open',
    ACCOUNT,
    {
      slug: 'ai-co-the-mo-tai-khoan-chung-khoan-tai-an-phat',
      q: 'Ai có thể mở tài khoản chứng khoán tại An Phát?',
      a: [
        'Công dân Việt Nam từ đủ 18 tuổi có căn cước gắn chip còn hiệu lực có thể mở tài khoản trực tuyến bằng eKYC hoặc tại quầy. Người nước ngoài và tổ chức mở tài khoản tại quầy giao dịch; người nước ngoài cần có mã số giao dịch chứng khoán do VSDC cấp, An Phát hỗ trợ đăng ký.',
      ],
    },
    {
      slug: 'who-can-open-a-securities-account-with-an-phat',
      q: 'Who can open a securities account with An Phat?',
      a: [
        'Vietnamese citizens aged 18 or over with a valid chip ID card can open an account online by eKYC or at a branch. Foreign individuals and organisations open accounts at a branch; foreigners need a securities trading code from VSDC, which we help you obtain.',
      ],
    },
  ),
  faq(
    'faq-how-many-accounts',
    ACCOUNT,
    {
      slug: 'mot-nguoi-duoc-mo-bao-nhieu-tai-khoan',
      q: 'Một người được mở bao nhiêu tài khoản chứng khoán?',
      a: [
        'Mỗi nhà đầu tư chỉ được mở một tài khoản giao dịch chứng khoán cơ sở tại một công ty chứng khoán, nhưng có thể mở tài khoản tại nhiều công ty chứng khoán khác nhau. Tại An Phát, tài khoản của quý khách có các tiểu khoản riêng cho giao dịch thường, ký quỹ và phái sinh.',
      ],
    },
    {
      slug: 'how-many-securities-accounts-can-i-open',
      q: 'How many securities accounts can I open?',
      a: [
        'Each investor may open only one ordinary trading account per securities company, but may hold accounts with several companies. At An Phat your account has separate sub-accounts for regular, margin and derivatives trading.',
      ],
    },
  ),
  faq(
    'faq-old-id-card',
    ACCOUNT,
    {
      slug: 'toi-dung-chung-minh-nhan-dan-co-mo-tai-khoan-duoc-khong',
      q: 'Tôi dùng chứng minh nhân dân có mở tài khoản được không?',
      a: [
        'Không. Chứng minh nhân dân 9 số và 12 số đã hết giá trị sử dụng từ ngày 01/01/2025. Quý khách cần căn cước gắn chip còn hiệu lực để mở tài khoản.',
        'Nếu tài khoản hiện tại được mở bằng chứng minh nhân dân, quý khách vui lòng cập nhật căn cước mới trên APS Mobile (Tài khoản › Giấy tờ tùy thân) hoặc tại quầy để tránh gián đoạn giao dịch.',
      ],
    },
    {
      slug: 'can-i-open-an-account-with-an-old-id-card',
      q: 'Can I open an account with an old ID card (CMND)?',
      a: [
        'No. The 9- and 12-digit CMND cards stopped being valid on 1 January 2025. You need a valid chip ID card to open an account.',
        'If your existing account was opened with a CMND, please add your new ID card in APS Mobile (Account › ID documents) or at a branch to avoid interruptions.',
      ],
    },
  ),
  faq(
    'faq-sub-accounts',
    ACCOUNT,
    {
      slug: 'tieu-khoan-thuong-va-tieu-khoan-ky-quy-khac-nhau-the-nao',
      q: 'Tiểu khoản thường và tiểu khoản ký quỹ khác nhau thế nào?',
      a: [
        '<ul><li><strong>Tiểu khoản thường (đuôi -1):</strong> giao dịch bằng tiền của quý khách, không vay.</li><li><strong>Tiểu khoản ký quỹ (đuôi -6):</strong> được vay thêm tiền An Phát để mua chứng khoán trong danh mục cho vay, chịu lãi vay và theo dõi tỷ lệ ký quỹ.</li><li><strong>Tài khoản phái sinh (đuôi -8):</strong> giao dịch hợp đồng tương lai.</li></ul>',
        'Quý khách chuyển tiền, chứng khoán giữa các tiểu khoản miễn phí trên APS Mobile.',
      ],
    },
    {
      slug: 'what-is-the-difference-between-regular-and-margin-sub-accounts',
      q: 'What is the difference between the regular and margin sub-accounts?',
      a: [
        '<ul><li><strong>Regular sub-account (ending -1):</strong> you trade with your own money, no borrowing.</li><li><strong>Margin sub-account (ending -6):</strong> you can borrow from An Phat to buy eligible securities, paying interest and watching your margin ratio.</li><li><strong>Derivatives account (ending -8):</strong> for futures trading.</li></ul>',
        'You can move cash and securities between sub-accounts for free in APS Mobile.',
      ],
    },
  ),
  faq(
    'faq-change-phone',
    ACCOUNT,
    {
      slug: 'lam-the-nao-de-doi-so-dien-thoai-dang-ky',
      q: 'Làm thế nào để đổi số điện thoại đăng ký?',
      a: [
        'Trên APS Mobile, vào Tài khoản › Thông tin cá nhân › Chỉnh sửa, nhập số mới và xác nhận bằng mã OTP gửi tới cả số cũ và số mới. Nếu không còn dùng số cũ, quý khách mang căn cước đến quầy giao dịch để đổi.',
      ],
    },
    {
      slug: 'how-do-i-change-my-registered-phone-number',
      q: 'How do I change my registered phone number?',
      a: [
        'In APS Mobile go to Account › Personal details › Edit, enter the new number and confirm with the OTPs sent to both the old and the new number. If you no longer have the old number, bring your ID card to a branch.',
      ],
    },
  ),
  faq(
    'faq-close-account',
    ACCOUNT,
    {
      slug: 'lam-the-nao-de-dong-tai-khoan',
      q: 'Làm thế nào để đóng tài khoản chứng khoán?',
      a: [
        'Quý khách bán hoặc chuyển khoản hết chứng khoán, rút hết tiền và thanh toán các khoản phí, lãi còn nợ. Sau đó mang căn cước đến quầy giao dịch để ký đề nghị đóng tài khoản. An Phát không thu phí đóng tài khoản; tài khoản được đóng trong 1–2 ngày làm việc.',
      ],
    },
    {
      slug: 'how-do-i-close-my-securities-account',
      q: 'How do I close my securities account?',
      a: [
        'Sell or transfer out all your securities, withdraw all cash and pay any fees or interest due. Then bring your ID card to a branch and sign the closure request. An Phat charges no closure fee; the account is closed within 1–2 working days.',
      ],
    },
  ),

  // Giao dịch
  faq(
    'faq-trading-hours',
    TRADING,
    {
      slug: 'thoi-gian-giao-dich-tren-cac-san-la-khi-nao',
      q: 'Thời gian giao dịch trên các sàn là khi nào?',
      a: [
        'Thị trường giao dịch từ thứ Hai đến thứ Sáu, trừ ngày lễ, Tết.',
        '<ul><li><strong>HOSE:</strong> ATO 9:00–9:15, liên tục 9:15–11:30 và 13:00–14:30, ATC 14:30–14:45, giao dịch thỏa thuận đến 15:00.</li><li><strong>HNX:</strong> liên tục 9:00–11:30 và 13:00–14:30, ATC 14:30–14:45, sau giờ (PLO) 14:45–15:00.</li><li><strong>UPCOM:</strong> liên tục 9:00–11:30 và 13:00–15:00.</li></ul>',
      ],
    },
    {
      slug: 'what-are-the-trading-hours',
      q: 'What are the trading hours on each exchange?',
      a: [
        'The market trades Monday to Friday, except public holidays and Tet.',
        '<ul><li><strong>HOSE:</strong> ATO 9:00–9:15, continuous 9:15–11:30 and 13:00–14:30, ATC 14:30–14:45, negotiated trades until 15:00.</li><li><strong>HNX:</strong> continuous 9:00–11:30 and 13:00–14:30, ATC 14:30–14:45, post-close (PLO) 14:45–15:00.</li><li><strong>UPCOM:</strong> continuous 9:00–11:30 and 13:00–15:00.</li></ul>',
      ],
    },
  ),
  faq(
    'faq-price-bands',
    TRADING,
    {
      slug: 'bien-do-dao-dong-gia-la-bao-nhieu',
      q: 'Biên độ dao động giá trong ngày là bao nhiêu?',
      a: [
        'So với giá tham chiếu, giá được phép dao động ±7% trên HOSE, ±10% trên HNX và ±15% trên UPCOM. Ngày giao dịch đầu tiên của cổ phiếu mới niêm yết (hoặc sau khi bị tạm ngừng giao dịch trên 25 phiên), biên độ là ±20% trên HOSE và ±30% trên HNX.',
        'Giá trần được làm tròn xuống và giá sàn được làm tròn lên theo bước giá. Ví dụ: giá tham chiếu 25.000 đồng trên HOSE cho giá trần 26.750 đồng và giá sàn 23.250 đồng.',
      ],
    },
    {
      slug: 'what-are-the-daily-price-limits',
      q: 'What are the daily price limits?',
      a: [
        'Prices may move ±7% on HOSE, ±10% on HNX and ±15% on UPCOM from the reference price. On a new listing’s first day (or after more than 25 suspended sessions) the band is ±20% on HOSE and ±30% on HNX.',
        'The ceiling is rounded down and the floor rounded up to a valid tick. For example, a 25,000 VND reference on HOSE gives a ceiling of 26,750 VND and a floor of 23,250 VND.',
      ],
    },
  ),
  faq(
    'faq-settlement',
    TRADING,
    {
      slug: 'khi-nao-co-phieu-mua-ve-tai-khoan',
      q: 'Khi nào cổ phiếu mua về tài khoản và bán được?',
      a: [
        'Thị trường thanh toán theo chu kỳ T+2. Cổ phiếu mua ngày T về tài khoản vào ngày làm việc thứ hai sau đó và có thể bán từ phiên chiều ngày T+2. Ví dụ mua thứ Hai thì bán được từ chiều thứ Tư; mua thứ Năm thì bán được từ chiều thứ Hai tuần sau.',
      ],
    },
    {
      slug: 'when-do-shares-i-buy-arrive-and-when-can-i-sell-them',
      q: 'When do shares I buy arrive, and when can I sell them?',
      a: [
        'The market settles on T+2. Shares bought on day T arrive on the second working day after it and can be sold from the afternoon session of T+2. Bought on Monday, they can be sold from Wednesday afternoon; bought on Thursday, from the following Monday afternoon.',
      ],
    },
  ),
  faq(
    'faq-lots',
    TRADING,
    {
      slug: 'lo-chan-lo-le-la-gi',
      q: 'Lô chẵn, lô lẻ là gì?',
      a: [
        'Lô chẵn là khối lượng bội số của 100 cổ phiếu; một lệnh trên HOSE tối đa 500.000 cổ phiếu. Lô lẻ là lệnh từ 1 đến 99 cổ phiếu, chỉ khớp với lệnh lô lẻ khác và chỉ dùng lệnh LO trong phiên liên tục.',
      ],
    },
    {
      slug: 'what-are-round-lots-and-odd-lots',
      q: 'What are round lots and odd lots?',
      a: [
        'A round lot is a multiple of 100 shares; a single HOSE order is capped at 500,000 shares. An odd lot is 1 to 99 shares; it matches only other odd lots and uses LO orders in continuous trading.',
      ],
    },
  ),
  faq(
    'faq-tick-size',
    TRADING,
    {
      slug: 'buoc-gia-la-gi',
      q: 'Bước giá là gì?',
      a: [
        'Bước giá là đơn vị thay đổi nhỏ nhất của giá đặt lệnh.',
        '<table><thead><tr><th>Sàn, loại chứng khoán</th><th>Bước giá</th></tr></thead><tbody><tr><td>HOSE – cổ phiếu, chứng chỉ quỹ đóng giá dưới 10.000 đồng</td><td>10 đồng</td></tr><tr><td>HOSE – giá từ 10.000 đến 49.950 đồng</td><td>50 đồng</td></tr><tr><td>HOSE – giá từ 50.000 đồng</td><td>100 đồng</td></tr><tr><td>HOSE – ETF, chứng quyền</td><td>10 đồng</td></tr><tr><td>HNX, UPCOM – cổ phiếu</td><td>100 đồng</td></tr></tbody></table>',
      ],
    },
    {
      slug: 'what-is-a-tick-size',
      q: 'What is a tick size?',
      a: [
        'The tick size is the smallest step by which an order price can change.',
        '<table><thead><tr><th>Exchange and security</th><th>Tick size</th></tr></thead><tbody><tr><td>HOSE – shares and closed-end funds under 10,000 VND</td><td>10 VND</td></tr><tr><td>HOSE – from 10,000 to 49,950 VND</td><td>50 VND</td></tr><tr><td>HOSE – from 50,000 VND</td><td>100 VND</td></tr><tr><td>HOSE – ETFs and covered warrants</td><td>10 VND</td></tr><tr><td>HNX and UPCOM – shares</td><td>100 VND</td></tr></tbody></table>',
      ],
    },
  ),
  faq(
    'faq-rejected-order',
    TRADING,
    {
      slug: 'vi-sao-lenh-cua-toi-bi-tu-choi',
      q: 'Vì sao lệnh của tôi bị từ chối?',
      a: [
        'Các lý do thường gặp:',
        '<ul><li>Giá đặt ngoài khoảng giá sàn – giá trần hoặc không đúng bước giá.</li><li>Sức mua hoặc số chứng khoán khả dụng không đủ (chứng khoán mua chưa về đến T+2).</li><li>Loại lệnh không được phép trong phiên hiện tại, ví dụ lệnh MP trong phiên ATO.</li><li>Khối lượng không phải bội số của 100 với lô chẵn, hoặc vượt 500.000 cổ phiếu trên HOSE.</li><li>Mã chứng khoán đang bị tạm ngừng giao dịch.</li></ul>',
        'Lý do cụ thể hiển thị trong Sổ lệnh; quý khách gọi 1900 98 9999 nếu cần hỗ trợ.',
      ],
    },
    {
      slug: 'why-was-my-order-rejected',
      q: 'Why was my order rejected?',
      a: [
        'Common reasons:',
        '<ul><li>The price is outside the floor–ceiling range or not on a valid tick.</li><li>Not enough buying power or available securities (shares bought arrive only on T+2).</li><li>The order type is not allowed in the current session, such as an MP order during ATO.</li><li>The quantity is not a multiple of 100 for a round lot, or exceeds 500,000 shares on HOSE.</li><li>The symbol is suspended.</li></ul>',
        'The exact reason is shown in the Order book; call 1900 98 9999 if you need help.',
      ],
    },
  ),

  // Nộp rút tiền
  faq(
    'faq-deposit-time',
    CASH,
    {
      slug: 'nop-tien-bao-lau-thi-vao-tai-khoan',
      q: 'Nộp tiền bao lâu thì vào tài khoản chứng khoán?',
      a: [
        'Nộp bằng mã QR trên APS Mobile: khoảng 1 phút, kể cả ngoài giờ. Chuyển khoản nhanh 24/7 với nội dung đúng cú pháp: thường 5–15 phút. Chuyển khoản thường hoặc ghi sai nội dung: có thể đến cuối ngày làm việc.',
      ],
    },
    {
      slug: 'how-long-does-a-deposit-take',
      q: 'How long does a deposit take to reach my securities account?',
      a: [
        'By QR code in APS Mobile: about a minute, even out of hours. By 24/7 fast transfer with the right description: usually 5–15 minutes. By ordinary transfer, or with a wrong description: possibly until the end of the working day.',
      ],
    },
  ),
  faq(
    'faq-wrong-description',
    CASH,
    {
      slug: 'chuyen-khoan-ghi-sai-noi-dung-thi-phai-lam-gi',
      q: 'Tôi chuyển khoản ghi sai nội dung thì phải làm gì?',
      a: [
        'Quý khách gọi 1900 98 9999 hoặc gửi email tới hotro@chungkhoananphat.example kèm ảnh chứng từ chuyển khoản, số tài khoản chứng khoán và họ tên. An Phát đối chiếu và ghi có vào tài khoản của quý khách trong ngày làm việc.',
      ],
    },
    {
      slug: 'what-if-i-wrote-the-wrong-transfer-description',
      q: 'What if I wrote the wrong transfer description?',
      a: [
        'Call 1900 98 9999 or email support@chungkhoananphat.example with a picture of the transfer receipt, your securities account number and full name. An Phat matches the payment and credits your account within the working day.',
      ],
    },
  ),
  faq(
    'faq-withdraw-fee',
    CASH,
    {
      slug: 'rut-tien-co-mat-phi-khong',
      q: 'Rút tiền có mất phí không và bao lâu thì nhận được?',
      a: [
        'An Phát không thu phí rút tiền. Yêu cầu gửi trước 15:30 ngày làm việc được chuyển trong ngày; sau 15:30 hoặc vào ngày nghỉ, tiền được chuyển vào ngày làm việc kế tiếp.',
      ],
    },
    {
      slug: 'is-there-a-withdrawal-fee',
      q: 'Is there a withdrawal fee, and how soon do I get the money?',
      a: [
        'An Phat charges no withdrawal fee. Requests made before 15:30 on a working day are paid the same day; after 15:30 or on a non-working day, they are paid the next working day.',
      ],
    },
  ),
  faq(
    'faq-sale-proceeds',
    CASH,
    {
      slug: 'tien-ban-chung-khoan-khi-nao-rut-duoc',
      q: 'Tiền bán chứng khoán khi nào rút được?',
      a: [
        'Tiền bán về tài khoản vào ngày T+2 và rút được từ ngày đó. Nếu cần sớm hơn, quý khách dùng dịch vụ ứng trước tiền bán để nhận tiền ngay trong ngày bán, với phí minh họa 0,035%/ngày.',
      ],
    },
    {
      slug: 'when-can-i-withdraw-sale-proceeds',
      q: 'When can I withdraw the proceeds of a sale?',
      a: [
        'Sale proceeds settle on T+2 and can be withdrawn from that day. If you need them sooner, a cash advance pays them out on the sale date, for an illustrative 0.035% a day.',
      ],
    },
  ),
  faq(
    'faq-third-party-withdrawal',
    CASH,
    {
      slug: 'co-the-rut-tien-sang-tai-khoan-nguoi-khac-khong',
      q: 'Tôi có thể rút tiền sang tài khoản ngân hàng của người khác không?',
      a: [
        'Không. Để bảo vệ tài sản của quý khách và phòng chống rửa tiền, An Phát chỉ chuyển tiền tới tài khoản ngân hàng đứng tên chính chủ tài khoản chứng khoán đã đăng ký với An Phát.',
      ],
    },
    {
      slug: 'can-i-withdraw-to-someone-elses-bank-account',
      q: 'Can I withdraw to someone else’s bank account?',
      a: [
        'No. To protect your assets and prevent money laundering, An Phat only pays into bank accounts in the securities account holder’s own name that are registered with us.',
      ],
    },
  ),

  // Dịch vụ trực tuyến
  faq(
    'faq-forgot-password',
    ONLINE,
    {
      slug: 'toi-quen-mat-khau-dang-nhap',
      q: 'Tôi quên mật khẩu đăng nhập thì phải làm sao?',
      a: [
        'Trên màn hình đăng nhập, chọn Quên mật khẩu, nhập số tài khoản, số căn cước và mã OTP gửi tới số điện thoại đăng ký, rồi đặt mật khẩu mới. Xem hướng dẫn chi tiết tại mục Hướng dẫn giao dịch › Ứng dụng di động.',
      ],
    },
    {
      slug: 'i-forgot-my-login-password',
      q: 'I forgot my login password. What should I do?',
      a: [
        'On the login screen choose Forgot password, enter your account number, ID card number and the OTP sent to your registered phone, then set a new password. The full guide is under Trading guides › Mobile app.',
      ],
    },
  ),
  faq(
    'faq-locked',
    ONLINE,
    {
      slug: 'vi-sao-tai-khoan-bi-khoa-dang-nhap',
      q: 'Vì sao tài khoản của tôi bị khóa đăng nhập?',
      a: [
        'Đăng nhập bị khóa tạm thời sau 5 lần nhập sai mật khẩu liên tiếp để bảo vệ tài khoản. Quý khách đặt lại mật khẩu bằng chức năng Quên mật khẩu để mở khóa ngay.',
      ],
    },
    {
      slug: 'why-is-my-login-locked',
      q: 'Why is my login locked?',
      a: [
        'Login is locked for a while after 5 wrong passwords in a row, to protect your account. Reset your password with Forgot password to unlock it at once.',
      ],
    },
  ),
  faq(
    'faq-smart-otp-new-phone',
    ONLINE,
    {
      slug: 'doi-dien-thoai-thi-smart-otp-the-nao',
      q: 'Đổi điện thoại mới thì Smart OTP thế nào?',
      a: [
        'Quý khách cài APS Mobile trên máy mới, đăng nhập và kích hoạt lại Smart OTP bằng mã OTP qua SMS. Smart OTP trên máy cũ tự hủy. Nếu mất điện thoại, hãy gọi ngay 1900 98 9999 để khóa Smart OTP.',
      ],
    },
    {
      slug: 'what-happens-to-smart-otp-when-i-change-phones',
      q: 'What happens to Smart OTP when I change phones?',
      a: [
        'Install APS Mobile on the new phone, log in and activate Smart OTP again with an SMS OTP. Smart OTP on the old phone is deactivated automatically. If your phone is lost, call 1900 98 9999 straight away to block Smart OTP.',
      ],
    },
  ),
  faq(
    'faq-devices',
    ONLINE,
    {
      slug: 'dang-nhap-tren-bao-nhieu-thiet-bi',
      q: 'Tôi có thể đăng nhập trên bao nhiêu thiết bị?',
      a: [
        'Quý khách đăng nhập được đồng thời trên một điện thoại (APS Mobile) và một trình duyệt (APS Trade). Đăng nhập trên thiết bị thứ hai cùng loại sẽ kết thúc phiên trên thiết bị trước.',
      ],
    },
    {
      slug: 'on-how-many-devices-can-i-log-in',
      q: 'On how many devices can I be logged in?',
      a: [
        'You can be logged in on one phone (APS Mobile) and one browser (APS Trade) at the same time. Logging in on a second device of the same kind ends the session on the first.',
      ],
    },
  ),
  faq(
    'faq-match-notifications',
    ONLINE,
    {
      slug: 'lam-sao-nhan-thong-bao-khop-lenh',
      q: 'Làm sao để nhận thông báo khi lệnh khớp?',
      a: [
        'Thông báo trên APS Mobile và qua email được bật sẵn, miễn phí. Quý khách có thể đăng ký thêm SMS (minh họa 11.000 đồng/tháng) tại Cài đặt › Thông báo.',
      ],
    },
    {
      slug: 'how-do-i-get-order-match-notifications',
      q: 'How do I get notified when an order matches?',
      a: [
        'APS Mobile and email notifications are on by default and free. You can add SMS (illustrative: 11,000 VND a month) under Settings › Notifications.',
      ],
    },
  ),

  // Phái sinh
  faq(
    'faq-derivatives-open',
    DERIVATIVES,
    {
      slug: 'dieu-kien-mo-tai-khoan-phai-sinh',
      q: 'Điều kiện mở tài khoản giao dịch phái sinh là gì?',
      a: [
        'Quý khách cần có tài khoản chứng khoán cơ sở tại An Phát và đã kích hoạt giao dịch. Tài khoản phái sinh được mở trực tuyến trên APS Mobile (Tiện ích › Mở tài khoản phái sinh) hoặc tại quầy, kích hoạt trong ngày làm việc. Trước khi đặt lệnh, quý khách nộp tiền ký quỹ vào tài khoản phái sinh.',
      ],
    },
    {
      slug: 'what-do-i-need-to-trade-derivatives',
      q: 'What do I need to open a derivatives account?',
      a: [
        'You need an An Phat securities account with trading activated. Open the derivatives account online in APS Mobile (Utilities › Open derivatives account) or at a branch; it is activated within the working day. Deposit margin into it before you place orders.',
      ],
    },
  ),
  faq(
    'faq-derivatives-multiplier',
    DERIVATIVES,
    {
      slug: 'hop-dong-tuong-lai-vn30-co-dac-diem-gi',
      q: 'Hợp đồng tương lai chỉ số VN30 có đặc điểm gì?',
      a: [
        '<ul><li>Hệ số nhân 100.000 đồng/điểm chỉ số, bước giá 0,1 điểm (tương đương 10.000 đồng).</li><li>Bốn kỳ hạn: tháng hiện tại, tháng kế tiếp và hai tháng cuối quý gần nhất.</li><li>Ngày giao dịch cuối cùng là thứ Năm thứ ba của tháng đáo hạn; thanh toán bằng tiền.</li><li>Giao dịch từ 8:45 đến 14:45, gồm ATO 8:45–9:00 và ATC 14:30–14:45.</li></ul>',
      ],
    },
    {
      slug: 'what-are-the-features-of-vn30-index-futures',
      q: 'What are the features of VN30 index futures?',
      a: [
        '<ul><li>A multiplier of 100,000 VND per index point; tick size 0.1 point (10,000 VND).</li><li>Four maturities: the current month, the next month and the next two quarter-end months.</li><li>The last trading day is the third Thursday of the maturity month; settlement is in cash.</li><li>Trading from 8:45 to 14:45, with ATO 8:45–9:00 and ATC 14:30–14:45.</li></ul>',
      ],
    },
  ),
  faq(
    'faq-derivatives-margin',
    DERIVATIVES,
    {
      slug: 'ky-quy-phai-sinh-can-bao-nhieu-tien',
      q: 'Ký quỹ giao dịch phái sinh cần bao nhiêu tiền?',
      a: [
        'Tiền ký quỹ ban đầu bằng giá trị hợp đồng nhân tỷ lệ ký quỹ do VSDC quy định từng thời kỳ. Ví dụ minh họa: chỉ số 1.350 điểm, tỷ lệ ký quỹ 18%, mỗi hợp đồng cần 1.350 × 100.000 × 18% = 24.300.000 đồng, chưa kể mức an toàn An Phát khuyến nghị thêm.',
      ],
    },
    {
      slug: 'how-much-margin-do-derivatives-need',
      q: 'How much margin do derivatives need?',
      a: [
        'Initial margin is the contract value times the margin rate VSDC sets from time to time. Illustrative example: at 1,350 points and an 18% rate, each contract needs 1,350 × 100,000 × 18% = 24,300,000 VND, before the extra buffer An Phat recommends.',
      ],
    },
  ),
  faq(
    'faq-derivatives-daily-settlement',
    DERIVATIVES,
    {
      slug: 'lai-lo-phai-sinh-duoc-thanh-toan-the-nao',
      q: 'Lãi lỗ giao dịch phái sinh được thanh toán thế nào?',
      a: [
        'Vị thế được đánh giá lại theo giá thanh toán cuối ngày; lãi lỗ được thanh toán hằng ngày vào tài khoản ký quỹ. Nếu lỗ làm tỷ lệ sử dụng tài sản ký quỹ vượt ngưỡng cảnh báo, An Phát yêu cầu nộp thêm ký quỹ; nếu không nộp đúng hạn, vị thế có thể bị đóng bắt buộc.',
      ],
    },
    {
      slug: 'how-are-derivatives-gains-and-losses-settled',
      q: 'How are derivatives gains and losses settled?',
      a: [
        'Positions are revalued at the daily settlement price and gains or losses are paid into or out of the margin account every day. If losses push margin usage past the warning level, An Phat asks for more margin; if it is not paid in time, positions may be closed out.',
      ],
    },
  ),
  faq(
    'faq-derivatives-fees',
    DERIVATIVES,
    {
      slug: 'phi-giao-dich-phai-sinh-gom-nhung-gi',
      q: 'Phí giao dịch phái sinh gồm những khoản nào?',
      a: [
        'Minh họa: phí môi giới An Phát 3.000 đồng/hợp đồng khi đặt lệnh trực tuyến, phí Sở giao dịch 2.700 đồng/hợp đồng, phí quản lý vị thế VSDC 2.550 đồng/hợp đồng/tài khoản/ngày và phí quản lý tài sản ký quỹ. Chi tiết xem tại trang Biểu phí.',
      ],
    },
    {
      slug: 'what-fees-apply-to-derivatives',
      q: 'What fees apply to derivatives trading?',
      a: [
        'Illustratively: An Phat’s fee of 3,000 VND per contract online, the exchange fee of 2,700 VND per contract, VSDC’s position fee of 2,550 VND per contract per account per day, and a margin asset management fee. See the Fees page for details.',
      ],
    },
  ),
];
