import type { Locale } from '@brokerage/shared/routing/routes.ts';

/**
 * Every error message the API can send, in both languages. Codes are stable identifiers the
 * sites switch on (design §5); messages are for people, so they read naturally in each language.
 * `{name}` placeholders are filled from the error's params.
 */
const vi = {
  bad_request: 'Yêu cầu không hợp lệ.',
  not_found: 'Không tìm thấy đường dẫn được yêu cầu.',
  method_not_allowed: 'Phương thức không được hỗ trợ cho đường dẫn này.',
  page_not_found: 'Không tìm thấy trang này.',
  redirect_not_found: 'Không có chuyển hướng cho đường dẫn này.',
  redirect_loop: 'Chuyển hướng cho đường dẫn này bị lặp vòng hoặc quá nhiều bước.',
  file_not_found: 'Không tìm thấy tệp.',
  range_not_satisfiable: 'Phạm vi dữ liệu yêu cầu nằm ngoài kích thước tệp.',
  invalid_json: 'Nội dung gửi lên không phải JSON hợp lệ.',
  payload_too_large: 'Dữ liệu gửi lên vượt quá dung lượng cho phép.',
  unsupported_media_type: 'Định dạng dữ liệu gửi lên không được hỗ trợ.',
  invalid_url: 'Đường dẫn của yêu cầu không hợp lệ.',
  uri_too_long: 'Đường dẫn của yêu cầu quá dài.',
  invalid_content_length: 'Độ dài dữ liệu gửi lên không khớp với Content-Length của yêu cầu.',
  headers_too_large: 'Phần tiêu đề (header) của yêu cầu quá lớn.',
  request_timeout: 'Yêu cầu được gửi lên quá chậm nên đã bị ngắt. Vui lòng thử lại.',
  rate_limited: 'Quý khách thao tác quá nhanh. Vui lòng thử lại sau {seconds} giây.',
  maintenance: 'Rất tiếc, hệ thống đang được bảo trì. Quý khách vui lòng quay lại sau.',
  service_unavailable: 'Dịch vụ tạm thời không khả dụng. Vui lòng thử lại sau.',
  rate_limit_unavailable:
    'Chức năng này tạm thời gián đoạn. Quý khách vui lòng thử lại sau ít phút.',
  storage_unavailable: 'Kho lưu trữ tệp tạm thời không khả dụng. Vui lòng thử lại sau.',
  internal_error: 'Đã có lỗi xảy ra. Vui lòng thử lại.',
  // Field validation (zod issue codes, plus `required`).
  required: 'Trường này là bắt buộc.',
  invalid_type: 'Kiểu dữ liệu không hợp lệ.',
  invalid_type_number: 'Giá trị phải là một số.',
  invalid_type_int: 'Giá trị phải là số nguyên.',
  invalid_type_string: 'Giá trị phải là chuỗi ký tự.',
  invalid_type_boolean: 'Giá trị phải là true hoặc false.',
  too_small_number: 'Giá trị phải lớn hơn hoặc bằng {minimum}.',
  too_small_number_exclusive: 'Giá trị phải lớn hơn {minimum}.',
  too_small_string: 'Cần ít nhất {minimum} ký tự.',
  too_small_string_empty: 'Không được để trống.',
  too_small_array: 'Cần ít nhất {minimum} mục.',
  too_small: 'Giá trị quá nhỏ.',
  too_big_number: 'Giá trị phải nhỏ hơn hoặc bằng {maximum}.',
  too_big_number_exclusive: 'Giá trị phải nhỏ hơn {maximum}.',
  too_big_string: 'Tối đa {maximum} ký tự.',
  too_big_array: 'Tối đa {maximum} mục.',
  too_big: 'Giá trị quá lớn.',
  invalid_format: 'Định dạng không hợp lệ.',
  invalid_value: 'Giá trị không hợp lệ.',
  invalid_value_options: 'Giá trị không hợp lệ. Chấp nhận: {options}.',
  unrecognized_keys: 'Có trường không được hỗ trợ: {keys}.',
  invalid: 'Giá trị không hợp lệ.',
  // Form fields of the shared schemas (contact, newsletter): their zod issues carry these codes.
  too_short: 'Cần ít nhất {minimum} ký tự.',
  too_long: 'Tối đa {maximum} ký tự.',
  name_invalid: 'Họ tên chỉ gồm chữ cái và khoảng trắng, không chứa số hay ký tự đặc biệt.',
  email_invalid: 'Email không đúng định dạng.',
  phone_invalid: 'Số điện thoại không hợp lệ (10 chữ số bắt đầu bằng 0, hoặc +84).',
  grecaptcha_token: 'Lỗi hệ thống xác thực. Quý khách vui lòng thử lại.',
  newsletter_already_subscribed:
    'Email này đã đăng ký nhận bản tin. Vui lòng liên hệ tổng đài {hotline} để được hỗ trợ.',
  // Customer accounts (customers.ts): form codes, then CUSTOMER_ERROR_CODES.
  account_invalid: 'Số tài khoản không hợp lệ (ví dụ: 009C123456).',
  star_required: 'Vui lòng chọn số sao đánh giá.',
  star_invalid: 'Số sao đánh giá phải từ 1 đến 5.',
  invalid_characters: 'Có ký tự không hợp lệ (ký tự điều khiển).',
  invalid_credentials: 'Số tài khoản hoặc mật khẩu không đúng.',
  too_many_attempts:
    'Quý khách đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau {minutes} phút.',
  login_delayed:
    'Tài khoản này đã bị nhập sai mật khẩu nhiều lần. Vui lòng đợi {seconds} giây rồi thử lại, hoặc đăng nhập trên trình duyệt quý khách đã từng đăng nhập.',
  login_busy:
    'Hệ thống đang nhận quá nhiều yêu cầu đăng nhập. Vui lòng thử lại sau {seconds} giây.',
  session_idle:
    'Phiên đăng nhập đã kết thúc do quý khách không thao tác trong {minutes} phút. Vui lòng đăng nhập lại.',
  token_missing: 'Vui lòng đăng nhập để tiếp tục.',
  token_invalid: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại.',
  token_expired: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại.',
  token_revoked: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại.',
  sso_state_invalid: 'Phiên đăng nhập SSO không hợp lệ hoặc đã hết hạn. Vui lòng đăng nhập lại.',
  sso_redirect_uri_invalid: 'Địa chỉ quay lại sau khi đăng nhập SSO không hợp lệ.',
  sso_origin_unknown:
    'Trang web đang được mở bằng một địa chỉ mà hệ thống SSO không nhận. Vui lòng mở trang bằng địa chỉ chính thức rồi đăng nhập lại.',
  sso_browser_mismatch:
    'Đăng nhập SSO này không được bắt đầu trên trình duyệt này. Vui lòng đăng nhập lại.',
  sso_code_invalid: 'Mã đăng nhập SSO không hợp lệ hoặc đã hết hạn. Vui lòng đăng nhập lại.',
  sso_unavailable: 'Hệ thống đăng nhập SSO tạm thời không phản hồi. Vui lòng thử lại sau.',
  sso_login_required: 'Vui lòng đăng nhập bằng SSO để tải báo cáo.',
  login_required: 'Vui lòng đăng nhập để xem báo cáo này.',
  rating_login_required: 'Đánh giá chuyên gia thất bại, vui lòng đăng nhập để đánh giá',
  // Market data (analysis centre, price board).
  stock_symbol_not_found: 'Rất tiếc, chúng tôi không tìm thấy mã chứng khoán này.',
  session_not_found: 'Không có phiên giao dịch nào vào ngày này.',
  priceboard_unavailable:
    'Bảng giá tạm thời không phản hồi nên chưa có dữ liệu khớp lệnh trong phiên. Vui lòng thử lại sau.',
} as const;

