import type { ContentSeed } from '../content-types';
import { childIconItem, listItem } from './corporate-util';

const category = listItem('instruct_category', '2025-01-06');
const instruct = childIconItem('instruct');

const CAT_ACCOUNT = 'instruct-cat-account';
const CAT_CASH = 'instruct-cat-cash';
const CAT_ORDERS = 'instruct-cat-orders';
const CAT_FINANCE = 'instruct-cat-finance';
const CAT_MOBILE = 'instruct-cat-mobile';

/** The receiving accounts quoted in the deposit guides (illustrative numbers). */
const RECEIVING_ACCOUNTS = {
  vi: '<table><thead><tr><th>Ngân hàng</th><th>Số tài khoản nhận</th></tr></thead><tbody><tr><td>BIDV – Chi nhánh Thăng Long</td><td>2601 0000 9999</td></tr><tr><td>Vietcombank – Chi nhánh Hà Nội</td><td>0011 0049 8999</td></tr><tr><td>Techcombank – Hội sở</td><td>1903 9899 9999</td></tr></tbody></table>',
  en: '<table><thead><tr><th>Bank</th><th>Receiving account</th></tr></thead><tbody><tr><td>BIDV – Thang Long Branch</td><td>2601 0000 9999</td></tr><tr><td>Vietcombank – Hanoi Branch</td><td>0011 0049 8999</td></tr><tr><td>Techcombank – Head Office</td><td>1903 9899 9999</td></tr></tbody></table>',
};

