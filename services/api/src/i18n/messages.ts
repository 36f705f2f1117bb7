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
  search_busy:
    'Hệ thống tìm kiếm đang nhận quá nhiều yêu cầu. Vui lòng thử lại sau {seconds} giây.',
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
  recommendation_category_not_found: 'Không có danh mục khuyến nghị này.',
  session_not_found: 'Không có phiên giao dịch nào vào ngày này.',
  statement_not_found:
    'Không có báo cáo này cho loại hình doanh nghiệp đã chọn, hoặc mã chứng khoán thuộc loại hình doanh nghiệp khác (ngân hàng, bảo hiểm, chứng khoán, doanh nghiệp).',
  financial_report_not_found: 'Chưa có báo cáo tài chính của kỳ này.',
  priceboard_unavailable:
    'Bảng giá tạm thời không phản hồi nên chưa có dữ liệu khớp lệnh trong phiên. Vui lòng thử lại sau.',
  // The eKYC account opening (docs/ekyc.md; spec §8 where it gives the words).
  ekyc_case_not_found:
    'Không tìm thấy hồ sơ mở tài khoản hoặc hồ sơ đã hết hạn. Quý khách vui lòng bắt đầu lại.',
  ekyc_step_not_allowed:
    'Hồ sơ chưa ở bước này. Quý khách vui lòng tải lại trang để tiếp tục đúng bước.',
  ekyc_vendor_unavailable:
    'Hệ thống xác thực danh tính tạm thời gián đoạn. Quý khách vui lòng thử lại sau ít phút.',
  ekyc_vendor_busy:
    'Hệ thống xác thực đang có nhiều yêu cầu. Video của Quý khách vẫn được giữ lại, vui lòng gửi lại sau giây lát.',
  // Step form codes (shared/src/validation/ekyc/schemas.ts).
  option_invalid: 'Vui lòng chọn một giá trị trong danh sách.',
  date_invalid: 'Ngày không hợp lệ.',
  digits_only: 'Chỉ được nhập chữ số.',
  quotes_not_allowed: 'Không được chứa dấu nháy (\' hoặc ").',
  organization_offline:
    'Khách hàng tổ chức vui lòng mở tài khoản tại chi nhánh hoặc phòng giao dịch của chúng tôi.',
  foreign_offline:
    'Nhà đầu tư nước ngoài vui lòng mở tài khoản tại chi nhánh hoặc phòng giao dịch của chúng tôi.',
  id_digits_only: 'Số giấy tờ tùy thân chỉ gồm chữ số.',
  id_length: 'Số giấy tờ tùy thân phải có từ 9 đến 12 chữ số.',
  otp_format_invalid: 'Mã OTP gồm đúng 6 chữ số.',
  uuid_invalid: 'Mã hồ sơ không hợp lệ.',
  terms_required: 'Quý khách vui lòng đồng ý với các điều khoản và điều kiện.',
  handoff_invalid: 'Liên kết tiếp tục trên điện thoại không hợp lệ hoặc đã hết hạn.',
  // Identity and fraud checks (spec §5, §8).
  id_format_invalid: 'Số CCCD không đúng định dạng (thẻ căn cước công dân gồm 12 chữ số).',
  id_old_cmnd:
    'Hệ thống chỉ hỗ trợ mở tài khoản trực tuyến bằng thẻ Căn cước công dân gắn chip. Quý khách vui lòng sử dụng thẻ CCCD gắn chip.',
  id_under_14: 'Ngày sinh cho thấy Quý khách chưa đủ 14 tuổi: thông tin giấy tờ không hợp lệ.',
  id_under_18: 'Quý khách cần đủ 18 tuổi trở lên để mở tài khoản chứng khoán.',
  id_birth_date_future: 'Ngày sinh không được sau ngày hôm nay.',
  id_birth_year_mismatch: 'Năm sinh không khớp với số CCCD (chữ số thứ 5 và 6 là năm sinh).',
  id_gender_mismatch: 'Giới tính không khớp với số CCCD.',
  id_issue_date_future: 'Ngày cấp không được sau ngày hôm nay.',
  id_issue_before_birth: 'Ngày cấp phải sau ngày sinh.',
  id_expired: 'Thẻ CCCD đã hết hạn. Quý khách vui lòng sử dụng thẻ đã được cấp đổi.',
  id_expiry_mismatch: 'Ngày hết hạn in trên thẻ không đúng quy định về thời hạn của thẻ CCCD.',
  id_nationality_invalid:
    'Mở tài khoản trực tuyến chỉ dành cho công dân Việt Nam. Quý khách vui lòng liên hệ chi nhánh gần nhất.',
  id_qr_address_mismatch: 'Địa chỉ thường trú không khớp với mã QR trên thẻ CCCD.',
  id_qr_mismatch:
    'Thông tin đã nhập (số CCCD, họ tên, ngày sinh hoặc giới tính) không khớp với mã QR trên thẻ CCCD.',
  id_card_existed:
    'Số CCCD này đã được đăng ký mở tài khoản. Quý khách vui lòng liên hệ tổng đài {hotline} để được hỗ trợ.',
  invalid_phone: 'Số điện thoại không hợp lệ.',
  // The vendor's document checks: the photo failed, it is to be retaken (spec §8).
  document_type_invalid:
    'Ảnh phải có định dạng jpg, jpeg hoặc png. Vui lòng chụp hoặc chọn lại ảnh.',
  document_too_large: 'Ảnh vượt quá dung lượng cho phép (tối đa 5 MB). Vui lòng chụp lại.',
  document_dimensions_invalid:
    'Kích thước ảnh không phù hợp (từ 640×400 đến 6000 điểm ảnh). Vui lòng chụp lại.',
  document_blank: 'Ảnh trống, không có giấy tờ. Vui lòng chụp lại.',
  document_not_found:
    'Không tìm thấy giấy tờ trong ảnh hoặc ảnh kém chất lượng, không thể cắt ảnh. Vui lòng chụp lại.',
  document_cropped:
    'Ảnh giấy tờ bị mất góc hoặc bị che viền. Vui lòng để trọn thẻ trong khung và chụp lại.',
  document_blurry: 'Ảnh bị mờ. Vui lòng giữ chắc máy và chụp lại.',
  document_glare: 'Ảnh bị lóa sáng. Vui lòng tránh ánh sáng chiếu thẳng vào thẻ và chụp lại.',
  document_wrong_side:
    'Ảnh không đúng mặt của thẻ hoặc trùng với mặt đã tải lên. Vui lòng chụp đúng mặt được yêu cầu.',
  document_qr_missing: 'Không đọc được mã QR ở mặt trước thẻ CCCD. Vui lòng chụp lại rõ nét.',
  signature_blank: 'Không thấy chữ ký trong ảnh. Vui lòng ký trên giấy trắng và chụp lại.',
  // Face video failures (spec §8).
  face_video_type_invalid: 'Video phải có định dạng mov, mp4, mkv hoặc webm.',
  face_video_too_large: 'Video vượt quá dung lượng cho phép (tối đa 20 MB). Vui lòng quay lại.',
  face_video_too_short: 'Video quá ngắn. Vui lòng quay lại video dài hơn.',
  face_not_found: 'Không tìm thấy khuôn mặt trong video. Vui lòng quay lại.',
  face_multiple:
    'Video có từ hai khuôn mặt trở lên. Vui lòng quay lại khi chỉ có một mình Quý khách.',
  face_too_small:
    'Khuôn mặt trong video quá nhỏ. Vui lòng giữ điện thoại cách mặt 30–40 cm và quay lại.',
  face_still_image: 'Video là ảnh tĩnh, không phải người thật. Vui lòng quay lại.',
  face_blurry: 'Video bị mờ. Vui lòng quay lại ở nơi đủ sáng.',
  face_not_match: 'Khuôn mặt trong video không khớp với ảnh trên thẻ CCCD.',
  // One-time codes (spec §8 OTP).
  otp_invalid: 'Mã OTP xác nhận không chính xác.',
  otp_expired: 'Mã OTP đã hết hạn. Quý khách vui lòng yêu cầu gửi lại mã.',
  otp_not_found: 'Không tìm thấy mã OTP. Quý khách vui lòng yêu cầu gửi mã mới.',
  otp_attempts_exceeded:
    'Quý khách đã nhập sai mã OTP quá số lần cho phép. Vui lòng yêu cầu gửi mã mới.',
  otp_resend_too_soon: 'Yêu cầu gửi lại mã thất bại, vui lòng thử lại sau {seconds} giây.',
  otp_send_failed: 'Gửi mã OTP thất bại. Quý khách vui lòng thử lại.',
  // The account-opening service (spec §8 open_api_failed).
  open_api_failed: 'Mở tài khoản không thành công. Quý khách vui lòng thử lại sau.',
  ekyc_review: 'Thông tin đăng ký chưa hoàn tất và sẽ được xem xét.',
  // Recruitment: job postings and the quick application (docs/recruitment.md).
  job_not_found: 'Không tìm thấy tin tuyển dụng này hoặc tin đã bị gỡ.',
  job_expired: 'Tin tuyển dụng này đã hết hạn nhận hồ sơ.',
  date_too_early: 'Năm sinh phải từ 1940 trở về sau.',
  age_under_18: 'Ứng viên cần đủ 18 tuổi trở lên.',
  hometown_invalid: 'Quê quán chỉ gồm chữ cái và khoảng trắng, không chứa số hay ký tự đặc biệt.',
  file_required: 'Vui lòng chọn tệp để tải lên.',
  file_too_large: 'Tệp vượt quá dung lượng cho phép.',
  file_type_invalid: 'Định dạng tệp không được chấp nhận.',
  pdf_unreadable: 'Không đọc được tệp PDF (tệp bị hỏng, không đầy đủ hoặc có mật khẩu).',
  pdf_active_content:
    'Tệp PDF chứa mã JavaScript, lệnh tự chạy hoặc tệp đính kèm nên không được chấp nhận. Vui lòng xuất lại CV thành tệp PDF thông thường.',
  // Recruitment: candidate accounts (docs/recruitment.md "Candidate accounts", spec §5 and §8).
  email_duplicated: 'Email này đã được đăng ký. Vui lòng đăng nhập hoặc dùng email khác.',
  phone_duplicated: 'Số điện thoại này đã được đăng ký. Vui lòng đăng nhập hoặc dùng số khác.',
  email_phone_duplicated:
    'Email và số điện thoại này đã được đăng ký. Vui lòng đăng nhập để tiếp tục.',
  registration_expired: 'Đăng ký không thành công do mã OTP đã hết hạn, vui lòng thử lại.',
  password_length: 'Mật khẩu gồm từ 6 đến 10 ký tự.',
  password_weak: 'Mật khẩu phải có chữ hoa, chữ thường, chữ số và ký tự đặc biệt.',
  password_mismatch: 'Mật khẩu nhập lại không khớp.',
  password_same: 'Mật khẩu mới phải khác mật khẩu hiện tại.',
  password_incorrect: 'Mật khẩu không chính xác.',
  phone_or_email_invalid: 'Số điện thoại hoặc email không hợp lệ.',
  account_deleted: 'Tài khoản này đã bị xóa.',
  // Recruitment: the online CV, applications and reminders (docs/recruitment.md).
  job_already_applied: 'Bạn đã ứng tuyển vị trí này rồi.',
  cv_incomplete: 'CV trực tuyến của bạn chưa hoàn thiện. Vui lòng cập nhật CV trước khi ứng tuyển.',
  cv_not_uploaded: 'Bạn chưa tải lên CV mới.',
  place_invalid: 'Địa danh không được chứa chữ số hoặc ký tự đặc biệt.',
  date_future: 'Thời gian không được sau hôm nay.',
  date_before_birth: 'Ngày cấp phải sau ngày sinh.',
  year_invalid: 'Năm phải từ 1940 đến năm hiện tại.',
  month_invalid: 'Tháng không hợp lệ.',
  end_before_start: 'Thời gian kết thúc phải sau thời gian bắt đầu.',
  number_invalid: 'Vui lòng nhập một số hợp lệ.',
  out_of_range: 'Giá trị nằm ngoài khoảng cho phép.',
  too_many: 'Danh sách có quá nhiều mục.',
  // Watchlists (issue 27).
  watchlist_not_found: 'Không tìm thấy danh mục theo dõi này.',
  watchlist_limit:
    'Quý khách đã có đủ {max} danh mục theo dõi. Vui lòng xóa bớt một danh mục trước khi tạo danh mục mới.',
  watchlist_full:
    'Một danh mục theo dõi có tối đa {max} mã. Vui lòng bỏ bớt mã trước khi thêm mã mới.',
  watchlist_symbol_unknown: 'Mã chứng khoán không tồn tại: {symbols}.',
  watchlist_order_invalid:
    'Thứ tự danh mục không hợp lệ: cần liệt kê mỗi danh mục của Quý khách đúng một lần.',
  // Market events calendar (issue 27 item 5).
  date_range_inverted: 'Ngày kết thúc phải bằng hoặc sau ngày bắt đầu.',
  date_range_too_long: 'Khoảng thời gian tối đa {days} ngày (một năm).',
  market_events_none: 'Không có sự kiện nào khớp bộ lọc nên chưa có lịch để tải.',
  market_events_too_many:
    'Bộ lọc có hơn {max} sự kiện, quá nhiều cho một tệp lịch. Vui lòng thu hẹp khoảng thời gian hoặc bộ lọc.',
  // Corporate-bond registration (docs/bonds.md, issue 25).
  feature_disabled: 'Chúng tôi đang xây dựng tính năng này. Quý khách vui lòng thử lại sau.',
  account_not_found:
    'Không tìm thấy tài khoản chứng khoán này. Quý khách vui lòng kiểm tra lại số tài khoản.',
  otp_length: 'Mã OTP gồm đúng 6 chữ số.',
  bond_not_found: 'Không tìm thấy mã trái phiếu này.',
  bond_sold_out:
    'Trái phiếu này vừa hết số lượng có thể đăng ký (còn lại {remaining} trái phiếu). Đăng ký của Quý khách chưa được ghi nhận.',
  bond_quote_changed:
    'Giá hoặc số liệu của giao dịch đã thay đổi. Quý khách vui lòng xem lại số liệu mới trước khi xác nhận.',
  bond_professional_required:
    'Trái phiếu này chỉ dành cho nhà đầu tư chứng khoán chuyên nghiệp. Quý khách vui lòng xác nhận tư cách nhà đầu tư chuyên nghiệp.',
  bond_confirmation_required:
    'Quý khách vui lòng xác thực số tài khoản bằng mã OTP trước khi đăng ký.',
  bond_confirmation_invalid:
    'Xác thực số tài khoản không hợp lệ hoặc đã hết hạn. Quý khách vui lòng nhận mã OTP mới.',
  bond_account_mismatch: 'Số tài khoản phải là tài khoản của Quý khách đang đăng nhập.',
  bond_quantity_invalid: 'Số lượng trái phiếu phải là số nguyên dương.',
  bond_below_minimum: 'Số lượng đăng ký tối thiểu là {min} trái phiếu.',
  bond_above_remaining: 'Số lượng đăng ký vượt quá số lượng còn lại ({remaining} trái phiếu).',
  bond_date_past: 'Ngày đăng ký không được trước hôm nay.',
  bond_date_closed: 'Ngày này là ngày nghỉ giao dịch. Quý khách vui lòng chọn ngày làm việc.',
  bond_date_after_maturity: 'Ngày đăng ký phải trước ngày đáo hạn {date} ít nhất 2 ngày làm việc.',
  bond_sale_before_settlement: 'Ngày bán dự kiến phải sau ngày thanh toán {date}.',
  bond_sale_after_maturity: 'Ngày bán dự kiến phải trước ngày đáo hạn {date}.',
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
  search_busy: 'The search is receiving too many requests. Please try again in {seconds} seconds.',
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
  recommendation_category_not_found: 'There is no such recommendation category.',
  session_not_found: 'There is no trading session on this day.',
  statement_not_found:
    'This statement does not exist for this firm type, or the stock symbol is of another firm type (bank, insurance, securities, company).',
  financial_report_not_found: 'No financial statements have been published for this period.',
  priceboard_unavailable:
    "The price board is not responding, so today's matched orders are not available. Please try again later.",
  ekyc_case_not_found: 'This account opening was not found or has expired. Please start again.',
  ekyc_step_not_allowed:
    'Your application is not at this step. Please reload the page to continue at the right step.',
  ekyc_vendor_unavailable:
    'Identity verification is temporarily unavailable. Please try again in a few minutes.',
  ekyc_vendor_busy:
    'Identity verification is handling many requests right now. Your video has been kept; please send it again in a moment.',
  option_invalid: 'Please choose a value from the list.',
  date_invalid: 'The date is not valid.',
  digits_only: 'Only digits are allowed.',
  quotes_not_allowed: 'Quotation marks (\' or ") are not allowed.',
  organization_offline: 'Organisations please open an account at one of our branches or offices.',
  foreign_offline: 'Foreign investors please open an account at one of our branches or offices.',
  id_digits_only: 'The ID number may contain digits only.',
  id_length: 'The ID number must have 9 to 12 digits.',
  otp_format_invalid: 'The OTP has exactly 6 digits.',
  uuid_invalid: 'The application code is not valid.',
  terms_required: 'Please agree to the terms and conditions.',
  handoff_invalid: 'The link to continue on your phone is not valid or has expired.',
  id_format_invalid: 'The ID number is not valid (a citizen ID card number has 12 digits).',
  id_old_cmnd:
    'Online account opening needs a chip-based citizen ID card. Please use your chip ID card.',
  id_under_14: 'The date of birth shows an age under 14: the ID information is not valid.',
  id_under_18: 'You must be at least 18 years old to open a securities account.',
  id_birth_date_future: 'The date of birth cannot be after today.',
  id_birth_year_mismatch:
    'The year of birth does not match the ID number (its 5th and 6th digits are the year of birth).',
  id_gender_mismatch: 'The gender does not match the ID number.',
  id_issue_date_future: 'The issue date cannot be after today.',
  id_issue_before_birth: 'The issue date must be after the date of birth.',
  id_expired: 'The ID card has expired. Please use your renewed card.',
  id_expiry_mismatch: 'The expiry date printed on the card does not follow the citizen ID rules.',
  id_nationality_invalid:
    'Online account opening is for Vietnamese citizens only. Please visit one of our branches.',
  id_qr_address_mismatch: 'The permanent address does not match the QR code on the ID card.',
  id_qr_mismatch:
    'What you entered (ID number, name, date of birth or gender) does not match the QR code on the ID card.',
  id_card_existed:
    'This ID number is already registered for an account. Please contact the hotline {hotline} for help.',
  invalid_phone: 'The phone number is not valid.',
  document_type_invalid:
    'The photo must be a jpg, jpeg or png file. Please take or choose it again.',
  document_too_large: 'The photo is too large (5 MB at most). Please retake it.',
  document_dimensions_invalid:
    'The photo size is not suitable (640×400 to 6000 pixels). Please retake it.',
  document_blank: 'The photo is blank, with no document. Please retake it.',
  document_not_found:
    'No ID card was found in the photo, or its quality is too poor to crop. Please retake it.',
  document_cropped:
    'A corner or edge of the card is cut off or covered. Keep the whole card in the frame and retake it.',
  document_blurry: 'The photo is blurry. Please hold the phone steady and retake it.',
  document_glare: 'The photo has glare. Please avoid direct light on the card and retake it.',
  document_wrong_side:
    'The photo shows the wrong side of the card, or the same side as before. Please photograph the side asked for.',
  document_qr_missing:
    'The QR code on the front of the ID card could not be read. Please retake a sharp photo.',
  signature_blank: 'No signature was found in the photo. Please sign on white paper and retake it.',
  face_video_type_invalid: 'The video must be a mov, mp4, mkv or webm file.',
  face_video_too_large: 'The video is too large (20 MB at most). Please record it again.',
  face_video_too_short: 'The video is too short. Please record a longer one.',
  face_not_found: 'No face was found in the video. Please record it again.',
  face_multiple: 'There are two or more faces in the video. Please record it again on your own.',
  face_too_small:
    'Your face is too small in the video. Hold the phone 30–40 cm from your face and record again.',
  face_still_image: 'The video is a still image, not a live person. Please record it again.',
  face_blurry: 'The video is blurry. Please record it again in good light.',
  face_not_match: 'The face in the video does not match the photo on the ID card.',
  otp_invalid: 'The confirmation OTP is incorrect.',
  otp_expired: 'The OTP has expired. Please ask for a new code.',
  otp_not_found: 'No OTP was found. Please ask for a new code.',
  otp_attempts_exceeded: 'The OTP was entered wrongly too many times. Please ask for a new code.',
  otp_resend_too_soon: 'Request to resend code failed, please try again in {seconds} seconds.',
  otp_send_failed: 'The OTP could not be sent. Please try again.',
  open_api_failed: 'The account could not be opened. Please try again later.',
  ekyc_review: 'Registration incomplete and will be reviewed.',
  job_not_found: 'This job posting was not found or has been taken down.',
  job_expired: 'This job posting is no longer taking applications.',
  date_too_early: 'The year of birth must be 1940 or later.',
  age_under_18: 'Candidates must be at least 18 years old.',
  hometown_invalid:
    'The hometown may contain only letters and spaces, no digits or special characters.',
  file_required: 'Please choose a file to upload.',
  file_too_large: 'The file is larger than allowed.',
  file_type_invalid: 'This file type is not accepted.',
  pdf_unreadable: 'The PDF could not be read (it is damaged, incomplete or password-protected).',
  pdf_active_content:
    'The PDF contains JavaScript, an automatic action or attached files, so it is not accepted. Please export your CV again as a plain PDF.',
  email_duplicated: 'This email is already registered. Please log in or use another email.',
  phone_duplicated: 'This phone number is already registered. Please log in or use another number.',
  email_phone_duplicated: 'This email and phone number are already registered. Please log in.',
  registration_expired: 'Registration failed because the OTP expired. Please try again.',
  password_length: 'The password has 6 to 10 characters.',
  password_weak:
    'The password needs an upper-case letter, a lower-case letter, a digit and a special character.',
  password_mismatch: 'The passwords do not match.',
  password_same: 'The new password must differ from the current one.',
  password_incorrect: 'The password is incorrect.',
  phone_or_email_invalid: 'The phone number or email is not valid.',
  account_deleted: 'This account has been deleted.',
  job_already_applied: 'You have already applied for this job.',
  cv_incomplete: 'Your online CV is not complete yet. Please update it before applying.',
  cv_not_uploaded: 'You have not uploaded a new CV yet.',
  place_invalid: 'A place name cannot contain digits or special characters.',
  date_future: 'The date cannot be after today.',
  date_before_birth: 'The issue date must be after the date of birth.',
  year_invalid: 'The year must be between 1940 and this year.',
  month_invalid: 'The month is not valid.',
  end_before_start: 'The end must come after the start.',
  number_invalid: 'Please enter a valid number.',
  out_of_range: 'The value is outside the allowed range.',
  too_many: 'The list has too many entries.',
  // Watchlists (issue 27).
  watchlist_not_found: 'This watchlist was not found.',
  watchlist_limit: 'You already have {max} watchlists. Please delete one before creating another.',
  watchlist_full: 'A watchlist holds at most {max} symbols. Please remove some before adding more.',
  watchlist_symbol_unknown: 'No such stock symbol: {symbols}.',
  watchlist_order_invalid:
    'The order of the watchlists is not valid: list each of your watchlists exactly once.',
  // Market events calendar (issue 27 item 5).
  date_range_inverted: 'The end date must be on or after the start date.',
  date_range_too_long: 'The range can be at most {days} days (a year).',
  market_events_none: 'No events match the filters, so there is no calendar to download.',
  market_events_too_many:
    'The filters match more than {max} events, too many for one calendar file. Please narrow the dates or the filters.',
  // Corporate-bond registration (docs/bonds.md, issue 25).
  feature_disabled: 'We are building this feature. Please try again later.',
  account_not_found: 'We could not find this securities account. Please check the account number.',
  otp_length: 'The OTP is exactly 6 digits.',
  bond_not_found: 'This bond could not be found.',
  bond_sold_out:
    'This bond has just run out of the quantity available ({remaining} bonds left). Your registration has not been booked.',
  bond_quote_changed:
    'The price or figures of this order have changed. Please review the new figures before you confirm.',
  bond_professional_required:
    'This bond is for professional securities investors only. Please confirm that you are a professional investor.',
  bond_confirmation_required: 'Please confirm the account number with an OTP before registering.',
  bond_confirmation_invalid:
    'The confirmation of the account number is invalid or has expired. Please ask for a new OTP.',
  bond_account_mismatch: 'The account number must be the account you are logged in with.',
  bond_quantity_invalid: 'The number of bonds must be a whole number greater than zero.',
  bond_below_minimum: 'The minimum registration is {min} bonds.',
  bond_above_remaining: 'The quantity is more than the {remaining} bonds still available.',
  bond_date_past: 'The registration date cannot be before today.',
  bond_date_closed: 'The market is closed on this day. Please pick a trading day.',
  bond_date_after_maturity:
    'The registration date must be at least 2 trading days before the maturity date {date}.',
  bond_sale_before_settlement: 'The expected sale date must be after the settlement date {date}.',
  bond_sale_after_maturity: 'The expected sale date must be before the maturity date {date}.',
};

const CATALOGUE: Record<Locale, Record<MessageCode, string>> = { vi, en };

export type MessageParams = Record<string, string | number>;

export function isMessageCode(code: string): code is MessageCode {
  return Object.hasOwn(vi, code);
}

/** English counts its units: "1 second", not "1 seconds" (Vietnamese has no plural). */
const ONE_UNIT = /\b1 (second|minute|hour|day)s\b/g;

export function translate(locale: Locale, code: MessageCode, params: MessageParams = {}): string {
  const text = CATALOGUE[locale][code].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
  return locale === 'en' ? text.replace(ONE_UNIT, '1 $1') : text;
}