export type MessageCode = keyof typeof vi;

const en: Record<MessageCode, string> = {
  bad_request: 'The request is not valid.',
  not_found: 'The requested address was not found.',
  method_not_allowed: 'This method is not supported here.',
  page_not_found: 'This page could not be found.',
  redirect_not_found: 'There is no redirect for this path.',
  redirect_loop: 'The redirect for this path loops or takes too many steps.',
  file_not_found: 'The file could not be found.',
  range_not_satisfiable: 'The requested range lies outside the file.',
  invalid_json: 'The request body is not valid JSON.',
  payload_too_large: 'The request body is too large.',
  unsupported_media_type: 'This content type is not supported.',
  invalid_url: 'The address of the request is not valid.',
  uri_too_long: 'The address of the request is too long.',
  invalid_content_length: 'The length of the request body does not match its Content-Length.',
  headers_too_large: 'The request headers are too large.',
  request_timeout: 'The request took too long to arrive, so it was cut off. Please try again.',
  rate_limited: 'Too many requests. Please try again in {seconds} seconds.',
  maintenance: 'Sorry, the system is under maintenance. Please come back later.',
  service_unavailable: 'The service is temporarily unavailable. Please try again later.',
  rate_limit_unavailable:
    'This action is temporarily unavailable. Please try again in a few minutes.',
  storage_unavailable: 'File storage is temporarily unavailable. Please try again later.',
  internal_error: 'An error has occurred. Please try again.',
  required: 'This field is required.',
  invalid_type: 'This value has the wrong type.',
  invalid_type_number: 'Must be a number.',
  invalid_type_int: 'Must be a whole number.',
  invalid_type_string: 'Must be text.',
  invalid_type_boolean: 'Must be true or false.',
  too_small_number: 'Must be at least {minimum}.',
  too_small_number_exclusive: 'Must be greater than {minimum}.',
  too_small_string: 'Must be at least {minimum} characters long.',
  too_small_string_empty: 'Must not be empty.',
  too_small_array: 'Must have at least {minimum} items.',
  too_small: 'This value is too small.',
  too_big_number: 'Must be at most {maximum}.',
  too_big_number_exclusive: 'Must be less than {maximum}.',
  too_big_string: 'Must be at most {maximum} characters long.',
  too_big_array: 'Must have at most {maximum} items.',
  too_big: 'This value is too large.',
  invalid_format: 'The format is not valid.',
  invalid_value: 'This value is not allowed.',
  invalid_value_options: 'This value is not allowed. Use one of: {options}.',
  unrecognized_keys: 'Unsupported fields: {keys}.',
  invalid: 'This value is not valid.',
  too_short: 'Must be at least {minimum} characters long.',
  too_long: 'Must be at most {maximum} characters long.',
  name_invalid: 'Names may contain only letters and spaces, no digits or special characters.',
  email_invalid: 'The email address is not valid.',
  phone_invalid: 'The phone number is not valid (10 digits starting with 0, or +84).',
  grecaptcha_token: 'The verification failed because of a system error. Please try again.',
  newsletter_already_subscribed:
    'This email has already subscribed to the newsletter. Please contact the hotline {hotline} for help.',
  account_invalid: 'The account number is not valid (for example 009C123456).',
  star_required: 'Please choose a star rating.',
  star_invalid: 'The rating must be from 1 to 5 stars.',
  invalid_characters: 'This contains characters that are not allowed (control characters).',
  invalid_credentials: 'Incorrect account number or password.',
  too_many_attempts: 'Too many failed login attempts. Please try again in {minutes} minutes.',
  login_delayed:
    'Too many incorrect passwords for this account. Please wait {seconds} seconds and try again, or log in from a browser you have logged in with before.',
  login_busy:
    'The login service is receiving too many requests. Please try again in {seconds} seconds.',
  session_idle:
    'You were logged out after {minutes} minutes without activity. Please log in again.',
  token_missing: 'Please log in to continue.',
  token_invalid: 'Your session has expired. Please log in again.',
  token_expired: 'Your session has expired. Please log in again.',
  token_revoked: 'Your session has expired. Please log in again.',
  sso_state_invalid: 'This SSO login is not valid or has expired. Please log in again.',
  sso_redirect_uri_invalid: 'The return address of the SSO login is not valid.',
  sso_origin_unknown:
    'This site is open on an address the SSO login does not know. Please open it on its official address and log in again.',
  sso_browser_mismatch: 'This SSO login was not started in this browser. Please log in again.',
  sso_code_invalid: 'The SSO login code is not valid or has expired. Please log in again.',
  sso_unavailable: 'The SSO login service is not responding. Please try again later.',
  sso_login_required: 'Please log in with SSO to download reports.',
  login_required: 'Please log in to view this report.',
  rating_login_required: 'Rating the expert failed, please log in to rate',
  stock_symbol_not_found: 'Sorry, we could not find this stock symbol.',
  session_not_found: 'There is no trading session on this day.',
  priceboard_unavailable:
    "The price board is not responding, so today's matched orders are not available. Please try again later.",
};

const CATALOGUE: Record<Locale, Record<MessageCode, string>> = { vi, en };

export type MessageParams = Record<string, string | number>;

export function isMessageCode(code: string): code is MessageCode {
  return Object.hasOwn(vi, code);
}

export function translate(locale: Locale, code: MessageCode, params: MessageParams = {}): string {
  return CATALOGUE[locale][code].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