/** Transaction-support guides (route transactionSupportDetail), exported as PDF by users. */
export const INSTRUCT_CONTENT: ContentSeed[] = [
  category(CAT_ACCOUNT, 1, {
    vi: {
      slug: 'mo-tai-khoan',
      title: 'Mở tài khoản',
      summary: 'Mở tài khoản trực tuyến bằng eKYC hoặc tại quầy, cập nhật thông tin tài khoản.',
    },
    en: {
      slug: 'account-opening',
      title: 'Opening an account',
      summary: 'Open an account online by eKYC or at a branch, and keep your details up to date.',
    },
  }),
  category(CAT_CASH, 2, {
    vi: {
      slug: 'nop-rut-tien',
      title: 'Nộp – rút tiền',
      summary: 'Nộp tiền qua chuyển khoản, mã QR và rút tiền về tài khoản ngân hàng.',
    },
    en: {
      slug: 'deposits-and-withdrawals',
      title: 'Deposits and withdrawals',
      summary: 'Deposit by bank transfer or QR code and withdraw to your bank account.',
    },
  }),
  category(CAT_ORDERS, 3, {
    vi: {
      slug: 'dat-lenh',
      title: 'Đặt lệnh',
      summary: 'Các loại lệnh LO, ATO, ATC, lệnh thị trường, lô lẻ và cách hủy, sửa lệnh.',
    },
    en: {
      slug: 'placing-orders',
      title: 'Placing orders',
      summary: 'LO, ATO, ATC and market orders, odd lots, and amending or cancelling orders.',
    },
  }),
  category(CAT_FINANCE, 4, {
    vi: {
      slug: 'dich-vu-tai-chinh',
      title: 'Dịch vụ tài chính',
      summary: 'Đăng ký ký quỹ, ứng trước tiền bán và đăng ký quyền mua cổ phiếu.',
    },
    en: {
      slug: 'financial-services',
      title: 'Financial services',
      summary: 'Sign up for margin, take cash advances and subscribe to rights issues.',
    },
  }),
  category(CAT_MOBILE, 5, {
    vi: {
      slug: 'ung-dung-di-dong',
      title: 'Ứng dụng di động',
      summary: 'Mật khẩu, Smart OTP và cách đọc bảng giá trên APS Mobile.',
    },
    en: {
      slug: 'mobile-app',
      title: 'Mobile app',
      summary: 'Passwords, Smart OTP and reading the price board in APS Mobile.',
    },
  }),

  // Mở tài khoản
  instruct(
    'instruct-ekyc',
    CAT_ACCOUNT,
    1,
    'user-plus',
    '2025-01-09',
    {
      vi: {
        slug: 'mo-tai-khoan-truc-tuyen-bang-ekyc',
        title: 'Mở tài khoản chứng khoán trực tuyến bằng eKYC',
        summary:
          'Mở tài khoản trong khoảng 10 phút bằng căn cước gắn chip và điện thoại có camera, không cần đến quầy.',
        keywords: 'mở tài khoản trực tuyến, eKYC, căn cước',
        body: [
          'Định danh điện tử (eKYC) cho phép quý khách mở tài khoản chứng khoán tại An Phát hoàn toàn trực tuyến. Hệ thống đối chiếu ảnh căn cước với khuôn mặt của quý khách để xác minh danh tính.',
          '<h2>Chuẩn bị</h2>',
          '<ul><li>Căn cước gắn chip còn hiệu lực; chứng minh nhân dân 9 số và 12 số không còn được chấp nhận từ ngày 01/01/2025.</li><li>Quý khách từ đủ 18 tuổi, có số điện thoại và email đang sử dụng.</li><li>Một tài khoản ngân hàng đứng tên quý khách để nhận tiền rút.</li><li>Điện thoại hoặc máy tính có camera; trình duyệt iOS 12, Android 5.0 (API 21) trở lên.</li></ul>',
          '<h2>Các bước</h2>',
          '<ol><li>Mở trang Mở tài khoản trên website An Phát, nhập họ tên, số điện thoại, email và chọn khu vực (miền Bắc, miền Trung, miền Nam).</li><li>Chụp mặt trước, mặt sau căn cước và ảnh chữ ký trên giấy trắng. Đặt giấy tờ trong khung, đủ sáng, không lóa, không bị che góc.</li><li>Quay video khuôn mặt: giữ điện thoại cách mặt 30–40 cm, nhìn thẳng và làm theo hướng dẫn trên màn hình.</li><li>Kiểm tra thông tin hệ thống đọc từ căn cước, bổ sung số tài khoản ngân hàng, địa chỉ liên lạc.</li><li>Chọn loại tài khoản (thường, ký quỹ, phái sinh), gói dịch vụ, kênh biết đến An Phát và chuyên viên môi giới hoặc chi nhánh (nếu có).</li><li>Nhập mã OTP 6 chữ số gửi tới số điện thoại của quý khách.</li><li>Đọc và xác nhận các điều khoản hợp đồng mở tài khoản.</li><li>Nhận số tài khoản (ví dụ 009C123456) trên màn hình hoàn tất và qua email; quét mã QR để tải APS Mobile.</li></ol>',
          '<h2>Sau khi đăng ký</h2><p>Quý khách đăng nhập APS Mobile và ký hợp đồng điện tử trong thời hạn An Phát thông báo để kích hoạt giao dịch. Tài khoản chưa ký hợp đồng chỉ xem được thông tin, chưa đặt lệnh được.</p>',
          '<h2>Lưu ý</h2>',
          '<ul><li>Nếu thoát giữa chừng, dữ liệu đã nhập sẽ không được lưu và quý khách cần làm lại từ đầu.</li><li>Ảnh mờ, thông tin trên căn cước không khớp với khuôn mặt hoặc căn cước hết hạn sẽ bị từ chối; quý khách có thể thử lại hoặc mở tài khoản tại quầy.</li><li>Mỗi nhà đầu tư chỉ được mở một tài khoản giao dịch chứng khoán cơ sở tại một công ty chứng khoán.</li></ul>',
        ],
      },
      en: {
        slug: 'open-an-account-online-with-ekyc',
        title: 'Open a securities account online with eKYC',
        summary:
          'Open an account in about ten minutes with a chip ID card and a phone with a camera, no branch visit needed.',
        keywords: 'open an account online, eKYC, ID card',
        body: [
          'Electronic know-your-customer (eKYC) lets you open an An Phat securities account entirely online. The system compares your ID card photo with your face to verify who you are.',
          '<h2>What you need</h2>',
          '<ul><li>A valid chip-based citizen identity card; the old 9- and 12-digit ID cards are no longer accepted since 1 January 2025.</li><li>To be 18 or over, with a phone number and email address you use.</li><li>A bank account in your name for withdrawals.</li><li>A phone or computer with a camera; iOS 12 or Android 5.0 (API 21) or later.</li></ul>',
          '<h2>Steps</h2>',
          '<ol><li>Open the Open an account page on the An Phat website, enter your full name, phone number and email, and choose your region (north, central, south).</li><li>Photograph the front and back of your ID card and your signature on white paper. Keep the card inside the frame, well lit, without glare or covered corners.</li><li>Record the face video: hold the phone 30–40 cm from your face, look straight at it and follow the on-screen prompts.</li><li>Check the details read from your ID card and add your bank account number and contact address.</li><li>Choose the account type (regular, margin, derivatives), the service package, how you heard of An Phat and your broker or branch, if any.</li><li>Enter the 6-digit OTP sent to your phone.</li><li>Read and accept the account opening terms.</li><li>Receive your account number (for example 009C123456) on the completion screen and by email; scan the QR code to download APS Mobile.</li></ol>',
          '<h2>After registering</h2><p>Log in to APS Mobile and sign the electronic contract within the time An Phat tells you, to activate trading. Until the contract is signed you can view your account but not place orders.</p>',
          '<h2>Notes</h2>',
          '<ul><li>If you leave part-way, what you entered is not saved and you will need to start again.</li><li>Blurred photos, an ID that does not match your face or an expired ID are rejected; you can retry or open an account at a branch.</li><li>Each investor may hold only one ordinary securities trading account per securities company.</li></ul>',
        ],
      },
    },
    true,
  ),
  instruct('instruct-open-at-counter', CAT_ACCOUNT, 2, 'building-store', '2025-01-09', {
    vi: {
      slug: 'mo-tai-khoan-tai-quay-giao-dich',
      title: 'Mở tài khoản tại quầy giao dịch',
      summary:
        'Thủ tục mở tài khoản trực tiếp tại trụ sở, chi nhánh và phòng giao dịch của An Phát.',
      keywords: 'mở tài khoản tại quầy, hồ sơ mở tài khoản',
      body: [
        'Nếu quý khách muốn được chuyên viên hướng dẫn trực tiếp, hoặc không thể hoàn tất eKYC, quý khách mở tài khoản tại bất kỳ điểm giao dịch nào của An Phát từ 8:00 đến 17:00 các ngày làm việc.',
        '<h2>Giấy tờ cần mang theo</h2>',
        '<ul><li><strong>Cá nhân Việt Nam:</strong> căn cước gắn chip bản gốc.</li><li><strong>Cá nhân nước ngoài:</strong> hộ chiếu bản gốc và mã số giao dịch chứng khoán do VSDC cấp (An Phát hỗ trợ đăng ký).</li><li>Thông tin tài khoản ngân hàng đứng tên quý khách.</li></ul>',
        '<h2>Các bước</h2>',
        '<ol><li>Lấy số thứ tự và trình giấy tờ tại quầy.</li><li>Chuyên viên nhập thông tin, in giấy đề nghị mở tài khoản và hợp đồng để quý khách kiểm tra.</li><li>Quý khách ký hợp đồng và mẫu chữ ký; chuyên viên chụp ảnh chân dung lưu hồ sơ.</li><li>Nhận số tài khoản ngay tại quầy; mật khẩu giao dịch trực tuyến được gửi qua email và SMS.</li></ol>',
        '<h2>Lưu ý</h2>',
        '<ul><li>Thời gian xử lý khoảng 20 phút.</li><li>Quý khách có thể đăng ký ngay tại quầy các dịch vụ ký quỹ, ứng trước tự động và giao dịch phái sinh.</li><li>Người được ủy quyền mở tài khoản cần giấy ủy quyền có chứng thực.</li></ul>',
      ],
    },
    en: {
      slug: 'open-an-account-at-a-branch',
      title: 'Open an account at a branch',
      summary: 'How to open an account in person at An Phat’s head office, branches and offices.',
      keywords: 'open an account at a branch, account opening documents',
      body: [
        'If you would like a member of staff to guide you, or cannot complete eKYC, open an account at any An Phat office from 8:00 to 17:00 on working days.',
        '<h2>What to bring</h2>',
        '<ul><li><strong>Vietnamese individuals:</strong> the original chip ID card.</li><li><strong>Foreign individuals:</strong> the original passport and a securities trading code issued by VSDC (we help you apply).</li><li>Details of a bank account in your name.</li></ul>',
        '<h2>Steps</h2>',
        '<ol><li>Take a queue number and present your documents at the counter.</li><li>Our staff enter your details and print the application and contract for you to check.</li><li>Sign the contract and the specimen signature; we take a portrait photo for the file.</li><li>Receive your account number on the spot; your online trading password arrives by email and SMS.</li></ol>',
        '<h2>Notes</h2>',
        '<ul><li>It takes about 20 minutes.</li><li>You can sign up for margin, automatic cash advance and derivatives at the same visit.</li><li>Someone opening an account on your behalf needs a certified power of attorney.</li></ul>',
      ],
    },
  }),
  instruct('instruct-update-details', CAT_ACCOUNT, 3, 'id', '2025-01-10', {
    vi: {
      slug: 'cap-nhat-thong-tin-tai-khoan',
      title: 'Cập nhật thông tin tài khoản',
      summary:
        'Thay đổi số điện thoại, email, địa chỉ, căn cước mới hoặc tài khoản ngân hàng nhận tiền.',
      keywords: 'cập nhật thông tin, đổi số điện thoại, căn cước mới',
      body: [
        'Thông tin chính xác giúp quý khách nhận đầy đủ mã OTP, thông báo và tiền rút. Quý khách vui lòng cập nhật ngay khi có thay đổi.',
        '<h2>Trên APS Mobile</h2>',
        '<ol><li>Vào Tài khoản › Thông tin cá nhân › Chỉnh sửa.</li><li>Chọn thông tin cần đổi: số điện thoại, email hoặc địa chỉ liên lạc.</li><li>Nhập thông tin mới và xác nhận bằng mã OTP gửi tới số điện thoại (hoặc email) đang đăng ký.</li><li>Với số điện thoại mới, nhập thêm mã OTP gửi tới số mới để hoàn tất.</li></ol>',
        '<h2>Khi đổi căn cước hoặc tài khoản ngân hàng</h2>',
        '<ol><li>Vào Tài khoản › Giấy tờ tùy thân › Cập nhật căn cước, chụp hai mặt căn cước mới.</li><li>Quay video khuôn mặt để xác thực lại danh tính.</li><li>Với tài khoản ngân hàng mới: nhập số tài khoản, ngân hàng; tài khoản phải đứng tên quý khách.</li><li>An Phát duyệt trong 1 ngày làm việc và thông báo kết quả qua email.</li></ol>',
        '<h2>Lưu ý</h2>',
        'Nếu không còn dùng số điện thoại cũ, quý khách mang căn cước đến quầy giao dịch hoặc gọi 1900 98 9999 để được hướng dẫn xác thực thay thế. Căn cước hết hạn sẽ làm gián đoạn một số giao dịch cho đến khi được cập nhật.',
      ],
    },
    en: {
      slug: 'update-your-account-details',
      title: 'Update your account details',
      summary:
        'Change your phone number, email, address, new ID card or bank account for withdrawals.',
      keywords: 'update details, change phone number, new ID card',
      body: [
        'Accurate details make sure you receive every OTP, notification and withdrawal. Please update them as soon as something changes.',
        '<h2>In APS Mobile</h2>',
        '<ol><li>Go to Account › Personal details › Edit.</li><li>Choose what to change: phone number, email or contact address.</li><li>Enter the new details and confirm with the OTP sent to your registered phone (or email).</li><li>For a new phone number, also enter the OTP sent to the new number.</li></ol>',
        '<h2>New ID card or bank account</h2>',
        '<ol><li>Go to Account › ID documents › Update ID card and photograph both sides of the new card.</li><li>Record a face video to verify your identity again.</li><li>For a new bank account: enter the number and bank; the account must be in your name.</li><li>An Phat reviews the change within one working day and emails you the result.</li></ol>',
        '<h2>Notes</h2>',
        'If you no longer have the old phone number, bring your ID card to a branch or call 1900 98 9999 for another way to verify. An expired ID card blocks some transactions until it is updated.',
      ],
    },
  }),

  // Nộp – rút tiền
  instruct(
    'instruct-deposit-transfer',
    CAT_CASH,
    1,
    'building-bank',
    '2025-01-14',
    {
      vi: {
        slug: 'nop-tien-bang-chuyen-khoan-ngan-hang',
        title: 'Nộp tiền bằng chuyển khoản ngân hàng',
        summary:
          'Chuyển tiền vào tài khoản nhận của An Phát với nội dung ghi đúng số tài khoản chứng khoán.',
        keywords: 'nộp tiền, chuyển khoản, cú pháp nộp tiền',
        body: [
          'Quý khách nộp tiền vào tài khoản chứng khoán bằng cách chuyển khoản từ bất kỳ ngân hàng nào tới một trong các tài khoản nhận của An Phát dưới đây (số tài khoản minh họa). Chủ tài khoản nhận: CONG TY CO PHAN CHUNG KHOAN AN PHAT.',
          RECEIVING_ACCOUNTS.vi,
          '<h2>Các bước</h2>',
          '<ol><li>Mở ứng dụng hoặc internet banking của ngân hàng, chọn chuyển khoản nhanh 24/7.</li><li>Chọn ngân hàng nhận và nhập số tài khoản nhận ở bảng trên.</li><li>Nhập số tiền cần nộp.</li><li>Ghi nội dung theo cú pháp: <strong>Số tiểu khoản – Họ tên – nop tien</strong>, ví dụ <strong>009C123456-1 Nguyen Van An nop tien</strong>.</li><li>Xác nhận giao dịch; tiền thường về tài khoản chứng khoán trong 5–15 phút.</li></ol>',
          '<h2>Số tiểu khoản</h2>',
          '<ul><li><strong>009C123456-1:</strong> tiểu khoản thường.</li><li><strong>009C123456-6:</strong> tiểu khoản ký quỹ (nếu đã đăng ký).</li><li>Tiền nộp cho tài khoản phái sinh: ghi <strong>009C123456-8</strong>.</li></ul>',
          '<h2>Lưu ý</h2>',
          '<ul><li>Nội dung không có số tài khoản hoặc ghi sai sẽ được xử lý thủ công và có thể chậm đến cuối ngày làm việc; quý khách gọi 1900 98 9999 kèm ảnh chứng từ để được hỗ trợ.</li><li>An Phát không thu phí nộp tiền; phí chuyển khoản (nếu có) do ngân hàng chuyển thu.</li><li>Quầy giao dịch của An Phát không nhận tiền mặt; quý khách có thể nộp tiền mặt tại quầy ngân hàng vào các tài khoản nhận ở trên.</li></ul>',
        ],
      },
      en: {
        slug: 'deposit-by-bank-transfer',
        title: 'Deposit by bank transfer',
        summary:
          'Transfer money to An Phat’s receiving account with your securities account number in the description.',
        keywords: 'deposit, bank transfer, transfer description',
        body: [
          'Deposit into your securities account by transfer from any bank to one of An Phat’s receiving accounts below (illustrative account numbers). Account holder: CONG TY CO PHAN CHUNG KHOAN AN PHAT.',
          RECEIVING_ACCOUNTS.en,
          '<h2>Steps</h2>',
          '<ol><li>Open your bank’s app or internet banking and choose a 24/7 fast transfer.</li><li>Choose the receiving bank and enter the receiving account number from the table.</li><li>Enter the amount.</li><li>Write the description as <strong>Sub-account – Full name – nop tien</strong>, for example <strong>009C123456-1 Nguyen Van An nop tien</strong>.</li><li>Confirm; the money usually reaches your securities account within 5–15 minutes.</li></ol>',
          '<h2>Sub-account numbers</h2>',
          '<ul><li><strong>009C123456-1:</strong> regular sub-account.</li><li><strong>009C123456-6:</strong> margin sub-account (if you have signed up).</li><li>For the derivatives account, write <strong>009C123456-8</strong>.</li></ul>',
          '<h2>Notes</h2>',
          '<ul><li>A description without your account number, or with a wrong one, is handled manually and can take until the end of the working day; call 1900 98 9999 with a picture of the receipt for help.</li><li>An Phat charges nothing for deposits; your bank may charge a transfer fee.</li><li>Our offices do not accept cash; you can pay cash into the receiving accounts above at a bank counter.</li></ul>',
        ],
      },
    },
    true,
  ),
  instruct('instruct-deposit-qr', CAT_CASH, 2, 'wallet', '2025-05-12', {
    vi: {
      slug: 'nop-tien-bang-ma-qr-tren-aps-mobile',
      title: 'Nộp tiền bằng mã QR trên APS Mobile',
      summary:
        'Quét mã QR tạo từ APS Mobile bằng ứng dụng ngân hàng: không cần nhập số tài khoản, nội dung, tiền về trong khoảng 1 phút.',
      keywords: 'nộp tiền QR, tài khoản định danh, VietQR',
      body: [
        'Mỗi tài khoản chứng khoán tại An Phát có một tài khoản định danh riêng tại ngân hàng. Mã QR trên APS Mobile chứa sẵn số tài khoản định danh, nên tiền được ghi nhận tự động, kể cả ngoài giờ làm việc.',
        '<h2>Các bước</h2>',
        '<ol><li>Trên APS Mobile, vào Tiền › Nộp tiền › Mã QR.</li><li>Chọn tiểu khoản nhận (thường, ký quỹ hoặc phái sinh) và nhập số tiền (có thể để trống).</li><li>Lưu ảnh mã QR hoặc mở ứng dụng ngân hàng trên cùng điện thoại.</li><li>Trong ứng dụng ngân hàng, chọn Quét QR và chọn ảnh vừa lưu.</li><li>Kiểm tra tên người nhận là CTCP CHUNG KHOAN AN PHAT – tên của quý khách, rồi xác nhận.</li><li>Tiền về tài khoản chứng khoán trong khoảng 1 phút; APS Mobile gửi thông báo khi nhận được.</li></ol>',
        '<h2>Lưu ý</h2>',
        '<ul><li>Mã QR dùng được với ứng dụng của các ngân hàng hỗ trợ chuẩn VietQR.</li><li>Tiền nộp ngoài giờ giao dịch vẫn được ghi nhận ngay và dùng được cho lệnh đặt trước của phiên kế tiếp.</li><li>Chỉ dùng mã QR từ chính APS Mobile của quý khách; không quét mã do người khác gửi.</li></ul>',
      ],
    },
    en: {
      slug: 'deposit-with-a-qr-code-in-aps-mobile',
      title: 'Deposit with a QR code in APS Mobile',
      summary:
        'Scan a QR code from APS Mobile with your banking app: no account number or description to type, money in about a minute.',
      keywords: 'QR deposit, virtual account, VietQR',
      body: [
        'Every An Phat securities account has its own virtual account at a bank. The QR code in APS Mobile carries that virtual account, so the money is credited automatically, even outside office hours.',
        '<h2>Steps</h2>',
        '<ol><li>In APS Mobile go to Cash › Deposit › QR code.</li><li>Choose the sub-account to credit (regular, margin or derivatives) and enter an amount (optional).</li><li>Save the QR image or open your banking app on the same phone.</li><li>In the banking app, choose Scan QR and pick the saved image.</li><li>Check that the payee is CTCP CHUNG KHOAN AN PHAT – your name, then confirm.</li><li>The money reaches your securities account in about a minute; APS Mobile notifies you when it arrives.</li></ol>',
        '<h2>Notes</h2>',
        '<ul><li>The QR code works with banking apps that support the VietQR standard.</li><li>Money deposited outside trading hours is credited at once and can fund advance orders for the next session.</li><li>Only use the QR code from your own APS Mobile; never scan a code someone sends you.</li></ul>',
      ],
    },
  }),
  instruct(
    'instruct-withdraw',
    CAT_CASH,
    3,
    'cash',
    '2025-01-14',
    {
      vi: {
        slug: 'rut-tien-ve-tai-khoan-ngan-hang',
        title: 'Rút tiền về tài khoản ngân hàng',
        summary:
          'Rút tiền trực tuyến về tài khoản ngân hàng đứng tên quý khách, xử lý trong ngày nếu yêu cầu trước 15:30.',
        keywords: 'rút tiền, chuyển tiền ra ngân hàng',
        body: [
          'Quý khách rút tiền trên APS Mobile hoặc APS Trade về tài khoản ngân hàng đã đăng ký đứng tên chính mình. An Phát không thu phí rút tiền.',
          '<h2>Các bước</h2>',
          '<ol><li>Vào Tiền › Rút tiền.</li><li>Chọn tiểu khoản chuyển và tài khoản ngân hàng nhận trong danh sách đã đăng ký.</li><li>Nhập số tiền, không vượt quá số tiền có thể rút hiển thị trên màn hình.</li><li>Kiểm tra thông tin và xác nhận bằng mã OTP hoặc Smart OTP.</li><li>Theo dõi trạng thái yêu cầu tại Tiền › Lịch sử giao dịch tiền.</li></ol>',
          '<h2>Thời gian xử lý</h2>',
          '<table><thead><tr><th>Thời điểm gửi yêu cầu</th><th>Tiền về ngân hàng</th></tr></thead><tbody><tr><td>Trước 15:30 ngày làm việc</td><td>Trong ngày</td></tr><tr><td>Sau 15:30, ngày nghỉ, ngày lễ</td><td>Ngày làm việc kế tiếp</td></tr></tbody></table>',
          '<h2>Số tiền có thể rút</h2>',
          'Số tiền có thể rút bằng số dư tiền trừ tiền đã dùng cho lệnh mua chờ thanh toán, phí và lãi phải trả. Tiền bán chứng khoán rút được từ ngày T+2, hoặc sớm hơn nếu quý khách ứng trước. Với tiểu khoản ký quỹ, số tiền rút không được làm tỷ lệ ký quỹ xuống dưới mức ban đầu.',
          'An Phát chỉ chuyển tiền tới tài khoản ngân hàng đứng tên quý khách; không chuyển cho người khác.',
        ],
      },
      en: {
        slug: 'withdraw-to-your-bank-account',
        title: 'Withdraw to your bank account',
        summary:
          'Withdraw online to a bank account in your name, paid the same day if requested before 15:30.',
        keywords: 'withdrawal, transfer to bank',
        body: [
          'Withdraw in APS Mobile or APS Trade to a registered bank account in your own name. An Phat charges no withdrawal fee.',
          '<h2>Steps</h2>',
          '<ol><li>Go to Cash › Withdraw.</li><li>Choose the sub-account to debit and the receiving bank account from your registered list.</li><li>Enter the amount, no more than the withdrawable amount shown.</li><li>Check the details and confirm with an OTP or Smart OTP.</li><li>Follow the request under Cash › Cash history.</li></ol>',
          '<h2>Processing times</h2>',
          '<table><thead><tr><th>Request sent</th><th>Money reaches the bank</th></tr></thead><tbody><tr><td>Before 15:30 on a working day</td><td>The same day</td></tr><tr><td>After 15:30, at weekends or on holidays</td><td>The next working day</td></tr></tbody></table>',
          '<h2>Withdrawable amount</h2>',
          'The withdrawable amount is your cash balance less money set aside for buy orders awaiting settlement and fees and interest due. Sale proceeds can be withdrawn from T+2, or earlier with a cash advance. In a margin sub-account, a withdrawal may not take the margin ratio below the initial level.',
          'An Phat only pays into bank accounts in your own name, never to anyone else.',
        ],
      },
    },
    true,
  ),
  instruct('instruct-internal-transfer', CAT_CASH, 4, 'coins', '2025-05-12', {
    vi: {
      slug: 'chuyen-tien-giua-cac-tieu-khoan',
      title: 'Chuyển tiền giữa các tiểu khoản',
      summary:
        'Chuyển tiền tức thì giữa tiểu khoản thường, tiểu khoản ký quỹ và tài khoản phái sinh, miễn phí.',
      keywords: 'chuyển tiền nội bộ, tiểu khoản, nộp ký quỹ phái sinh',
      body: [
        'Tài khoản tại An Phát gồm các tiểu khoản riêng cho giao dịch thường, ký quỹ và phái sinh. Quý khách chuyển tiền giữa chúng bất cứ lúc nào, miễn phí và ghi nhận ngay.',
        '<h2>Các bước</h2>',
        '<ol><li>Vào Tiền › Chuyển tiền nội bộ.</li><li>Chọn tiểu khoản chuyển và tiểu khoản nhận.</li><li>Nhập số tiền và xác nhận bằng mã OTP.</li></ol>',
        '<h2>Nộp, rút ký quỹ phái sinh</h2>',
        'Tiền chuyển sang tài khoản phái sinh được An Phát nộp vào tài khoản ký quỹ tại VSDC. Yêu cầu gửi trước 16:00 được xử lý trong ngày; tiền ký quỹ mới dùng được để mở vị thế ngay khi VSDC xác nhận.',
        '<h2>Lưu ý</h2>',
        '<ul><li>Chuyển tiền ra khỏi tiểu khoản ký quỹ không được làm tỷ lệ ký quỹ thấp hơn mức ban đầu.</li><li>Rút ký quỹ phái sinh chỉ được phần vượt mức ký quỹ yêu cầu của các vị thế đang mở.</li></ul>',
      ],
    },
    en: {
      slug: 'move-money-between-sub-accounts',
      title: 'Move money between sub-accounts',
      summary: 'Instant, free transfers between your regular, margin and derivatives sub-accounts.',
      keywords: 'internal transfer, sub-account, derivatives margin deposit',
      body: [
        'An An Phat account has separate sub-accounts for regular, margin and derivatives trading. You can move money between them at any time, free and instantly.',
        '<h2>Steps</h2>',
        '<ol><li>Go to Cash › Internal transfer.</li><li>Choose the sub-account to debit and the one to credit.</li><li>Enter the amount and confirm with an OTP.</li></ol>',
        '<h2>Derivatives margin deposits and withdrawals</h2>',
        'Money moved to the derivatives account is deposited by An Phat into your margin account at VSDC. Requests before 16:00 are handled the same day; the new margin can be used to open positions as soon as VSDC confirms it.',
        '<h2>Notes</h2>',
        '<ul><li>Moving money out of the margin sub-account may not take its margin ratio below the initial level.</li><li>You can only withdraw derivatives margin above what your open positions require.</li></ul>',
      ],
    },
  }),

  // Đặt lệnh
  instruct(
    'instruct-limit-order',
    CAT_ORDERS,
    1,
    'chart-candle',
    '2025-01-16',
    {
      vi: {
        slug: 'dat-lenh-gioi-han-lo',
        title: 'Đặt lệnh giới hạn (LO)',
        summary:
          'Lệnh mua, bán ở mức giá xác định hoặc tốt hơn: loại lệnh phổ biến nhất, dùng được trên cả ba sàn.',
        keywords: 'lệnh LO, lệnh giới hạn, bước giá, biên độ giá',
        body: [
          'Lệnh giới hạn (LO) là lệnh mua hoặc bán chứng khoán tại một mức giá xác định hoặc tốt hơn. Lệnh có hiệu lực từ khi nhập vào hệ thống đến hết ngày giao dịch hoặc đến khi bị hủy.',
          '<h2>Các bước trên APS Mobile</h2>',
          '<ol><li>Chọn Đặt lệnh, chọn Mua hoặc Bán.</li><li>Nhập mã chứng khoán, ví dụ FPT; màn hình hiển thị giá trần, sàn, tham chiếu và sức mua.</li><li>Chọn loại lệnh LO, nhập giá và khối lượng.</li><li>Kiểm tra giá trị lệnh, phí dự kiến và xác nhận bằng mã PIN hoặc Smart OTP.</li><li>Theo dõi lệnh tại Sổ lệnh: Chờ khớp, Khớp một phần, Đã khớp, Đã hủy hoặc Bị từ chối.</li></ol>',
          '<h2>Quy tắc về giá và khối lượng</h2>',
          '<table><thead><tr><th></th><th>HOSE</th><th>HNX</th><th>UPCOM</th></tr></thead><tbody><tr><td>Biên độ giá</td><td>±7%</td><td>±10%</td><td>±15%</td></tr><tr><td>Bước giá cổ phiếu</td><td>10 đồng (giá dưới 10.000), 50 đồng (10.000–49.950), 100 đồng (từ 50.000)</td><td>100 đồng</td><td>100 đồng</td></tr><tr><td>Lô chẵn</td><td>Bội số 100, tối đa 500.000 cổ phiếu/lệnh</td><td>Bội số 100</td><td>Bội số 100</td></tr></tbody></table>',
          'Ví dụ minh họa: cổ phiếu trên HOSE có giá tham chiếu 25.000 đồng, giá trần là 26.750 đồng và giá sàn là 23.250 đồng. Lệnh mua 1.000 cổ phiếu giá 25.150 đồng cần sức mua 25.150.000 đồng cộng phí 0,15% là 37.725 đồng.',
          '<h2>Lưu ý</h2>',
          '<ul><li>Giá đặt phải là bội số của bước giá và nằm trong khoảng giá sàn – giá trần, nếu không lệnh bị từ chối.</li><li>Trên HOSE, lệnh LO đặt từ 9:00 tham gia phiên ATO rồi tiếp tục ở phiên liên tục nếu chưa khớp hết.</li><li>Chứng khoán mua về tài khoản vào ngày T+2 và có thể bán từ phiên chiều ngày T+2.</li></ul>',
        ],
      },
      en: {
        slug: 'place-a-limit-order',
        title: 'Place a limit order (LO)',
        summary:
          'Buy or sell at a set price or better: the most common order type, available on all three exchanges.',
        keywords: 'LO order, limit order, tick size, price band',
        body: [
          'A limit order (LO) buys or sells at a set price or better. It stays valid from entry until the end of the trading day or until you cancel it.',
          '<h2>Steps in APS Mobile</h2>',
          '<ol><li>Tap Order and choose Buy or Sell.</li><li>Enter the symbol, for example FPT; the screen shows the ceiling, floor and reference prices and your buying power.</li><li>Choose the LO type and enter the price and quantity.</li><li>Check the order value and estimated fee, then confirm with your PIN or Smart OTP.</li><li>Follow the order in the Order book: Pending, Partly matched, Matched, Cancelled or Rejected.</li></ol>',
          '<h2>Price and quantity rules</h2>',
          '<table><thead><tr><th></th><th>HOSE</th><th>HNX</th><th>UPCOM</th></tr></thead><tbody><tr><td>Price band</td><td>±7%</td><td>±10%</td><td>±15%</td></tr><tr><td>Share tick size</td><td>10 VND (under 10,000), 50 VND (10,000–49,950), 100 VND (from 50,000)</td><td>100 VND</td><td>100 VND</td></tr><tr><td>Round lot</td><td>Multiples of 100, at most 500,000 shares per order</td><td>Multiples of 100</td><td>Multiples of 100</td></tr></tbody></table>',
          'Illustrative example: a HOSE share with a reference price of 25,000 VND has a ceiling of 26,750 VND and a floor of 23,250 VND. Buying 1,000 shares at 25,150 VND needs 25,150,000 VND of buying power plus a 0.15% fee of 37,725 VND.',
          '<h2>Notes</h2>',
          '<ul><li>The price must be a multiple of the tick size and lie between the floor and the ceiling, or the order is rejected.</li><li>On HOSE, an LO entered from 9:00 joins the ATO auction and carries on into continuous trading if not fully matched.</li><li>Shares you buy arrive on T+2 and can be sold from the afternoon session of T+2.</li></ul>',
        ],
      },
    },
    true,
  ),
  instruct('instruct-ato-atc-market', CAT_ORDERS, 2, 'chart-line', '2025-01-16', {
    vi: {
      slug: 'dat-lenh-ato-atc-va-lenh-thi-truong',
      title: 'Đặt lệnh ATO, ATC và lệnh thị trường',
      summary:
        'Khi nào dùng lệnh ATO, ATC, MP trên HOSE và MTL, MOK, MAK trên HNX; phiên giao dịch và quy tắc khớp.',
      keywords: 'lệnh ATO, lệnh ATC, lệnh MP, MTL, MOK, MAK',
      body: [
        'Ngoài lệnh giới hạn, quý khách có thể dùng lệnh không ghi giá để ưu tiên được khớp. Mỗi loại lệnh chỉ được đặt trong phiên nhất định.',
        '<h2>Phiên giao dịch</h2>',
        '<table><thead><tr><th>Thời gian</th><th>HOSE</th><th>HNX</th><th>UPCOM</th></tr></thead><tbody><tr><td>9:00–9:15</td><td>Khớp lệnh định kỳ mở cửa (ATO)</td><td>Khớp lệnh liên tục</td><td>Khớp lệnh liên tục</td></tr><tr><td>9:15–11:30</td><td>Khớp lệnh liên tục</td><td>Khớp lệnh liên tục</td><td>Khớp lệnh liên tục</td></tr><tr><td>13:00–14:30</td><td>Khớp lệnh liên tục</td><td>Khớp lệnh liên tục</td><td>Khớp lệnh liên tục</td></tr><tr><td>14:30–14:45</td><td>Khớp lệnh định kỳ đóng cửa (ATC)</td><td>ATC</td><td>Khớp lệnh liên tục</td></tr><tr><td>14:45–15:00</td><td>Chỉ giao dịch thỏa thuận</td><td>Sau giờ (PLO)</td><td>—</td></tr></tbody></table>',
        '<h2>Các loại lệnh</h2>',
        '<ul><li><strong>ATO</strong> (HOSE, 9:00–9:15): mua, bán tại giá mở cửa; được ưu tiên trước lệnh LO; phần chưa khớp tự hủy sau phiên ATO.</li><li><strong>ATC</strong> (HOSE và HNX, 14:30–14:45): mua, bán tại giá đóng cửa; phần chưa khớp tự hủy sau phiên ATC.</li><li><strong>MP</strong> (HOSE, phiên liên tục): khớp ngay với giá tốt nhất bên đối ứng; phần còn lại chuyển thành lệnh LO mua cao hơn (bán thấp hơn) một bước giá so với giá khớp cuối cùng.</li><li><strong>MTL, MOK, MAK</strong> (HNX, phiên liên tục): MTL chuyển phần còn lại thành LO tại giá khớp cuối; MOK phải khớp toàn bộ ngay hoặc hủy; MAK khớp được bao nhiêu thì khớp, phần còn lại hủy.</li><li><strong>PLO</strong> (HNX, 14:45–15:00): khớp tại giá đóng cửa.</li><li><strong>UPCOM</strong> chỉ nhận lệnh LO.</li></ul>',
        '<h2>Cách đặt</h2><ol><li>Trên màn hình Đặt lệnh, nhập mã và khối lượng.</li><li>Ở ô Giá, chọn ATO, ATC, MP (hoặc MTL, MOK, MAK với mã HNX) thay vì nhập số.</li><li>Xác nhận bằng mã PIN hoặc Smart OTP.</li></ol>',
        '<h2>Lưu ý</h2>',
        '<ul><li>Lệnh không ghi giá được kiểm tra sức mua theo giá trần (lệnh mua), nên cần đủ tiền theo giá trần.</li><li>Trên HOSE, không được hủy, sửa lệnh trong thời gian khớp lệnh định kỳ ATO và ATC.</li><li>Lệnh thị trường có thể khớp ở giá kém hơn dự kiến khi thị trường biến động mạnh.</li></ul>',
      ],
    },
    en: {
      slug: 'ato-atc-and-market-orders',
      title: 'ATO, ATC and market orders',
      summary:
        'When to use ATO, ATC and MP on HOSE and MTL, MOK and MAK on HNX; sessions and matching rules.',
      keywords: 'ATO order, ATC order, MP order, MTL, MOK, MAK',
      body: [
        'Besides limit orders you can use orders without a price to put getting matched first. Each type can only be entered in certain sessions.',
        '<h2>Sessions</h2>',
        '<table><thead><tr><th>Time</th><th>HOSE</th><th>HNX</th><th>UPCOM</th></tr></thead><tbody><tr><td>9:00–9:15</td><td>Opening call auction (ATO)</td><td>Continuous</td><td>Continuous</td></tr><tr><td>9:15–11:30</td><td>Continuous</td><td>Continuous</td><td>Continuous</td></tr><tr><td>13:00–14:30</td><td>Continuous</td><td>Continuous</td><td>Continuous</td></tr><tr><td>14:30–14:45</td><td>Closing call auction (ATC)</td><td>ATC</td><td>Continuous</td></tr><tr><td>14:45–15:00</td><td>Negotiated trades only</td><td>Post-close (PLO)</td><td>—</td></tr></tbody></table>',
        '<h2>Order types</h2>',
        '<ul><li><strong>ATO</strong> (HOSE, 9:00–9:15): trade at the opening price, ahead of LOs; any unmatched part is cancelled after the auction.</li><li><strong>ATC</strong> (HOSE and HNX, 14:30–14:45): trade at the closing price; any unmatched part is cancelled after the auction.</li><li><strong>MP</strong> (HOSE, continuous trading): matches at once against the best opposite prices; the rest becomes an LO one tick above (buy) or below (sell) the last matched price.</li><li><strong>MTL, MOK, MAK</strong> (HNX, continuous trading): MTL turns the rest into an LO at the last matched price; MOK fills completely at once or is cancelled; MAK fills what it can and cancels the rest.</li><li><strong>PLO</strong> (HNX, 14:45–15:00): matches at the closing price.</li><li><strong>UPCOM</strong> accepts only LOs.</li></ul>',
        '<h2>How to place them</h2><ol><li>On the Order screen, enter the symbol and quantity.</li><li>In the Price field, choose ATO, ATC or MP (or MTL, MOK, MAK for HNX symbols) instead of a number.</li><li>Confirm with your PIN or Smart OTP.</li></ol>',
        '<h2>Notes</h2>',
        '<ul><li>Buy orders without a price are checked against buying power at the ceiling price, so you need enough cash at the ceiling.</li><li>On HOSE, orders cannot be amended or cancelled during the ATO and ATC auctions.</li><li>Market orders can fill at worse prices than expected in a fast market.</li></ul>',
      ],
    },
  }),
  instruct('instruct-odd-lot', CAT_ORDERS, 3, 'chart-bar', '2025-01-17', {
    vi: {
      slug: 'giao-dich-lo-le',
      title: 'Giao dịch cổ phiếu lô lẻ',
      summary:
        'Bán hoặc mua từ 1 đến 99 cổ phiếu, thường dùng để bán số cổ phiếu lẻ nhận từ cổ tức và cổ phiếu thưởng.',
      keywords: 'lô lẻ, cổ phiếu lẻ, bán lô lẻ',
      body: [
        'Lô lẻ là lệnh có khối lượng từ 1 đến 99 cổ phiếu. Cổ phiếu lẻ thường phát sinh khi quý khách nhận cổ tức bằng cổ phiếu hoặc cổ phiếu thưởng; ví dụ sở hữu 1.150 cổ phiếu và nhận thưởng tỷ lệ 10%, quý khách có thêm 115 cổ phiếu, trong đó 15 cổ phiếu là lô lẻ.',
        '<h2>Quy tắc</h2>',
        '<ul><li>Lệnh lô lẻ chỉ khớp với lệnh lô lẻ, là lệnh giới hạn (LO) trong phiên khớp lệnh liên tục.</li><li>Trên HOSE, lô lẻ giao dịch từ 9:15 đến 11:30 và từ 13:00 đến 14:30; không tham gia phiên ATO, ATC.</li><li>Giá đặt tuân theo biên độ và bước giá như lô chẵn; giá khớp lô lẻ không dùng để tính giá tham chiếu.</li><li>Phí giao dịch và thuế thu nhập cá nhân như lô chẵn; thanh toán T+2.</li></ul>',
        '<h2>Các bước</h2>',
        '<ol><li>Trên APS Mobile, vào Đặt lệnh › Lô lẻ (hoặc bật tùy chọn Lô lẻ trên APS Trade).</li><li>Nhập mã, khối lượng từ 1 đến 99 và giá.</li><li>Tham khảo bảng giá lô lẻ để đặt giá sát với giá chờ mua tốt nhất.</li><li>Xác nhận bằng mã PIN hoặc Smart OTP và theo dõi trong Sổ lệnh.</li></ol>',
        '<h2>Lưu ý</h2>',
        'Thanh khoản lô lẻ thấp hơn lô chẵn, giá khớp có thể thấp hơn giá thị trường lô chẵn. Với tài khoản có cả lô chẵn và lô lẻ của cùng mã (ví dụ 115 cổ phiếu), quý khách đặt hai lệnh riêng: 100 cổ phiếu lô chẵn và 15 cổ phiếu lô lẻ.',
      ],
    },
    en: {
      slug: 'odd-lot-trading',
      title: 'Odd-lot trading',
      summary:
        'Buy or sell 1 to 99 shares, usually to sell odd shares received as stock dividends or bonus shares.',
      keywords: 'odd lots, odd shares, selling odd lots',
      body: [
        'An odd lot is an order of 1 to 99 shares. Odd shares usually come from stock dividends or bonus shares; for example, holding 1,150 shares with a 10% bonus issue gives you 115 more shares, 15 of them an odd lot.',
        '<h2>Rules</h2>',
        '<ul><li>Odd-lot orders match only other odd-lot orders, as limit orders (LO) in continuous trading.</li><li>On HOSE, odd lots trade from 9:15 to 11:30 and from 13:00 to 14:30, not in the ATO or ATC auctions.</li><li>Prices follow the same band and tick sizes as round lots; odd-lot trades do not set the reference price.</li><li>Fees, income tax and T+2 settlement are as for round lots.</li></ul>',
        '<h2>Steps</h2>',
        '<ol><li>In APS Mobile go to Order › Odd lot (or switch on Odd lot in APS Trade).</li><li>Enter the symbol, a quantity from 1 to 99 and the price.</li><li>Check the odd-lot board to price close to the best bid.</li><li>Confirm with your PIN or Smart OTP and follow the order in the Order book.</li></ol>',
        '<h2>Notes</h2>',
        'Odd lots are less liquid than round lots and may match below the round-lot price. If you hold both for the same symbol (say 115 shares), place two orders: 100 shares as a round lot and 15 as an odd lot.',
      ],
    },
  }),
  instruct('instruct-amend-cancel', CAT_ORDERS, 4, 'settings', '2025-01-17', {
    vi: {
      slug: 'huy-sua-lenh',
      title: 'Hủy và sửa lệnh',
      summary: 'Sửa giá, khối lượng hoặc hủy phần lệnh chưa khớp trong Sổ lệnh.',
      keywords: 'hủy lệnh, sửa lệnh, sổ lệnh',
      body: [
        'Quý khách có thể sửa hoặc hủy phần chưa khớp của lệnh đang chờ khớp. Phần đã khớp không thể hủy.',
        '<h2>Các bước</h2>',
        '<ol><li>Vào Sổ lệnh, lọc trạng thái Chờ khớp hoặc Khớp một phần.</li><li>Chọn lệnh cần thay đổi và nhấn Sửa hoặc Hủy.</li><li>Khi sửa: nhập giá mới, khối lượng mới (lớn hơn hoặc bằng phần đã khớp).</li><li>Xác nhận bằng mã PIN hoặc Smart OTP; trạng thái lệnh cập nhật khi sở giao dịch xác nhận.</li></ol>',
        '<h2>Quy định theo sàn</h2>',
        '<ul><li><strong>HOSE:</strong> sửa giá, khối lượng của lệnh LO trong phiên liên tục; không hủy, sửa trong thời gian ATO và ATC.</li><li><strong>HNX, UPCOM:</strong> sửa giá, khối lượng, hủy lệnh LO trong phiên liên tục; HNX không cho hủy, sửa trong phiên ATC.</li><li>Lệnh ATO, ATC không sửa được; lệnh MP, MOK, MAK khớp hoặc hủy ngay nên không có phần chờ.</li></ul>',
        '<h2>Lưu ý</h2>',
        'Lệnh sửa mất thứ tự ưu tiên về thời gian và được xếp như một lệnh mới. Trong giờ cao điểm, lệnh có thể khớp trước khi yêu cầu hủy đến sở giao dịch; quý khách luôn kiểm tra lại trạng thái trong Sổ lệnh.',
      ],
    },
    en: {
      slug: 'amend-or-cancel-an-order',
      title: 'Amend or cancel an order',
      summary:
        'Change the price or quantity, or cancel the unmatched part of an order, in the Order book.',
      keywords: 'cancel order, amend order, order book',
      body: [
        'You can amend or cancel the unmatched part of a pending order. What has already matched cannot be cancelled.',
        '<h2>Steps</h2>',
        '<ol><li>Open the Order book and filter on Pending or Partly matched.</li><li>Select the order and tap Amend or Cancel.</li><li>To amend: enter the new price and the new quantity (at least the matched part).</li><li>Confirm with your PIN or Smart OTP; the status updates when the exchange confirms.</li></ol>',
        '<h2>Exchange rules</h2>',
        '<ul><li><strong>HOSE:</strong> amend the price or quantity of an LO in continuous trading; no amendments or cancellations during ATO and ATC.</li><li><strong>HNX and UPCOM:</strong> amend or cancel LOs in continuous trading; HNX allows no changes during ATC.</li><li>ATO and ATC orders cannot be amended; MP, MOK and MAK orders fill or cancel at once, so nothing waits.</li></ul>',
        '<h2>Notes</h2>',
        'An amended order loses its time priority and queues as a new order. At busy moments an order may match before your cancellation reaches the exchange, so always check the status in the Order book.',
      ],
    },
  }),

  // Dịch vụ tài chính
  instruct('instruct-register-margin', CAT_FINANCE, 1, 'percentage', '2025-01-21', {
    vi: {
      slug: 'dang-ky-giao-dich-ky-quy',
      title: 'Đăng ký giao dịch ký quỹ',
      summary:
        'Mở tiểu khoản ký quỹ trực tuyến, ký hợp đồng điện tử và bắt đầu dùng sức mua ký quỹ trong ngày.',
      keywords: 'đăng ký ký quỹ, margin, hợp đồng ký quỹ',
      body: [
        'Giao dịch ký quỹ cho phép quý khách vay tiền An Phát để mua chứng khoán trong danh mục cho vay. Việc đăng ký thực hiện hoàn toàn trực tuyến.',
        '<h2>Điều kiện</h2>',
        '<ul><li>Cá nhân từ đủ 18 tuổi, đã ký hợp đồng mở tài khoản và kích hoạt giao dịch.</li><li>Không có nợ quá hạn tại An Phát và các tổ chức tín dụng theo dữ liệu tra cứu được.</li></ul>',
        '<h2>Các bước trên APS Mobile</h2>',
        '<ol><li>Vào Dịch vụ tài chính › Giao dịch ký quỹ › Đăng ký.</li><li>Chọn gói lãi suất (Tiêu chuẩn hoặc Ưu đãi) và hạn mức đề nghị.</li><li>Đọc hợp đồng giao dịch ký quỹ, bảng tỷ lệ ký quỹ và danh mục chứng khoán được cho vay.</li><li>Đánh dấu đã đọc và đồng ý, nhập mã OTP để ký hợp đồng điện tử.</li><li>An Phát duyệt hạn mức và mở tiểu khoản ký quỹ (đuôi -6) trong ngày làm việc; quý khách nhận thông báo qua email và ứng dụng.</li><li>Chuyển tiền hoặc chứng khoán sang tiểu khoản ký quỹ để bắt đầu giao dịch.</li></ol>',
        '<h2>Lưu ý</h2>',
        '<ul><li>Sức mua ký quỹ của mỗi mã phụ thuộc tỷ lệ cho vay của mã đó (tối đa 50%).</li><li>Theo dõi tỷ lệ ký quỹ tại Tài sản › Ký quỹ; khi nhận thông báo bổ sung, quý khách nộp tiền hoặc bán bớt chứng khoán trong thời hạn ghi trong thông báo.</li><li>Lãi suất và các tỷ lệ xem tại trang Biểu phí, mục lãi suất giao dịch ký quỹ.</li></ul>',
      ],
    },
    en: {
      slug: 'sign-up-for-margin-trading',
      title: 'Sign up for margin trading',
      summary:
        'Open a margin sub-account online, sign the electronic contract and start using margin buying power the same day.',
      keywords: 'margin sign-up, margin account, margin contract',
      body: [
        'Margin trading lets you borrow from An Phat to buy securities on the eligible list. You sign up entirely online.',
        '<h2>Eligibility</h2>',
        '<ul><li>Individuals aged 18 or over who have signed the account contract and activated trading.</li><li>No overdue debt with An Phat or with lenders, as far as our checks show.</li></ul>',
        '<h2>Steps in APS Mobile</h2>',
        '<ol><li>Go to Financial services › Margin trading › Sign up.</li><li>Choose the rate package (Standard or Preferential) and the credit limit you want.</li><li>Read the margin contract, the margin ratio table and the list of eligible securities.</li><li>Tick that you have read and agree, and enter the OTP to sign electronically.</li><li>An Phat approves the limit and opens the margin sub-account (ending -6) within the working day; you are notified by email and in the app.</li><li>Move cash or securities to the margin sub-account to start trading.</li></ol>',
        '<h2>Notes</h2>',
        '<ul><li>Margin buying power for each symbol depends on its loan ratio (at most 50%).</li><li>Watch your margin ratio under Assets › Margin; after a margin call, deposit cash or sell securities within the time stated in the notice.</li><li>Rates and ratios are on the Fees page, under margin interest.</li></ul>',
      ],
    },
  }),
  instruct('instruct-cash-advance', CAT_FINANCE, 2, 'cash', '2025-01-22', {
    vi: {
      slug: 'ung-truoc-tien-ban-chung-khoan',
      title: 'Ứng trước tiền bán chứng khoán',
      summary:
        'Nhận tiền bán ngay sau khi lệnh bán khớp, thủ công hoặc tự động, trên APS Mobile và APS Trade.',
      keywords: 'ứng trước tiền bán, ứng tiền, ứng trước tự động',
      body: [
        'Tiền bán chứng khoán về tài khoản vào ngày T+2. Khi cần dùng sớm hơn, quý khách ứng trước khoản tiền này với phí tính theo ngày.',
        '<h2>Ứng trước thủ công</h2>',
        '<ol><li>Vào Dịch vụ tài chính › Ứng trước tiền bán.</li><li>Màn hình liệt kê các khoản tiền bán chờ về theo ngày thanh toán và số tiền có thể ứng.</li><li>Nhập số tiền cần ứng; hệ thống hiển thị phí ứng trước dự kiến.</li><li>Xác nhận bằng mã OTP; tiền vào tiểu khoản ngay lập tức.</li></ol>',
        '<h2>Ứng trước tự động</h2>',
        '<ol><li>Vào Dịch vụ tài chính › Ứng trước tiền bán › Ứng trước tự động.</li><li>Bật tùy chọn và xác nhận bằng mã OTP.</li><li>Từ đó, mỗi khi sức mua không đủ cho lệnh mua, hệ thống tự ứng đúng số tiền còn thiếu.</li></ol>',
        'Ví dụ minh họa: lệnh bán khớp thứ Ba với số tiền thực nhận 80.000.000 đồng, tiền về thứ Năm. Ứng trước ngay thứ Ba, phí là 80.000.000 × 0,035% × 2 = 56.000 đồng.',
        '<h2>Lưu ý</h2>',
        '<ul><li>Thời gian ứng trước thủ công: 8:00–16:30 các ngày làm việc.</li><li>Phí tính theo số ngày thực tế đến ngày tiền về, kể cả ngày nghỉ; tối thiểu 20.000 đồng/lần (minh họa).</li></ul>',
      ],
    },
    en: {
      slug: 'take-a-cash-advance-on-sales',
      title: 'Take a cash advance on sales',
      summary:
        'Get sale proceeds as soon as your sell order matches, manually or automatically, in APS Mobile or APS Trade.',
      keywords: 'cash advance, sale proceeds, automatic advance',
      body: [
        'Sale proceeds reach your account on T+2. When you need them sooner, advance them for a daily fee.',
        '<h2>Manual advance</h2>',
        '<ol><li>Go to Financial services › Cash advance.</li><li>The screen lists pending proceeds by settlement date and the amount you can advance.</li><li>Enter the amount; the estimated fee is shown.</li><li>Confirm with an OTP; the cash is credited immediately.</li></ol>',
        '<h2>Automatic advance</h2>',
        '<ol><li>Go to Financial services › Cash advance › Automatic advance.</li><li>Switch it on and confirm with an OTP.</li><li>From then on, whenever your buying power falls short of a buy order, the system advances exactly the missing amount.</li></ol>',
        'Illustrative example: a sale matches on Tuesday for net proceeds of 80,000,000 VND, settling on Thursday. Advancing it on Tuesday costs 80,000,000 × 0.035% × 2 = 56,000 VND.',
        '<h2>Notes</h2>',
        '<ul><li>Manual advances: 8:00–16:30 on working days.</li><li>The fee counts actual days up to settlement, weekends included, with a minimum of 20,000 VND per advance (illustrative).</li></ul>',
      ],
    },
  }),
  instruct('instruct-rights-issue', CAT_FINANCE, 3, 'certificate', '2025-03-18', {
    vi: {
      slug: 'dang-ky-quyen-mua-co-phieu-phat-hanh-them',
      title: 'Đăng ký quyền mua cổ phiếu phát hành thêm',
      summary:
        'Đăng ký và nộp tiền mua cổ phiếu phát hành thêm cho cổ đông hiện hữu trực tuyến, đúng hạn.',
      keywords: 'quyền mua, phát hành thêm, đăng ký quyền mua',
      body: [
        'Khi doanh nghiệp chào bán cổ phiếu cho cổ đông hiện hữu, cổ đông có tên vào ngày đăng ký cuối cùng nhận quyền mua theo tỷ lệ công bố. An Phát gửi thông báo qua email và ứng dụng khi quyền về tài khoản.',
        '<h2>Các bước trên APS Mobile</h2>',
        '<ol><li>Vào Tiện ích › Thực hiện quyền › Đăng ký quyền mua.</li><li>Chọn mã chứng khoán; màn hình hiển thị số quyền, số cổ phiếu được mua, giá mua và hạn đăng ký.</li><li>Nhập số cổ phiếu muốn mua (không vượt số được mua).</li><li>Kiểm tra số tiền phải nộp; tiền được trừ từ tiểu khoản thường.</li><li>Xác nhận bằng mã OTP.</li></ol>',
        'Ví dụ minh họa: quý khách sở hữu 1.000 cổ phiếu, tỷ lệ thực hiện quyền 10:3, giá mua 12.000 đồng. Quý khách được mua 300 cổ phiếu và nộp 300 × 12.000 = 3.600.000 đồng.',
        '<h2>Lưu ý</h2>',
        '<ul><li>Hạn đăng ký tại An Phát kết thúc lúc 16:00, sớm hơn một ngày làm việc so với hạn của tổ chức phát hành, để kịp gửi hồ sơ tới VSDC.</li><li>Quyền mua không đăng ký đúng hạn sẽ hết hiệu lực.</li><li>Muốn chuyển nhượng quyền mua cho người khác, quý khách làm thủ tục tại quầy trong thời gian chuyển nhượng quyền.</li><li>Cổ phiếu mới về tài khoản và giao dịch được sau khi niêm yết bổ sung, thường 3–6 tuần sau khi kết thúc đợt chào bán.</li></ul>',
      ],
    },
    en: {
      slug: 'subscribe-to-a-rights-issue',
      title: 'Subscribe to a rights issue',
      summary: 'Subscribe and pay for new shares offered to existing shareholders online, on time.',
      keywords: 'subscription rights, rights issue, subscribe',
      body: [
        'When a company offers new shares to existing shareholders, those on the register on the record date receive rights in the announced ratio. An Phat notifies you by email and in the app when the rights reach your account.',
        '<h2>Steps in APS Mobile</h2>',
        '<ol><li>Go to Utilities › Corporate actions › Subscribe to rights.</li><li>Choose the symbol; the screen shows your rights, the shares you may buy, the price and the deadline.</li><li>Enter how many shares to buy (no more than your entitlement).</li><li>Check the amount due; it is debited from your regular sub-account.</li><li>Confirm with an OTP.</li></ol>',
        'Illustrative example: you hold 1,000 shares, the rights ratio is 10:3 and the price is 12,000 VND. You may buy 300 shares and pay 300 × 12,000 = 3,600,000 VND.',
        '<h2>Notes</h2>',
        '<ul><li>An Phat’s deadline is 16:00 one working day before the issuer’s, so we can file with VSDC in time.</li><li>Rights not exercised by the deadline lapse.</li><li>To transfer your rights to someone else, come to a branch during the rights transfer period.</li><li>The new shares arrive and can be traded after their additional listing, usually 3–6 weeks after the offer closes.</li></ul>',
      ],
    },
  }),

  // Ứng dụng di động
  instruct('instruct-reset-password', CAT_MOBILE, 1, 'key', '2025-02-05', {
    vi: {
      slug: 'dat-lai-mat-khau-dang-nhap',
      title: 'Đặt lại mật khẩu đăng nhập',
      summary:
        'Quên mật khẩu hoặc tài khoản bị khóa sau 5 lần nhập sai: tự đặt lại trực tuyến bằng mã OTP.',
      keywords: 'quên mật khẩu, đặt lại mật khẩu, tài khoản bị khóa',
      body: [
        'Quý khách tự đặt lại mật khẩu đăng nhập APS Mobile và APS Trade mà không cần đến quầy, với điều kiện vẫn dùng số điện thoại đã đăng ký.',
        '<h2>Các bước</h2>',
        '<ol><li>Trên màn hình đăng nhập, chọn Quên mật khẩu.</li><li>Nhập số tài khoản (ví dụ 009C123456) và số căn cước.</li><li>Nhập mã OTP 6 chữ số gửi tới số điện thoại đã đăng ký.</li><li>Đặt mật khẩu mới: tối thiểu 8 ký tự, có chữ và số, khác mật khẩu cũ.</li><li>Đăng nhập lại bằng mật khẩu mới.</li></ol>',
        '<h2>Khi tài khoản bị khóa</h2>',
        'Sau 5 lần nhập sai mật khẩu liên tiếp, đăng nhập bị khóa tạm thời. Quý khách đặt lại mật khẩu theo các bước trên để mở khóa, hoặc gọi 1900 98 9999 nếu không nhận được mã OTP.',
        '<h2>Bảo mật</h2>',
        '<ul><li>Không chia sẻ mật khẩu, mã OTP, mã PIN với bất kỳ ai, kể cả người tự xưng là nhân viên An Phát.</li><li>An Phát không bao giờ gọi điện hay nhắn tin yêu cầu quý khách cung cấp mật khẩu hoặc mã OTP.</li><li>Đổi mật khẩu định kỳ tại Cài đặt › Bảo mật › Đổi mật khẩu.</li></ul>',
      ],
    },
    en: {
      slug: 'reset-your-login-password',
      title: 'Reset your login password',
      summary:
        'Forgot your password, or locked out after 5 wrong tries? Reset it online with an OTP.',
      keywords: 'forgot password, reset password, locked account',
      body: [
        'You can reset your APS Mobile and APS Trade password yourself, without visiting a branch, as long as you still use your registered phone number.',
        '<h2>Steps</h2>',
        '<ol><li>On the login screen, choose Forgot password.</li><li>Enter your account number (for example 009C123456) and ID card number.</li><li>Enter the 6-digit OTP sent to your registered phone.</li><li>Set a new password: at least 8 characters, with letters and digits, different from the old one.</li><li>Log in again with the new password.</li></ol>',
        '<h2>If your login is locked</h2>',
        'After 5 wrong passwords in a row, login is locked for a while. Reset your password as above to unlock it, or call 1900 98 9999 if the OTP does not arrive.',
        '<h2>Stay safe</h2>',
        '<ul><li>Never share your password, OTP or PIN with anyone, including people claiming to be An Phat staff.</li><li>An Phat will never call or text you asking for your password or OTP.</li><li>Change your password regularly under Settings › Security › Change password.</li></ul>',
      ],
    },
  }),
  instruct(
    'instruct-smart-otp',
    CAT_MOBILE,
    2,
    'lock',
    '2025-02-05',
    {
      vi: {
        slug: 'kich-hoat-smart-otp',
        title: 'Kích hoạt Smart OTP',
        summary:
          'Tạo mã xác thực ngay trên APS Mobile, không cần chờ SMS, an toàn hơn khi đặt lệnh và rút tiền.',
        keywords: 'Smart OTP, xác thực, mã OTP',
        body: [
          'Smart OTP tạo mã xác thực 6 chữ số ngay trên điện thoại của quý khách. Mã thay đổi sau mỗi 30 giây và chỉ dùng được trên thiết bị đã kích hoạt, nên an toàn hơn OTP qua tin nhắn.',
          '<h2>Các bước kích hoạt</h2>',
          '<ol><li>Đăng nhập APS Mobile, vào Cài đặt › Bảo mật › Smart OTP.</li><li>Chọn Đăng ký và đọc điều khoản sử dụng.</li><li>Nhập mã OTP gửi qua SMS tới số điện thoại đã đăng ký.</li><li>Đặt mã PIN Smart OTP gồm 6 chữ số và nhập lại để xác nhận.</li><li>Bật xác thực bằng vân tay hoặc khuôn mặt nếu muốn.</li></ol>',
          '<h2>Sử dụng</h2>',
          'Khi đặt lệnh, rút tiền hoặc đăng ký dịch vụ trên APS Mobile, mã Smart OTP được điền tự động sau khi quý khách nhập PIN hoặc xác thực sinh trắc học. Trên APS Trade, mở APS Mobile › Smart OTP để lấy mã và nhập vào máy tính.',
          '<h2>Lưu ý</h2>',
          '<ul><li>Mỗi tài khoản chỉ kích hoạt Smart OTP trên một thiết bị tại một thời điểm.</li><li>Khi đổi điện thoại, kích hoạt lại trên máy mới; máy cũ tự hủy Smart OTP.</li><li>Mất điện thoại: gọi ngay 1900 98 9999 để khóa Smart OTP và tạm khóa giao dịch trực tuyến.</li></ul>',
        ],
      },
      en: {
        slug: 'enable-smart-otp',
        title: 'Enable Smart OTP',
        summary:
          'Generate codes in APS Mobile with no waiting for an SMS, for safer orders and withdrawals.',
        keywords: 'Smart OTP, authentication, OTP code',
        body: [
          'Smart OTP generates a 6-digit code on your phone. The code changes every 30 seconds and works only on the activated device, which makes it safer than an SMS OTP.',
          '<h2>How to activate</h2>',
          '<ol><li>Log in to APS Mobile and go to Settings › Security › Smart OTP.</li><li>Choose Register and read the terms of use.</li><li>Enter the OTP sent by SMS to your registered phone.</li><li>Set a 6-digit Smart OTP PIN and enter it again to confirm.</li><li>Turn on fingerprint or face authentication if you like.</li></ol>',
          '<h2>Using it</h2>',
          'When you place an order, withdraw or sign up for a service in APS Mobile, the Smart OTP is filled in after you enter your PIN or use biometrics. On APS Trade, open APS Mobile › Smart OTP to get the code and type it on the computer.',
          '<h2>Notes</h2>',
          '<ul><li>Each account can have Smart OTP on one device at a time.</li><li>When you change phones, activate it on the new one; the old one is deactivated automatically.</li><li>Lost your phone? Call 1900 98 9999 at once to block Smart OTP and suspend online trading.</li></ul>',
        ],
      },
    },
    true,
  ),
  instruct('instruct-price-board', CAT_MOBILE, 3, 'chart-dots', '2025-02-06', {
    vi: {
      slug: 'huong-dan-doc-bang-gia',
      title: 'Hướng dẫn đọc bảng giá',
      summary: 'Ý nghĩa các cột, màu sắc và đơn vị trên bảng giá chứng khoán của An Phát.',
      keywords: 'bảng giá, đọc bảng giá, giá trần, giá sàn',
      body: [
        'Bảng giá hiển thị diễn biến giao dịch của từng mã theo thời gian thực. Giá trên bảng tính theo đơn vị nghìn đồng: 25,15 nghĩa là 25.150 đồng.',
        '<h2>Các cột chính</h2>',
        '<ul><li><strong>Mã CK:</strong> mã chứng khoán; nhấn vào để mở chi tiết và đặt lệnh.</li><li><strong>Trần, Sàn, TC:</strong> giá cao nhất, thấp nhất được phép đặt trong ngày và giá tham chiếu.</li><li><strong>Bên mua:</strong> ba mức giá chờ mua tốt nhất và khối lượng tương ứng.</li><li><strong>Khớp lệnh:</strong> giá, khối lượng khớp gần nhất và mức thay đổi so với tham chiếu.</li><li><strong>Bên bán:</strong> ba mức giá chờ bán tốt nhất và khối lượng tương ứng.</li><li><strong>Tổng KL, Cao, Thấp:</strong> tổng khối lượng khớp, giá cao nhất và thấp nhất trong ngày.</li><li><strong>NN mua, NN bán, Room:</strong> khối lượng nhà đầu tư nước ngoài mua, bán và số cổ phiếu nước ngoài còn được mua.</li></ul>',
        '<h2>Màu sắc</h2>',
        '<table><thead><tr><th>Màu</th><th>Ý nghĩa</th></tr></thead><tbody><tr><td>Tím</td><td>Bằng giá trần</td></tr><tr><td>Xanh lá</td><td>Tăng so với tham chiếu</td></tr><tr><td>Vàng</td><td>Bằng giá tham chiếu</td></tr><tr><td>Đỏ</td><td>Giảm so với tham chiếu</td></tr><tr><td>Xanh lơ</td><td>Bằng giá sàn</td></tr></tbody></table>',
        '<h2>Mẹo sử dụng</h2>',
        '<ol><li>Tạo danh mục theo dõi: nhấn biểu tượng ngôi sao cạnh mã.</li><li>Chuyển nhanh giữa các sàn, nhóm VN30, HNX30, chứng quyền và phái sinh bằng các thẻ phía trên.</li><li>Đặt cảnh báo giá: nhấn giữ một mã, chọn Cảnh báo và nhập mức giá.</li><li>Nhấn đúp vào một mức giá bên mua hoặc bên bán để mở lệnh với giá đó điền sẵn.</li></ol>',
        'Khối lượng từ 1.000 trở lên có thể hiển thị rút gọn theo nghìn với hậu tố K, ví dụ 12,5K là 12.500 cổ phiếu.',
      ],
    },
    en: {
      slug: 'how-to-read-the-price-board',
      title: 'How to read the price board',
      summary: 'What the columns, colours and units on An Phat’s price board mean.',
      keywords: 'price board, reading the board, ceiling price, floor price',
      body: [
        'The price board shows each symbol’s trading in real time. Prices are in thousands of VND: 25.15 means 25,150 VND.',
        '<h2>Main columns</h2>',
        '<ul><li><strong>Symbol:</strong> tap it to open the details and place an order.</li><li><strong>Ceiling, Floor, Ref:</strong> the highest and lowest prices allowed today and the reference price.</li><li><strong>Bids:</strong> the three best bid prices and their volumes.</li><li><strong>Last:</strong> the latest matched price and volume and the change from the reference.</li><li><strong>Offers:</strong> the three best offer prices and their volumes.</li><li><strong>Total volume, High, Low:</strong> the day’s matched volume and highest and lowest prices.</li><li><strong>Foreign buy, Foreign sell, Room:</strong> foreign investors’ purchases and sales and the shares foreigners may still buy.</li></ul>',
        '<h2>Colours</h2>',
        '<table><thead><tr><th>Colour</th><th>Meaning</th></tr></thead><tbody><tr><td>Purple</td><td>At the ceiling</td></tr><tr><td>Green</td><td>Up from the reference</td></tr><tr><td>Yellow</td><td>At the reference</td></tr><tr><td>Red</td><td>Down from the reference</td></tr><tr><td>Cyan</td><td>At the floor</td></tr></tbody></table>',
        '<h2>Tips</h2>',
        '<ol><li>Build a watch list: tap the star next to a symbol.</li><li>Switch between exchanges, VN30, HNX30, warrants and derivatives with the tabs at the top.</li><li>Set a price alert: press and hold a symbol, choose Alert and enter the price.</li><li>Double-tap a bid or offer price to open an order with that price filled in.</li></ol>',
        'Volumes of 1,000 or more may be shortened to thousands with a K suffix: 12.5K means 12,500 shares.',
      ],
    },
  }),
];
