import type { ContentSeed } from '../content-types';
import {
  type DatedInput,
  type DemoVideo,
  datedItem,
  embedPlayerUrl,
  videoFileName,
} from './news-helpers';

/**
 * Videos: market talks, app and eKYC guides, webinar recordings. linkType 5 opens the embeddable
 * player, linkType 1 a plain video file; the seeder draws the thumbnails.
 */

interface VideoInput extends DatedInput {
  video: DemoVideo;
  embedded: boolean;
  isLive?: boolean;
  durationSeconds: number | null;
}

function video(v: VideoInput): ContentSeed {
  return datedItem('video', { prefix: 'video', usualTime: '17:00' }, v, {
    attrs: {
      thumbnail: '',
      urlLink: v.embedded ? embedPlayerUrl(v.video) : videoFileName(v.video),
      linkType: v.embedded ? 5 : 1,
      isLive: v.isLive ?? false,
      durationSeconds: v.durationSeconds,
    },
  });
}

export const VIDEOS: ContentSeed[] = [
  video({
    key: 'live-weekly-market-20-11-2026',
    video: 'demo-market-open',
    embedded: true,
    isLive: true,
    date: '2026-11-20',
    time: '19:30',
    durationSeconds: null,
    outstanding: true,
    vi: {
      title: 'Trực tiếp: Toàn cảnh thị trường tuần 16–20/11/2026',
      summary:
        'Chuyên gia Khối Phân tích An Phát nhìn lại phiên đáo hạn phái sinh, dòng tiền khối ngoại và các nhóm ngành nổi bật trong tuần, đồng thời giải đáp câu hỏi của nhà đầu tư.',
      body: [
        'Chương trình phát trực tiếp lúc 19:30 thứ Sáu hằng tuần. Quý khách gửi câu hỏi trong khung bình luận để được chuyên gia trả lời.',
        'Nội dung chỉ mang tính tham khảo, không phải khuyến nghị đầu tư.',
      ],
      keywords: 'trực tiếp, nhận định thị trường, livestream, An Phát',
    },
    en: {
      title: 'Live: The week in the market, 16–20 November 2026',
      summary:
        'An Phat Research looks back at the derivatives expiry, foreign flows and the week’s leading sectors, and answers investors’ questions.',
      body: [
        'The show streams live every Friday at 19:30. Post your questions in the comments and our specialists will answer them.',
        'The content is for reference only and is not investment advice.',
      ],
      keywords: 'live, market outlook, livestream, An Phat',
    },
  }),
  video({
    key: 'weekly-outlook-09-13-11-2026',
    video: 'demo-market-open',
    embedded: true,
    date: '2026-11-13',
    time: '20:45',
    durationSeconds: 1520,
    vi: {
      title: 'Nhận định thị trường tuần 9–13/11/2026: áp lực chốt lời ở nhóm bất động sản',
      summary:
        'Bản ghi chương trình nhận định thị trường hằng tuần: VN-Index điều chỉnh, thanh khoản duy trì cao và các vùng giá cần theo dõi.',
      body: [
        'Số liệu trong chương trình là số liệu minh họa. Nội dung không phải khuyến nghị đầu tư.',
      ],
      keywords: 'nhận định thị trường, VN-Index, bất động sản',
    },
    en: {
      title: 'Market outlook, 9–13 November 2026: profit-taking in property stocks',
      summary:
        'Recording of our weekly market outlook: the VN-Index pulls back, turnover stays high and the price levels to watch.',
      body: ['Figures in the show are illustrative. The content is not investment advice.'],
      keywords: 'market outlook, VN-Index, property',
    },
  }),
  video({
    key: 'guide-funding-and-transfers',
    video: 'demo-app-guide',
    embedded: true,
    date: '2026-10-22',
    durationSeconds: 190,
    vi: {
      title: 'Hướng dẫn nạp tiền bằng VietQR và chuyển tiền trên ứng dụng APS Mobile',
      summary:
        'Các bước lấy mã VietQR của tài khoản chứng khoán, nạp tiền từ ứng dụng ngân hàng và rút tiền về tài khoản ngân hàng đã đăng ký.',
      keywords: 'hướng dẫn, nạp tiền, VietQR, chuyển tiền',
    },
    en: {
      title: 'How to deposit with VietQR and transfer money in the APS Mobile app',
      summary:
        'Find your securities account’s VietQR code, deposit from your banking app and withdraw to your registered bank account.',
      keywords: 'how-to, deposit, VietQR, transfers',
    },
  }),
  video({
    key: 'guide-conditional-orders',
    video: 'demo-app-guide',
    embedded: false,
    date: '2026-10-08',
    durationSeconds: 245,
    outstanding: true,
    vi: {
      title: 'Hướng dẫn đặt lệnh điều kiện chốt lời, cắt lỗ trên ứng dụng APS Mobile',
      summary:
        'Cách tạo lệnh chốt lời, cắt lỗ và lệnh xu hướng, theo dõi trạng thái và hủy lệnh điều kiện trên ứng dụng.',
      keywords: 'hướng dẫn, lệnh điều kiện, chốt lời, cắt lỗ',
    },
    en: {
      title: 'How to place take-profit and stop-loss orders in the APS Mobile app',
      summary:
        'Create take-profit, stop-loss and trailing orders, follow their status and cancel them in the app.',
      keywords: 'how-to, conditional orders, take profit, stop loss',
    },
  }),
  video({
    key: 'webinar-after-market-upgrade',
    video: 'demo-market-open',
    embedded: false,
    date: '2026-10-12',
    durationSeconds: 3540,
    vi: {
      title: 'Webinar: Thị trường sau nâng hạng – cơ hội và thách thức',
      summary:
        'Bản ghi hội thảo ngày 10/10/2026 tại TP. Hồ Chí Minh về dòng vốn ngoại, hệ thống giao dịch mới và góc nhìn ngành quý 4.',
      body: ['Số liệu trong hội thảo là số liệu minh họa. Nội dung không phải khuyến nghị đầu tư.'],
      keywords: 'webinar, hội thảo, nâng hạng thị trường',
    },
    en: {
      title: 'Webinar: The market after the upgrade – opportunities and challenges',
      summary:
        'Recording of the 10 October 2026 seminar in Ho Chi Minh City on foreign flows, new trading systems and the Q4 sector view.',
      body: ['Figures in the seminar are illustrative. The content is not investment advice.'],
      keywords: 'webinar, seminar, market upgrade',
    },
  }),
  video({
    key: 'webinar-derivatives-for-beginners',
    video: 'demo-market-open',
    embedded: false,
    date: '2026-09-24',
    durationSeconds: 2700,
    vi: {
      title: 'Webinar: Giao dịch phái sinh cho người mới bắt đầu',
      summary:
        'Hợp đồng tương lai chỉ số VN30 là gì, cách tính ký quỹ, lãi lỗ hằng ngày và những lưu ý khi đáo hạn.',
      keywords: 'webinar, phái sinh, VN30F, người mới',
    },
    en: {
      title: 'Webinar: Derivatives trading for beginners',
      summary:
        'What VN30 index futures are, how margin and daily profit and loss work, and what to watch at expiry.',
      keywords: 'webinar, derivatives, VN30F, beginners',
    },
  }),
  video({
    key: 'guide-ekyc-account-opening',
    video: 'demo-ekyc-guide',
    embedded: false,
    date: '2026-09-03',
    durationSeconds: 300,
    vi: {
      title: 'Mở tài khoản chứng khoán bằng eKYC trong 5 phút',
      summary:
        'Hướng dẫn từng bước: nhập thông tin, chụp căn cước, quay video khuôn mặt, xác thực OTP và xác nhận hợp đồng.',
      keywords: 'eKYC, mở tài khoản, hướng dẫn',
    },
    en: {
      title: 'Open a securities account with eKYC in 5 minutes',
      summary:
        'Step by step: enter your details, photograph your ID card, record a face video, confirm the OTP and accept the contract.',
      keywords: 'eKYC, account opening, how-to',
    },
  }),
  video({
    key: 'guide-nfc-chip-verification',
    video: 'demo-ekyc-guide',
    embedded: true,
    date: '2026-08-05',
    durationSeconds: 150,
    vi: {
      title: 'Xác thực chip căn cước bằng NFC khi mở tài khoản',
      summary:
        'Cách đặt căn cước gắn chip vào mặt sau điện thoại để đọc dữ liệu chip, và cách xử lý khi điện thoại không nhận chip.',
      keywords: 'NFC, căn cước gắn chip, eKYC',
    },
    en: {
      title: 'Verifying your chip ID card with NFC when opening an account',
      summary:
        'How to hold your chip ID card against the back of your phone to read the chip, and what to do if the phone does not detect it.',
      keywords: 'NFC, chip ID card, eKYC',
    },
  }),
];
