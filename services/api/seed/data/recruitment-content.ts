/**
 * The recruitment portal's why-join-us posts (`about-us-posts`, detail page
 * `ly-do-gia-nhap-chi-tiet`) and FAQs, in both languages. Post content is HTML fragments (a
 * bare string is a paragraph), sanitised by the seed like the CMS content.
 */
export interface AboutUsPostTexts {
  slug: string;
  title: string;
  summary: string;
  content: string[];
}

export interface AboutUsPostSeed {
  /** A public file the seed writes, or none. */
  image: string | null;
  vi: AboutUsPostTexts;
  en: AboutUsPostTexts;
}

export const ABOUT_US_POSTS: AboutUsPostSeed[] = [
  {
    image: 'banner-careers.svg',
    vi: {
      slug: 'moi-truong-lam-viec-chuyen-nghiep',
      title: 'Môi trường làm việc chuyên nghiệp, cởi mở',
      summary: 'Nơi mỗi ý kiến đều được lắng nghe và mỗi đóng góp đều được ghi nhận.',
      content: [
        'Tại An Phát, chúng tôi tin rằng con người là tài sản quý giá nhất. Văn phòng hiện đại, quy trình rõ ràng và văn hóa cởi mở giúp bạn tập trung vào điều quan trọng: phục vụ nhà đầu tư thật tốt.',
        '<ul><li>Văn phòng tại các tòa nhà trung tâm, đầy đủ tiện nghi</li><li>Cấp quản lý luôn sẵn sàng lắng nghe</li><li>Đánh giá công bằng, minh bạch hai lần mỗi năm</li></ul>',
      ],
    },
    en: {
      slug: 'a-professional-open-workplace',
      title: 'A professional, open workplace',
      summary: 'Where every opinion is heard and every contribution is recognised.',
      content: [
        'At An Phat we believe people are our most valuable asset. Modern offices, clear processes and an open culture let you focus on what matters: serving investors well.',
        '<ul><li>Offices in central buildings with every facility</li><li>Managers who are always ready to listen</li><li>Fair, transparent reviews twice a year</li></ul>',
      ],
    },
  },
  {
    image: null,
    vi: {
      slug: 'lo-trinh-phat-trien-su-nghiep',
      title: 'Lộ trình phát triển sự nghiệp rõ ràng',
      summary:
        'Từ thực tập sinh đến trưởng phòng: con đường thăng tiến được vạch rõ cho từng vị trí.',
      content: [
        'Mỗi vị trí đều có khung năng lực và lộ trình thăng tiến cụ thể. Bạn biết mình cần gì để lên bậc tiếp theo và được hỗ trợ để đạt được điều đó.',
        '<ul><li>Chương trình quản lý kế cận dành cho nhân sự tiềm năng</li><li>Luân chuyển nội bộ giữa các khối</li><li>Hơn một nửa vị trí quản lý được bổ nhiệm từ nội bộ</li></ul>',
      ],
    },
    en: {
      slug: 'a-clear-career-path',
      title: 'A clear career path',
      summary: 'From intern to manager: the way up is mapped out for every role.',
      content: [
        'Every role has a competency framework and a clear path to promotion. You know what it takes to reach the next level, and you get the support to get there.',
        '<ul><li>A future-leaders programme for high-potential staff</li><li>Internal moves between divisions</li><li>More than half of our managers were promoted from within</li></ul>',
      ],
    },
  },
  {
    image: null,
    vi: {
      slug: 'dao-tao-va-chung-chi',
      title: 'Đào tạo bài bản, hỗ trợ chứng chỉ hành nghề',
      summary: 'Công ty chi trả chi phí học và thi các chứng chỉ chuyên môn cho nhân viên.',
      content: [
        'Chúng tôi đầu tư cho việc học của bạn: từ khóa hội nhập cho nhân viên mới đến các chương trình chuyên sâu về phân tích, quản trị rủi ro và công nghệ.',
        '<ul><li>Hỗ trợ chi phí thi chứng chỉ hành nghề chứng khoán, CFA, ACCA</li><li>Thư viện khóa học trực tuyến</li><li>Chia sẻ kinh nghiệm hằng tháng từ chuyên gia</li></ul>',
      ],
    },
    en: {
      slug: 'training-and-certification',
      title: 'Proper training and paid certifications',
      summary: 'We pay for the courses and exams of your professional certificates.',
      content: [
        'We invest in your learning: from induction for newcomers to in-depth programmes in research, risk management and technology.',
        '<ul><li>Paid exams for securities practising certificates, CFA and ACCA</li><li>An online course library</li><li>Monthly talks from experts</li></ul>',
      ],
    },
  },
  {
    image: null,
    vi: {
      slug: 'thu-nhap-va-phuc-loi',
      title: 'Thu nhập cạnh tranh, phúc lợi toàn diện',
      summary: 'Lương thưởng theo hiệu quả, bảo hiểm sức khỏe cao cấp cho nhân viên và người thân.',
      content: [
        'Chế độ đãi ngộ được rà soát hằng năm theo mặt bằng thị trường để bảo đảm bạn được trả xứng đáng với đóng góp của mình.',
        '<ul><li>Lương tháng 13 và thưởng hiệu quả kinh doanh</li><li>Bảo hiểm sức khỏe cao cấp cho nhân viên và người thân</li><li>Du lịch, nghỉ dưỡng hằng năm cùng công ty</li></ul>',
      ],
    },
    en: {
      slug: 'pay-and-benefits',
      title: 'Competitive pay, complete benefits',
      summary: 'Performance-based pay and premium health cover for you and your family.',
      content: [
        'Pay and benefits are reviewed every year against the market, so you are paid fairly for what you bring.',
        '<ul><li>A 13th-month salary and a performance bonus</li><li>Premium health cover for you and your family</li><li>A yearly company trip</li></ul>',
      ],
    },
  },
  {
    image: null,
    vi: {
      slug: 'gan-ket-va-trach-nhiem-cong-dong',
      title: 'Gắn kết đồng nghiệp, sống có trách nhiệm',
      summary: 'Hoạt động thể thao, thiện nguyện và những ngày hội cùng nhau.',
      content: [
        'Ngoài giờ làm việc, các câu lạc bộ bóng đá, chạy bộ, cầu lông luôn chào đón bạn. Mỗi năm, chúng tôi cùng nhau thực hiện các chương trình xây trường và trao học bổng tại vùng khó khăn.',
      ],
    },
    en: {
      slug: 'team-spirit-and-community',
      title: 'Team spirit and giving back',
      summary: 'Sports, volunteering and company events together.',
      content: [
        'After work, our football, running and badminton clubs are always open to you. Every year we build schools and award scholarships in disadvantaged areas together.',
      ],
    },
  },
];

