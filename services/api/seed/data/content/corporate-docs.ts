import type { PdfSeed } from '../content-types';
import type { Localized } from '../types';
import { PDF } from './corporate-util';

/** A policy document listed on the ABOUT_POLICY page ('documents' block). */
export interface PolicyDocument {
  file: string;
  title: Localized<string>;
  /** Shown as the item's description: when it was issued. */
  issued: Localized<string>;
}

/** A policy and its PDF (Vietnamese, as a Vietnamese company's governing documents are). */
interface Policy extends PolicyDocument {
  /** The PDF's text above the common footer. */
  lines: string[];
}

const FOOTER = 'Mọi thắc mắc xin liên hệ tổng đài 1900 98 9999.';

const POLICIES: Policy[] = [
  {
    file: PDF.dataProtection,
    title: {
      vi: 'Chính sách bảo vệ dữ liệu cá nhân',
      en: 'Personal data protection policy',
    },
    issued: { vi: 'Ban hành ngày 01/07/2025', en: 'Issued 1 July 2025' },
    lines: [
      'Ban hành ngày 01/07/2025, theo Nghị định 13/2023/NĐ-CP về bảo vệ dữ liệu cá nhân',
      '',
      '1. Dữ liệu thu thập: họ tên, ngày sinh, số căn cước, ảnh giấy tờ, ảnh và video khuôn mặt, địa chỉ, số điện thoại, email, tài khoản ngân hàng, lịch sử giao dịch.',
      '2. Mục đích: mở và quản lý tài khoản, xác minh danh tính (eKYC), thực hiện giao dịch, phòng chống rửa tiền, chăm sóc khách hàng và các mục đích khách hàng đồng ý.',
      '3. Thời gian lưu trữ: trong thời gian duy trì tài khoản và thời hạn luật định sau đó.',
      '4. Chia sẻ: VSDC, Sở giao dịch, cơ quan nhà nước có thẩm quyền, ngân hàng thanh toán; không bán hoặc cho thuê dữ liệu cá nhân.',
      '5. Quyền của chủ thể dữ liệu: được biết, đồng ý, truy cập, chỉnh sửa, xóa, rút lại sự đồng ý, hạn chế xử lý và khiếu nại.',
      '6. Liên hệ: hotro@chungkhoananphat.example hoặc tổng đài 1900 98 9999.',
    ],
  },
  {
    file: PDF.disclosurePolicy,
    title: { vi: 'Quy chế công bố thông tin', en: 'Information disclosure policy' },
    issued: { vi: 'Ban hành ngày 15/03/2025', en: 'Issued 15 March 2025' },
    lines: [
      'Ban hành ngày 15/03/2025',
      '',
      '1. Phạm vi: thông tin định kỳ, bất thường và theo yêu cầu của công ty đại chúng và công ty chứng khoán.',
      '2. Thông tin định kỳ: báo cáo tài chính quý, bán niên, năm; báo cáo thường niên; báo cáo tình hình quản trị công ty; báo cáo tỷ lệ an toàn tài chính.',
      '3. Thông tin bất thường: công bố trong 24 giờ kể từ khi sự kiện xảy ra.',
      '4. Phương tiện: website của Công ty, hệ thống công bố thông tin của UBCKNN và Sở giao dịch.',
      '5. Người được ủy quyền công bố thông tin do Hội đồng quản trị chỉ định.',
    ],
  },
  {
    file: PDF.antiMoneyLaundering,
    title: {
      vi: 'Quy định nội bộ về phòng, chống rửa tiền',
      en: 'Anti-money-laundering rules',
    },
    issued: { vi: 'Ban hành ngày 20/01/2025', en: 'Issued 20 January 2025' },
    lines: [
      'Ban hành ngày 20/01/2025, theo Luật Phòng, chống rửa tiền 2022',
      '',
      '1. Nhận biết khách hàng: xác minh danh tính khi mở tài khoản và cập nhật định kỳ.',
      '2. Khách hàng rủi ro cao: áp dụng biện pháp tăng cường, phê duyệt của cấp quản lý.',
      '3. Giao dịch đáng ngờ: báo cáo Cục Phòng, chống rửa tiền theo quy định.',
      '4. Chỉ chuyển tiền tới tài khoản ngân hàng đứng tên chính chủ tài khoản chứng khoán.',
      '5. Lưu trữ hồ sơ khách hàng và giao dịch tối thiểu 5 năm.',
      '6. Đào tạo nhân viên về phòng, chống rửa tiền hằng năm.',
    ],
  },
  {
    file: PDF.complaints,
    title: {
      vi: 'Quy trình tiếp nhận và giải quyết khiếu nại',
      en: 'Complaint handling procedure',
    },
    issued: { vi: 'Ban hành ngày 02/06/2025', en: 'Issued 2 June 2025' },
    lines: [
      'Ban hành ngày 02/06/2025',
      '',
      '1. Kênh tiếp nhận: tổng đài 1900 98 9999, email, quầy giao dịch, văn bản gửi trụ sở chính.',
      '2. Xác nhận đã tiếp nhận trong 1 ngày làm việc.',
      '3. Trả lời kết quả trong 15 ngày làm việc; vụ việc phức tạp không quá 30 ngày.',
      '4. Khách hàng chưa đồng ý có thể đề nghị xem xét lại hoặc khởi kiện theo quy định.',
      '5. Mọi khiếu nại được lưu hồ sơ và báo cáo Ban Tổng Giám đốc hằng tháng.',
    ],
  },
  {
    file: PDF.termsOfUse,
    title: {
      vi: 'Điều khoản sử dụng dịch vụ giao dịch trực tuyến',
      en: 'Online trading terms of use',
    },
    issued: { vi: 'Ban hành ngày 10/11/2025', en: 'Issued 10 November 2025' },
    lines: [
      'Ban hành ngày 10/11/2025',
      '',
      '1. Dịch vụ: APS Trade, APS Mobile và đặt lệnh qua tổng đài 1900 98 9999.',
      '2. Xác thực: mật khẩu, mã OTP qua SMS hoặc Smart OTP; khách hàng tự bảo mật.',
      '3. Lệnh đã xác thực được coi là do chính khách hàng đặt.',
      '4. Rủi ro: gián đoạn đường truyền, lỗi thiết bị, truy cập trái phép do lộ mật khẩu.',
      '5. An Phát thông báo trước khi thay đổi điều khoản trên website.',
    ],
  },
];

export const POLICY_DOCUMENTS: PolicyDocument[] = POLICIES.map(({ file, title, issued }) => ({
  file,
  title,
  issued,
}));

/** The policy PDFs, titled in Vietnamese. */
export const POLICY_PDFS: PdfSeed[] = POLICIES.map(({ file, title, lines }) => ({
  name: file,
  title: title.vi,
  lines: [...lines, '', FOOTER],
}));
