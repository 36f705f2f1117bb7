import type { PageSeed } from './page-types';

/** CMS pages served by the recruitment site (RECRUITMENT* templates). */
export const RECRUITMENT_PAGES: PageSeed[] = [
  {
    key: 'joinAnPhat',
    templateCode: 'RECRUITMENT',
    vi: {
      slug: 'gia-nhap-an-phat',
      title: 'Gia nhập An Phát',
      summary: 'Lý do nên gia nhập An Phát và quy trình tuyển dụng của chúng tôi.',
      keywords: 'tuyển dụng, gia nhập, quy trình tuyển dụng',
      body: [
        'Quy trình tuyển dụng gồm bốn bước: nộp hồ sơ, sàng lọc, phỏng vấn chuyên môn và nhận thư mời làm việc. Chúng tôi phản hồi mọi hồ sơ trong vòng 10 ngày làm việc.',
        'Ứng viên có thể nộp CV bản PDF hoặc tạo CV trực tuyến ngay trên cổng tuyển dụng.',
      ],
    },
    en: {
      slug: 'join-an-phat',
      title: 'Join An Phat',
      summary: 'Why join An Phat, and how our hiring process works.',
      keywords: 'careers, join us, hiring process',
      body: [
        'Our hiring process has four steps: application, screening, a technical interview and the offer. We reply to every application within 10 working days.',
        'You can send a PDF CV or build an online CV right on the careers portal.',
      ],
    },
  },
  {
    key: 'careers',
    templateCode: 'RECRUITMENT_CAREER',
    vi: {
      slug: 'co-hoi-nghe-nghiep',
      title: 'Cơ hội nghề nghiệp',
      summary: 'Các lộ trình nghề nghiệp tại An Phát: môi giới, phân tích, công nghệ và vận hành.',
      keywords: 'cơ hội nghề nghiệp, lộ trình, việc làm',
      body: [
        'Tại An Phát, chuyên viên mới được kèm cặp bởi một người hướng dẫn trong sáu tháng đầu và tham gia chương trình đào tạo chứng chỉ hành nghề.',
        '<ul><li>Môi giới và tư vấn đầu tư</li><li>Phân tích và nghiên cứu</li><li>Công nghệ thông tin</li><li>Vận hành, kế toán và kiểm soát nội bộ</li></ul>',
      ],
    },
    en: {
      slug: 'careers',
      title: 'Career opportunities',
      summary: 'Career paths at An Phat: brokerage, research, technology and operations.',
      keywords: 'careers, career paths, jobs',
      body: [
        'New joiners at An Phat have a mentor for their first six months and join the training programme for the securities practising certificate.',
        '<ul><li>Brokerage and investment advisory</li><li>Research</li><li>Information technology</li><li>Operations, accounting and internal control</li></ul>',
      ],
    },
  },
  {
    key: 'lifeAtAnPhat',
    templateCode: 'RECRUITMENT_ABOUT_US',
    vi: {
      slug: 'moi-truong-lam-viec',
      title: 'Môi trường làm việc tại An Phát',
      summary: 'Văn hóa, phúc lợi và hoạt động gắn kết của đội ngũ An Phát.',
      keywords: 'môi trường làm việc, phúc lợi, văn hóa',
      body: [
        'Chúng tôi đề cao sự chủ động, tinh thần học hỏi và tôn trọng lẫn nhau. Nhân viên được hưởng bảo hiểm sức khỏe mở rộng, 15 ngày phép năm và ngân sách đào tạo riêng.',
        'Các hoạt động gắn kết như ngày hội thể thao, chương trình thiện nguyện và câu lạc bộ đầu tư diễn ra quanh năm.',
      ],
    },
    en: {
      slug: 'life-at-an-phat',
      title: 'Life at An Phat',
      summary: 'The culture, benefits and team activities of An Phat.',
      keywords: 'workplace, benefits, culture',
      body: [
        'We value initiative, a willingness to learn and mutual respect. Staff enjoy extended health insurance, 15 days of annual leave and a personal training budget.',
        'Sports days, volunteering programmes and an investment club run throughout the year.',
      ],
    },
  },
];

/** The demo preview token of the draft page; printed in the report, tested in pages tests. */
export const DRAFT_PREVIEW_TOKEN = '5f0c2a9e7b1d4c3a8e6f9b2d1a0c7e45';

export const DRAFT_PAGES: PageSeed[] = [
  {
    key: 'draftFeeSchedule2027',
    templateCode: 'HTGD_DEFAULT_TEMPLATE',
    draft: { previewToken: DRAFT_PREVIEW_TOKEN },
    vi: {
      slug: 'bieu-phi-2027-du-thao',
      title: 'Biểu phí giao dịch 2027 (dự thảo)',
      summary: 'Dự thảo biểu phí giao dịch áp dụng từ năm 2027, đang chờ phê duyệt.',
      keywords: 'biểu phí, dự thảo',
      body: [
        'Bản dự thảo này chưa được công bố. Nội dung có thể thay đổi trước khi áp dụng chính thức.',
      ],
    },
    en: {
      slug: 'fee-schedule-2027-draft',
      title: 'Trading fee schedule 2027 (draft)',
      summary: 'The draft trading fee schedule for 2027, awaiting approval.',
      keywords: 'fee schedule, draft',
      body: ['This draft has not been published. Its content may change before it takes effect.'],
    },
  },
];