export interface FaqSeed {
  vi: { question: string; answer: string };
  en: { question: string; answer: string };
}

export const RECRUITMENT_FAQS: FaqSeed[] = [
  {
    vi: {
      question: 'Tôi có cần tạo tài khoản để ứng tuyển không?',
      answer:
        'Không bắt buộc. Bạn có thể dùng nút “Ứng tuyển nhanh” để gửi CV dạng PDF kèm thông tin liên hệ.\n\nTuy nhiên, khi có tài khoản, bạn có thể lưu việc làm, đặt nhắc hạn nộp hồ sơ và theo dõi trạng thái đơn ứng tuyển.',
    },
    en: {
      question: 'Do I need an account to apply?',
      answer:
        'No. You can use “Quick apply” to send a PDF CV with your contact details.\n\nWith an account, though, you can save jobs, set deadline reminders and follow the status of your applications.',
    },
  },
  {
    vi: {
      question: 'CV của tôi cần đáp ứng yêu cầu gì?',
      answer:
        'CV tải lên phải là tệp PDF, dung lượng tối đa 2 MB, không có mật khẩu, mã JavaScript hay tệp đính kèm. Bạn cũng có thể tạo CV trực tuyến ngay trên cổng tuyển dụng.',
    },
    en: {
      question: 'What should my CV look like?',
      answer:
        'An uploaded CV must be a PDF of at most 2 MB, with no password, JavaScript or attached files. You can also build an online CV right on the careers portal.',
    },
  },
  {
    vi: {
      question: 'Sau bao lâu tôi nhận được phản hồi?',
      answer:
        'Bộ phận Tuyển dụng xem xét hồ sơ trong vòng 5 đến 7 ngày làm việc và liên hệ với các ứng viên phù hợp qua email hoặc điện thoại.',
    },
    en: {
      question: 'When will I hear back?',
      answer:
        'The recruitment team reviews applications within 5 to 7 working days and contacts suitable candidates by email or phone.',
    },
  },
  {
    vi: {
      question: 'Quy trình tuyển dụng gồm những bước nào?',
      answer:
        'Thông thường gồm: sàng lọc hồ sơ, bài kiểm tra năng lực (với một số vị trí), phỏng vấn với bộ phận chuyên môn và phỏng vấn với Ban lãnh đạo, sau đó là thư mời nhận việc.',
    },
    en: {
      question: 'What are the steps of the hiring process?',
      answer:
        'Usually: CV screening, an aptitude test (for some roles), an interview with the team and one with management, then a job offer.',
    },
  },
  {
    vi: {
      question: 'Tôi có thể ứng tuyển nhiều vị trí cùng lúc không?',
      answer:
        'Có. Bạn có thể ứng tuyển tối đa các vị trí phù hợp với kinh nghiệm của mình; mỗi tin tuyển dụng chỉ nhận một hồ sơ từ một ứng viên.',
    },
    en: {
      question: 'Can I apply for several jobs at once?',
      answer:
        'Yes. Apply for every role that fits your experience; each posting takes one application per candidate.',
    },
  },
  {
    vi: {
      question: 'Tin tuyển dụng đã hết hạn thì tôi có nộp hồ sơ được không?',
      answer:
        'Tin đã hết hạn không nhận thêm hồ sơ. Bạn có thể lưu các tin đang mở và bật nhắc nhở để nhận email 3 ngày trước khi hết hạn.',
    },
    en: {
      question: 'Can I still apply to an expired posting?',
      answer:
        'Expired postings take no more applications. Save the open ones and turn on a reminder to get an email 3 days before they close.',
    },
  },
  {
    vi: {
      question: 'Sinh viên chưa tốt nghiệp có thể ứng tuyển không?',
      answer:
        'Có. Chương trình thực tập của chúng tôi dành cho sinh viên năm cuối và sinh viên mới tốt nghiệp, với trợ cấp hằng tháng và cơ hội trở thành nhân viên chính thức.',
    },
    en: {
      question: 'Can students apply before graduating?',
      answer:
        'Yes. Our internship programme is for final-year students and recent graduates, with a monthly allowance and the chance of a permanent role.',
    },
  },
  {
    vi: {
      question: 'Tôi có cần chứng chỉ hành nghề chứng khoán không?',
      answer:
        'Chứng chỉ hành nghề là yêu cầu bắt buộc với các vị trí môi giới và tư vấn đầu tư theo quy định. Nếu chưa có, bạn vẫn có thể ứng tuyển: công ty hỗ trợ chi phí học và thi.',
    },
    en: {
      question: 'Do I need a securities practising certificate?',
      answer:
        'The law requires one for brokerage and investment advisory roles. If you do not have it yet you can still apply: we pay for the course and the exam.',
    },
  },
  {
    vi: {
      question: 'Thông tin cá nhân của tôi được bảo mật thế nào?',
      answer:
        'Hồ sơ của bạn chỉ được dùng cho mục đích tuyển dụng và được lưu trữ an toàn. Bạn có thể tải xuống toàn bộ dữ liệu hoặc xóa tài khoản bất cứ lúc nào trong trang Quản lý hồ sơ.',
    },
    en: {
      question: 'How is my personal data protected?',
      answer:
        'Your details are used for recruitment only and stored securely. You can download all your data or delete your account at any time on the profile page.',
    },
  },
];
