/**
 * The demo job postings (docs/recruitment.md "Demo data"): roles a securities brokerage hires
 * for, some posted in several cities. Each variant is one posting; texts in both languages.
 * Deadlines are given as days after the seed's reference day (negative: already expired).
 */
export interface RoleTexts {
  title: string;
  summary: string;
  /** What the job is (the first paragraph of the description), then the duties. */
  intro: string;
  duties: string[];
  requirements: string[];
  /** Perks of this role beside the common benefits of its form. */
  perks?: string[];
}

export interface RoleSeed {
  key: string;
  department: string;
  career: string;
  form: string;
  title: string;
  position: string;
  /** Million VND per month; null: negotiable. */
  salary: [number, number] | null;
  quantity: number;
  vi: RoleTexts;
  en: RoleTexts;
  /** One posting per entry: its workplaces (codes) and whether it is featured. */
  postings: { workplaces: string[]; featured?: boolean }[];
}

export const ROLES: RoleSeed[] = [
  {
    key: 'broker',
    department: 'retail-brokerage',
    career: 'brokerage',
    form: 'full-time',
    title: 'specialist',
    position: 'broker',
    salary: [12, 30],
    quantity: 5,
    vi: {
      title: 'Chuyên viên Môi giới Chứng khoán',
      summary:
        'Tư vấn, mở tài khoản và chăm sóc nhà đầu tư cá nhân; thu nhập cạnh tranh theo hiệu quả kinh doanh.',
      intro:
        'Bạn sẽ là người đồng hành cùng nhà đầu tư cá nhân trên thị trường chứng khoán Việt Nam, từ lúc mở tài khoản đến khi xây dựng danh mục.',
      duties: [
        'Tìm kiếm, phát triển và chăm sóc khách hàng cá nhân',
        'Tư vấn sản phẩm, dịch vụ và hỗ trợ khách hàng đặt lệnh giao dịch',
        'Cập nhật thông tin thị trường, gửi bản tin và khuyến nghị cho khách hàng',
        'Phối hợp với Trung tâm Phân tích để tổ chức hội thảo đầu tư',
      ],
      requirements: [
        'Tốt nghiệp đại học chuyên ngành Tài chính, Ngân hàng, Kinh tế hoặc liên quan',
        'Có chứng chỉ hành nghề môi giới chứng khoán là lợi thế',
        'Kỹ năng giao tiếp, thuyết phục và xây dựng mối quan hệ tốt',
        'Chủ động, chịu được áp lực doanh số',
      ],
      perks: ['Hoa hồng giao dịch hấp dẫn, chi trả hằng tháng'],
    },
    en: {
      title: 'Securities Brokerage Specialist',
      summary:
        'Advise, onboard and look after individual investors; competitive pay that grows with your results.',
      intro:
        'You will guide individual investors through the Vietnamese stock market, from opening their account to building a portfolio.',
      duties: [
        'Find, develop and look after individual clients',
        'Advise on products and services and help clients place orders',
        'Share market updates, newsletters and recommendations with clients',
        'Work with the Research Centre to run investment seminars',
      ],
      requirements: [
        'University degree in finance, banking, economics or a related field',
        'A securities brokerage practising certificate is an advantage',
        'Strong communication, persuasion and relationship-building skills',
        'Self-driven and comfortable with sales targets',
      ],
      perks: ['Attractive trading commission, paid monthly'],
    },
    postings: [
      { workplaces: ['ha-noi'], featured: true },
      { workplaces: ['ho-chi-minh'], featured: true },
      { workplaces: ['da-nang'] },
      { workplaces: ['hai-phong'] },
      { workplaces: ['can-tho'] },
    ],
  },
  {
    key: 'advisor',
    department: 'retail-brokerage',
    career: 'brokerage',
    form: 'full-time',
    title: 'senior',
    position: 'advisor',
    salary: [20, 45],
    quantity: 2,
    vi: {
      title: 'Chuyên viên cao cấp Tư vấn Đầu tư',
      summary:
        'Quản lý nhóm khách hàng cá nhân có tài sản lớn, xây dựng danh mục và kế hoạch đầu tư dài hạn.',
      intro:
        'Vị trí dành cho người đã có kinh nghiệm tư vấn, muốn phục vụ nhóm khách hàng ưu tiên với các giải pháp đầu tư toàn diện.',
      duties: [
        'Tư vấn chiến lược phân bổ tài sản cho khách hàng ưu tiên',
        'Theo dõi danh mục, cảnh báo rủi ro và đề xuất tái cơ cấu',
        'Giới thiệu sản phẩm trái phiếu, chứng chỉ quỹ và phái sinh phù hợp',
        'Hướng dẫn, kèm cặp các chuyên viên môi giới mới',
      ],
      requirements: [
        'Tối thiểu 3 năm kinh nghiệm môi giới hoặc tư vấn đầu tư',
        'Có chứng chỉ hành nghề môi giới chứng khoán',
        'Hiểu biết sâu về phân tích cơ bản và kỹ thuật',
        'Ưu tiên ứng viên có chứng chỉ CFA hoặc tương đương',
      ],
    },
    en: {
      title: 'Senior Investment Advisor',
      summary:
        'Look after high-net-worth individual clients and build their portfolios and long-term investment plans.',
      intro:
        'A role for experienced advisors who want to serve priority clients with complete investment solutions.',
      duties: [
        'Advise priority clients on asset allocation',
        'Monitor portfolios, flag risks and propose rebalancing',
        'Introduce suitable bonds, fund certificates and derivatives',
        'Coach and mentor new brokerage specialists',
      ],
      requirements: [
        'At least 3 years of brokerage or investment advisory experience',
        'A securities brokerage practising certificate',
        'In-depth knowledge of fundamental and technical analysis',
        'CFA or an equivalent qualification is preferred',
      ],
    },
    postings: [{ workplaces: ['ha-noi'], featured: true }, { workplaces: ['ho-chi-minh'] }],
  },
  {
    key: 'brokerage-manager',
    department: 'retail-brokerage',
    career: 'brokerage',
    form: 'full-time',
    title: 'manager',
    position: 'management',
    salary: null,
    quantity: 1,
    vi: {
      title: 'Trưởng phòng Môi giới',
      summary:
        'Dẫn dắt đội ngũ môi giới, xây dựng kế hoạch kinh doanh và phát triển mạng lưới khách hàng.',
      intro:
        'Trưởng phòng Môi giới chịu trách nhiệm về kết quả kinh doanh của phòng và sự phát triển của từng thành viên trong đội.',
      duties: [
        'Lập và triển khai kế hoạch kinh doanh năm, quý, tháng',
        'Tuyển dụng, đào tạo và đánh giá đội ngũ môi giới',
        'Trực tiếp chăm sóc nhóm khách hàng quan trọng',
        'Giám sát tuân thủ quy trình giao dịch và quản lý rủi ro ký quỹ',
      ],
      requirements: [
        'Tối thiểu 5 năm kinh nghiệm môi giới, trong đó 2 năm ở vị trí quản lý',
        'Có chứng chỉ hành nghề môi giới chứng khoán',
        'Kỹ năng lãnh đạo, đàm phán và quản lý đội nhóm',
      ],
    },
    en: {
      title: 'Brokerage Manager',
      summary: 'Lead a team of brokers, set the business plan and grow the client network.',
      intro:
        'The Brokerage Manager is responsible for the results of the team and for the growth of each of its members.',
      duties: [
        'Set and carry out yearly, quarterly and monthly business plans',
        'Recruit, train and appraise the brokerage team',
        'Look after key clients personally',
        'Oversee compliance with trading procedures and margin risk control',
      ],
      requirements: [
        'At least 5 years in brokerage, including 2 years as a manager',
        'A securities brokerage practising certificate',
        'Leadership, negotiation and team management skills',
      ],
    },
    postings: [{ workplaces: ['ho-chi-minh'] }, { workplaces: ['ha-noi'] }],
  },
  {
    key: 'bank-analyst',
    department: 'research',
    career: 'research',
    form: 'full-time',
    title: 'specialist',
    position: 'analyst',
    salary: [18, 30],
    quantity: 1,
    vi: {
      title: 'Chuyên viên Phân tích Ngành Ngân hàng',
      summary: 'Phân tích doanh nghiệp ngành ngân hàng, viết báo cáo và khuyến nghị đầu tư.',
      intro:
        'Bạn sẽ theo dõi nhóm cổ phiếu ngân hàng niêm yết, một trong những nhóm ngành lớn nhất trên HOSE.',
      duties: [
        'Xây dựng mô hình định giá và dự phóng kết quả kinh doanh các ngân hàng',
        'Viết báo cáo cập nhật, báo cáo ngành và báo cáo chiến lược',
        'Tham gia gặp gỡ doanh nghiệp và trình bày tại hội thảo nhà đầu tư',
      ],
      requirements: [
        'Tối thiểu 2 năm kinh nghiệm phân tích tài chính hoặc ngân hàng',
        'Thành thạo Excel và mô hình tài chính',
        'Kỹ năng viết tốt bằng tiếng Việt và tiếng Anh',
        'Ưu tiên ứng viên đã đạt CFA cấp độ 2 trở lên',
      ],
    },
    en: {
      title: 'Banking Sector Analyst',
      summary: 'Cover listed banks, write research reports and make investment recommendations.',
      intro: 'You will cover the listed banks, one of the largest sectors on HOSE.',
      duties: [
        'Build valuation models and earnings forecasts for banks',
        'Write company updates, sector reports and strategy notes',
        'Meet company management and present at investor conferences',
      ],
      requirements: [
        'At least 2 years of experience in financial or banking analysis',
        'Proficient in Excel and financial modelling',
        'Good writing skills in Vietnamese and English',
        'CFA Level II or above is preferred',
      ],
    },
    postings: [{ workplaces: ['ha-noi'], featured: true }],
  },
  {
    key: 'macro-analyst',
    department: 'research',
    career: 'research',
    form: 'full-time',
    title: 'senior',
    position: 'analyst',
    salary: [25, 40],
    quantity: 1,
    vi: {
      title: 'Chuyên viên cao cấp Phân tích Vĩ mô',
      summary:
        'Nghiên cứu kinh tế vĩ mô, chính sách tiền tệ và tác động tới thị trường chứng khoán.',
      intro:
        'Vị trí thuộc Trung tâm Phân tích, phụ trách góc nhìn vĩ mô cho các báo cáo chiến lược của công ty.',
      duties: [
        'Theo dõi tăng trưởng, lạm phát, lãi suất, tỷ giá và cán cân thanh toán',
        'Viết báo cáo vĩ mô định kỳ và báo cáo chuyên đề',
        'Trình bày quan điểm thị trường cho khách hàng tổ chức',
      ],
      requirements: [
        'Tốt nghiệp chuyên ngành Kinh tế, Tài chính hoặc Toán kinh tế',
        'Tối thiểu 3 năm kinh nghiệm nghiên cứu vĩ mô',
        'Sử dụng thành thạo các nguồn dữ liệu kinh tế và công cụ thống kê',
      ],
    },
    en: {
      title: 'Senior Macroeconomic Analyst',
      summary: 'Research the economy and monetary policy and their impact on the stock market.',
      intro: 'Part of the Research Centre, this role owns the macro view in our strategy reports.',
      duties: [
        'Track growth, inflation, interest rates, exchange rates and the balance of payments',
        'Write regular macro reports and thematic studies',
        'Present the house view to institutional clients',
      ],
      requirements: [
        'Degree in economics, finance or mathematical economics',
        'At least 3 years of macroeconomic research experience',
        'Skilled with economic data sources and statistical tools',
      ],
    },
    postings: [{ workplaces: ['ho-chi-minh'] }],
  },
  {
    key: 'branch-director',
    department: 'branch',
    career: 'brokerage',
    form: 'full-time',
    title: 'director',
    position: 'management',
    salary: null,
    quantity: 1,
    vi: {
      title: 'Giám đốc Chi nhánh',
      summary: 'Điều hành toàn bộ hoạt động kinh doanh và vận hành của chi nhánh.',
      intro:
        'Chúng tôi đang mở rộng mạng lưới và tìm người đứng đầu chi nhánh, đại diện cho công ty tại địa phương.',
      duties: [
        'Xây dựng và thực hiện chiến lược phát triển chi nhánh',
        'Quản lý đội ngũ môi giới, giao dịch viên và hỗ trợ',
        'Phát triển quan hệ với doanh nghiệp và đối tác tại địa phương',
        'Bảo đảm hoạt động của chi nhánh tuân thủ quy định pháp luật',
      ],
      requirements: [
        'Tối thiểu 7 năm kinh nghiệm trong ngành chứng khoán hoặc ngân hàng',
        'Đã từng quản lý đơn vị kinh doanh từ 15 nhân sự trở lên',
        'Có mạng lưới khách hàng tại địa phương là lợi thế lớn',
      ],
    },
    en: {
      title: 'Branch Director',
      summary: 'Run all business and operations of the branch.',
      intro:
        'As we expand our network, we are looking for a branch head to represent the company locally.',
      duties: [
        'Set and carry out the branch development strategy',
        'Manage the brokers, dealers and support staff',
        'Build relationships with local businesses and partners',
        'Keep the branch compliant with the law',
      ],
      requirements: [
        'At least 7 years in securities or banking',
        'Experience managing a business unit of 15 people or more',
        'A local client network is a strong advantage',
      ],
    },
    postings: [{ workplaces: ['khanh-hoa'] }, { workplaces: ['nghe-an'] }],
  },
  {
    key: 'backend',
    department: 'technology',
    career: 'it',
    form: 'full-time',
    title: 'specialist',
    position: 'software-engineer',
    salary: [25, 45],
    quantity: 2,
    vi: {
      title: 'Lập trình viên Backend (Node.js)',
      summary: 'Phát triển các API giao dịch, mở tài khoản trực tuyến và dữ liệu thị trường.',
      intro:
        'Khối Công nghệ xây dựng các nền tảng giao dịch và mở tài khoản trực tuyến phục vụ hàng trăm nghìn nhà đầu tư.',
      duties: [
        'Thiết kế và phát triển API bằng TypeScript, Node.js và PostgreSQL',
        'Tối ưu hiệu năng, độ sẵn sàng của hệ thống giao dịch',
        'Viết kiểm thử tự động và tham gia review mã nguồn',
      ],
      requirements: [
        'Tối thiểu 2 năm kinh nghiệm lập trình backend',
        'Thành thạo TypeScript, SQL và thiết kế REST API',
        'Hiểu biết về bảo mật ứng dụng web (OWASP)',
        'Kinh nghiệm với Redis, hàng đợi tin nhắn là lợi thế',
      ],
      perks: [
        'Trang bị máy tính xách tay cấu hình cao',
        'Làm việc linh hoạt 2 ngày mỗi tuần tại nhà',
      ],
    },
    en: {
      title: 'Backend Developer (Node.js)',
      summary: 'Build the APIs behind trading, online account opening and market data.',
      intro:
        'The Technology Division builds the trading and online onboarding platforms used by hundreds of thousands of investors.',
      duties: [
        'Design and build APIs with TypeScript, Node.js and PostgreSQL',
        'Improve the performance and availability of the trading systems',
        'Write automated tests and take part in code reviews',
      ],
      requirements: [
        'At least 2 years of backend development experience',
        'Proficient in TypeScript, SQL and REST API design',
        'Understanding of web application security (OWASP)',
        'Experience with Redis or message queues is a plus',
      ],
      perks: ['A high-end laptop', 'Work from home two days a week'],
    },
    postings: [{ workplaces: ['ha-noi'], featured: true }],
  },
  {
    key: 'frontend',
    department: 'technology',
    career: 'it',
    form: 'full-time',
    title: 'specialist',
    position: 'software-engineer',
    salary: [22, 40],
    quantity: 2,
    vi: {
      title: 'Lập trình viên Frontend (React)',
      summary: 'Xây dựng website, bảng giá trực tuyến và ứng dụng web cho nhà đầu tư.',
      intro:
        'Bạn sẽ làm việc với đội sản phẩm để mang trải nghiệm giao dịch nhanh, dễ dùng tới nhà đầu tư.',
      duties: [
        'Phát triển giao diện bằng React, TypeScript và Mantine',
        'Bảo đảm khả năng truy cập (WCAG) và hiển thị tốt trên di động',
        'Tối ưu tốc độ tải trang và hiển thị dữ liệu thời gian thực',
      ],
      requirements: [
        'Tối thiểu 2 năm kinh nghiệm với React',
        'Nắm vững HTML, CSS, TypeScript',
        'Có kinh nghiệm kiểm thử giao diện (Vitest, Playwright) là lợi thế',
      ],
      perks: ['Trang bị máy tính xách tay cấu hình cao'],
    },
    en: {
      title: 'Frontend Developer (React)',
      summary: 'Build the website, the live price board and web apps for investors.',
      intro:
        'You will work with the product team to give investors fast, easy-to-use trading screens.',
      duties: [
        'Build interfaces with React, TypeScript and Mantine',
        'Make them accessible (WCAG) and work well on mobile',
        'Improve page load times and real-time data display',
      ],
      requirements: [
        'At least 2 years of experience with React',
        'Solid HTML, CSS and TypeScript',
        'Experience with UI testing (Vitest, Playwright) is a plus',
      ],
      perks: ['A high-end laptop'],
    },
    postings: [{ workplaces: ['ho-chi-minh'] }],
  },
  {
    key: 'devops',
    department: 'technology',
    career: 'it',
    form: 'full-time',
    title: 'senior',
    position: 'software-engineer',
    salary: [35, 60],
    quantity: 1,
    vi: {
      title: 'Kỹ sư DevOps',
      summary:
        'Vận hành hạ tầng đám mây và quy trình triển khai liên tục cho các hệ thống giao dịch.',
      intro:
        'Hệ thống giao dịch cần chạy ổn định trong từng phiên: bạn là người giữ cho điều đó xảy ra.',
      duties: [
        'Quản lý hạ tầng container, cơ sở dữ liệu và giám sát hệ thống',
        'Xây dựng quy trình CI/CD và tự động hóa vận hành',
        'Tham gia xử lý sự cố và diễn tập khôi phục thảm họa',
      ],
      requirements: [
        'Tối thiểu 3 năm kinh nghiệm DevOps hoặc SRE',
        'Thành thạo Linux, Docker, Kubernetes và một nền tảng đám mây',
        'Kinh nghiệm với Prometheus, Grafana là lợi thế',
      ],
    },
    en: {
      title: 'DevOps Engineer',
      summary: 'Run the cloud infrastructure and continuous delivery of the trading systems.',
      intro: 'Trading must run smoothly in every session: you are the one who keeps it that way.',
      duties: [
        'Manage container infrastructure, databases and monitoring',
        'Build CI/CD pipelines and automate operations',
        'Take part in incident response and disaster recovery drills',
      ],
      requirements: [
        'At least 3 years in DevOps or SRE',
        'Proficient with Linux, Docker, Kubernetes and a cloud platform',
        'Experience with Prometheus and Grafana is a plus',
      ],
    },
    postings: [{ workplaces: ['ha-noi'] }],
  },
  {
    key: 'tester',
    department: 'technology',
    career: 'it',
    form: 'full-time',
    title: 'staff',
    position: 'software-engineer',
    salary: [12, 20],
    quantity: 2,
    vi: {
      title: 'Nhân viên Kiểm thử Phần mềm',
      summary: 'Kiểm thử các ứng dụng giao dịch và mở tài khoản trước mỗi lần phát hành.',
      intro: 'Mỗi tính năng mới đều đi qua tay đội kiểm thử trước khi đến với nhà đầu tư.',
      duties: [
        'Viết kịch bản kiểm thử và thực hiện kiểm thử chức năng',
        'Xây dựng kiểm thử tự động cho web và API',
        'Theo dõi lỗi và phối hợp với lập trình viên để khắc phục',
      ],
      requirements: [
        'Tốt nghiệp chuyên ngành Công nghệ thông tin',
        'Có ít nhất 1 năm kinh nghiệm kiểm thử phần mềm',
        'Cẩn thận, tỉ mỉ, ưu tiên ứng viên có chứng chỉ ISTQB',
      ],
    },
    en: {
      title: 'Software Tester',
      summary: 'Test the trading and onboarding apps before each release.',
      intro: 'Every new feature goes through the testing team before it reaches investors.',
      duties: [
        'Write test cases and run functional tests',
        'Build automated tests for the web and the APIs',
        'Track defects and work with developers to fix them',
      ],
      requirements: [
        'Degree in information technology',
        'At least 1 year of software testing experience',
        'Careful and thorough; an ISTQB certificate is preferred',
      ],
    },
    postings: [{ workplaces: ['ha-noi'] }],
  },
  {
    key: 'security',
    department: 'technology',
    career: 'it',
    form: 'full-time',
    title: 'specialist',
    position: 'software-engineer',
    salary: [25, 45],
    quantity: 1,
    vi: {
      title: 'Chuyên viên An toàn Thông tin',
      summary: 'Bảo vệ hệ thống giao dịch và dữ liệu khách hàng trước các nguy cơ an ninh mạng.',
      intro: 'Dữ liệu và tài sản của nhà đầu tư cần được bảo vệ ở mức cao nhất.',
      duties: [
        'Đánh giá lỗ hổng, kiểm thử xâm nhập các ứng dụng nội bộ',
        'Giám sát an ninh và xử lý sự cố',
        'Xây dựng chính sách, quy trình an toàn thông tin theo quy định của UBCKNN',
      ],
      requirements: [
        'Tối thiểu 2 năm kinh nghiệm an toàn thông tin',
        'Hiểu biết về mạng, hệ điều hành và bảo mật ứng dụng web',
        'Có chứng chỉ CEH, OSCP hoặc CISSP là lợi thế',
      ],
    },
    en: {
      title: 'Information Security Specialist',
      summary: 'Protect the trading systems and client data from cyber threats.',
      intro: "Investors' data and assets deserve the highest level of protection.",
      duties: [
        'Assess vulnerabilities and run penetration tests on internal apps',
        'Monitor security events and handle incidents',
        'Write security policies and procedures in line with SSC rules',
      ],
      requirements: [
        'At least 2 years of information security experience',
        'Knowledge of networks, operating systems and web application security',
        'CEH, OSCP or CISSP certification is a plus',
      ],
    },
    postings: [{ workplaces: ['ho-chi-minh'] }],
  },
  {
    key: 'general-accountant',
    department: 'finance',
    career: 'finance',
    form: 'full-time',
    title: 'specialist',
    position: 'accountant',
    salary: [15, 22],
    quantity: 1,
    vi: {
      title: 'Kế toán Tổng hợp',
      summary: 'Hạch toán, lập báo cáo tài chính và báo cáo thuế của công ty chứng khoán.',
      intro:
        'Phòng Tài chính – Kế toán cần bổ sung kế toán tổng hợp có kinh nghiệm trong lĩnh vực tài chính.',
      duties: [
        'Kiểm tra chứng từ, hạch toán các nghiệp vụ phát sinh',
        'Lập báo cáo tài chính quý, năm và báo cáo gửi Ủy ban Chứng khoán Nhà nước',
        'Lập tờ khai và quyết toán thuế',
        'Làm việc với kiểm toán độc lập',
      ],
      requirements: [
        'Tốt nghiệp đại học chuyên ngành Kế toán, Kiểm toán',
        'Tối thiểu 3 năm kinh nghiệm kế toán tổng hợp',
        'Ưu tiên ứng viên từng làm tại công ty chứng khoán hoặc ngân hàng',
      ],
    },
    en: {
      title: 'General Accountant',
      summary: 'Keep the books and prepare the financial statements and tax returns of the firm.',
      intro:
        'The Finance and Accounting Department is looking for an experienced general accountant.',
      duties: [
        'Check vouchers and record transactions',
        'Prepare quarterly and annual financial statements and reports to the State Securities Commission',
        'Prepare and file tax returns',
        'Work with the external auditors',
      ],
      requirements: [
        'Degree in accounting or auditing',
        'At least 3 years as a general accountant',
        'Experience at a securities firm or bank is preferred',
      ],
    },
    postings: [{ workplaces: ['ha-noi'] }, { workplaces: ['ho-chi-minh'] }],
  },
  {
    key: 'trade-accountant',
    department: 'finance',
    career: 'finance',
    form: 'full-time',
    title: 'staff',
    position: 'accountant',
    salary: [10, 15],
    quantity: 2,
    vi: {
      title: 'Nhân viên Kế toán Giao dịch Chứng khoán',
      summary: 'Đối chiếu giao dịch, thanh toán bù trừ và lưu ký chứng khoán cho khách hàng.',
      intro: 'Vị trí đảm bảo mọi giao dịch của khách hàng được thanh toán đúng và đủ.',
      duties: [
        'Đối chiếu kết quả giao dịch với Tổng công ty Lưu ký và Bù trừ chứng khoán',
        'Theo dõi tiền và chứng khoán của khách hàng',
        'Xử lý nộp, rút, chuyển khoản tiền của nhà đầu tư',
      ],
      requirements: [
        'Tốt nghiệp Cao đẳng trở lên chuyên ngành Kế toán, Tài chính',
        'Cẩn thận, trung thực, sử dụng thành thạo Excel',
        'Chấp nhận sinh viên mới tốt nghiệp',
      ],
    },
    en: {
      title: 'Securities Settlement Accountant',
      summary: 'Reconcile trades and handle clearing, settlement and custody for clients.',
      intro: "This role makes sure every client's trade is settled correctly and in full.",
      duties: [
        'Reconcile trades with the Vietnam Securities Depository and Clearing Corporation',
        "Track clients' cash and securities",
        "Process investors' deposits, withdrawals and transfers",
      ],
      requirements: [
        'College degree or higher in accounting or finance',
        'Careful, honest and fluent with Excel',
        'Fresh graduates are welcome',
      ],
    },
    postings: [{ workplaces: ['ha-noi'] }],
  },
  {
    key: 'risk',
    department: 'risk',
    career: 'risk',
    form: 'full-time',
    title: 'specialist',
    position: 'risk-compliance',
    salary: [18, 28],
    quantity: 1,
    vi: {
      title: 'Chuyên viên Quản trị Rủi ro',
      summary:
        'Giám sát rủi ro thị trường, rủi ro ký quỹ và xây dựng hạn mức cho hoạt động cho vay.',
      intro:
        'Phòng Quản trị rủi ro giúp công ty tăng trưởng bền vững, an toàn trước biến động thị trường.',
      duties: [
        'Theo dõi danh mục cho vay ký quỹ và tỷ lệ an toàn tài chính',
        'Đề xuất danh mục chứng khoán ký quỹ và hạn mức',
        'Xây dựng kịch bản kiểm tra sức chịu đựng (stress test)',
      ],
      requirements: [
        'Tốt nghiệp chuyên ngành Tài chính, Toán tài chính hoặc Thống kê',
        'Tối thiểu 2 năm kinh nghiệm quản trị rủi ro',
        'Sử dụng tốt Excel, SQL hoặc Python',
      ],
    },
    en: {
      title: 'Risk Management Specialist',
      summary: 'Watch market and margin risk and set limits for lending.',
      intro: 'The Risk Management Department helps the firm grow safely through market swings.',
      duties: [
        'Monitor the margin lending book and capital adequacy ratio',
        'Propose the list of marginable securities and their limits',
        'Design stress-test scenarios',
      ],
      requirements: [
        'Degree in finance, financial mathematics or statistics',
        'At least 2 years of risk management experience',
        'Good with Excel, SQL or Python',
      ],
    },
    postings: [{ workplaces: ['ha-noi'] }],
  },
  {
    key: 'compliance',
    department: 'legal',
    career: 'risk',
    form: 'full-time',
    title: 'specialist',
    position: 'risk-compliance',
    salary: [18, 30],
    quantity: 1,
    vi: {
      title: 'Chuyên viên Pháp chế – Tuân thủ',
      summary:
        'Rà soát hợp đồng, văn bản nội bộ và giám sát tuân thủ quy định pháp luật chứng khoán.',
      intro:
        'Bạn sẽ giúp mọi hoạt động của công ty đúng quy định của Luật Chứng khoán và các văn bản hướng dẫn.',
      duties: [
        'Soạn thảo, rà soát hợp đồng và quy chế nội bộ',
        'Cập nhật văn bản pháp luật mới và phổ biến cho các đơn vị',
        'Kiểm tra tuân thủ và làm việc với cơ quan quản lý',
      ],
      requirements: [
        'Tốt nghiệp Cử nhân Luật chuyên ngành Kinh tế hoặc Thương mại',
        'Tối thiểu 2 năm kinh nghiệm pháp chế trong lĩnh vực tài chính',
        'Đọc hiểu tài liệu pháp lý bằng tiếng Anh',
      ],
    },
    en: {
      title: 'Legal and Compliance Specialist',
      summary: 'Review contracts and internal rules and check compliance with securities law.',
      intro:
        'You will help keep everything the firm does in line with the Securities Law and its guidance.',
      duties: [
        'Draft and review contracts and internal regulations',
        'Follow new legislation and brief the business units',
        'Run compliance checks and deal with the regulator',
      ],
      requirements: [
        'Law degree with a focus on economic or commercial law',
        'At least 2 years of legal work in financial services',
        'Able to read legal documents in English',
      ],
    },
    postings: [{ workplaces: ['ho-chi-minh'] }],
  },
  {
    key: 'call-centre',
    department: 'customer-care',
    career: 'customer-service',
    form: 'full-time',
    title: 'staff',
    position: 'customer-service',
    salary: [9, 13],
    quantity: 4,
    vi: {
      title: 'Nhân viên Tổng đài Chăm sóc Khách hàng',
      summary:
        'Giải đáp thắc mắc của nhà đầu tư qua tổng đài, email và kênh trò chuyện trực tuyến.',
      intro: 'Bạn là giọng nói đầu tiên nhà đầu tư nghe thấy khi gọi tới tổng đài của chúng tôi.',
      duties: [
        'Tiếp nhận và giải đáp yêu cầu qua điện thoại, email, chat',
        'Hướng dẫn khách hàng mở tài khoản trực tuyến và sử dụng ứng dụng giao dịch',
        'Ghi nhận phản ánh và chuyển tới bộ phận liên quan',
      ],
      requirements: [
        'Tốt nghiệp Cao đẳng trở lên',
        'Giọng nói dễ nghe, không nói ngọng',
        'Sẵn sàng làm việc theo ca, kể cả thứ Bảy',
      ],
    },
    en: {
      title: 'Customer Care Call Centre Agent',
      summary: "Answer investors' questions by phone, email and live chat.",
      intro: 'You are the first voice investors hear when they call our hotline.',
      duties: [
        'Take and answer requests by phone, email and chat',
        'Help clients open accounts online and use the trading app',
        'Log feedback and pass it to the right team',
      ],
      requirements: [
        'College degree or higher',
        'A clear, pleasant speaking voice',
        'Happy to work shifts, including Saturdays',
      ],
    },
    postings: [{ workplaces: ['ha-noi'] }, { workplaces: ['ho-chi-minh'] }],
  },
  {
    key: 'part-time-care',
    department: 'customer-care',
    career: 'customer-service',
    form: 'part-time',
    title: 'staff',
    position: 'customer-service',
    salary: [5, 7],
    quantity: 3,
    vi: {
      title: 'Nhân viên Chăm sóc Khách hàng bán thời gian',
      summary: 'Làm việc theo ca buổi tối và cuối tuần, phù hợp với sinh viên năm cuối.',
      intro: 'Công việc linh hoạt giúp bạn làm quen với ngành chứng khoán ngay từ khi còn đi học.',
      duties: [
        'Gọi điện chăm sóc khách hàng mới mở tài khoản',
        'Hướng dẫn khách hàng cài đặt và sử dụng ứng dụng',
        'Cập nhật thông tin khách hàng trên hệ thống',
      ],
      requirements: ['Sinh viên năm 3, năm 4 các trường kinh tế', 'Làm tối thiểu 20 giờ mỗi tuần'],
    },
    en: {
      title: 'Part-time Customer Care Agent',
      summary: 'Evening and weekend shifts, well suited to final-year students.',
      intro: 'A flexible job that lets you get to know the securities industry while you study.',
      duties: [
        'Call clients who have just opened an account',
        'Help clients install and use the app',
        'Keep client details up to date in the system',
      ],
      requirements: [
        'Third- or final-year student of economics or business',
        'At least 20 hours a week',
      ],
    },
    postings: [{ workplaces: ['da-nang'] }],
  },
  {
    key: 'content-marketing',
    department: 'marketing',
    career: 'marketing',
    form: 'full-time',
    title: 'specialist',
    position: 'marketing',
    salary: [14, 22],
    quantity: 1,
    vi: {
      title: 'Chuyên viên Marketing Nội dung',
      summary: 'Lên kế hoạch và sản xuất nội dung về đầu tư cho website, mạng xã hội và bản tin.',
      intro:
        'Giúp nhà đầu tư mới hiểu thị trường bằng những nội dung dễ đọc, chính xác và hấp dẫn.',
      duties: [
        'Lập kế hoạch nội dung hằng tháng cho các kênh truyền thông',
        'Viết bài, kịch bản video và bản tin điện tử',
        'Đo lường hiệu quả và tối ưu nội dung',
      ],
      requirements: [
        'Tối thiểu 2 năm kinh nghiệm viết nội dung, ưu tiên lĩnh vực tài chính',
        'Văn phong mạch lạc, chính xác',
        'Biết sử dụng công cụ thiết kế cơ bản là lợi thế',
      ],
    },
    en: {
      title: 'Content Marketing Specialist',
      summary: 'Plan and produce investing content for the website, social media and newsletters.',
      intro:
        'Help new investors understand the market with content that is clear, accurate and engaging.',
      duties: [
        'Plan monthly content for every channel',
        'Write articles, video scripts and email newsletters',
        'Measure results and improve the content',
      ],
      requirements: [
        'At least 2 years of content writing, ideally in finance',
        'A clear and precise writing style',
        'Basic design tools are a plus',
      ],
    },
    postings: [{ workplaces: ['ho-chi-minh'] }],
  },
  {
    key: 'recruiter',
    department: 'hr',
    career: 'hr-admin',
    form: 'full-time',
    title: 'specialist',
    position: 'human-resources',
    salary: [14, 20],
    quantity: 1,
    vi: {
      title: 'Chuyên viên Tuyển dụng',
      summary: 'Tìm kiếm và tuyển chọn nhân tài cho khối kinh doanh và khối công nghệ.',
      intro: 'Bạn sẽ là người giới thiệu những đồng nghiệp tương lai của chúng tôi.',
      duties: [
        'Đăng tin, sàng lọc hồ sơ và tổ chức phỏng vấn',
        'Quản lý cổng tuyển dụng và các kênh tuyển dụng',
        'Tổ chức ngày hội việc làm tại các trường đại học',
      ],
      requirements: [
        'Tối thiểu 2 năm kinh nghiệm tuyển dụng',
        'Kỹ năng giao tiếp và đánh giá ứng viên tốt',
        'Ưu tiên ứng viên từng tuyển dụng vị trí công nghệ',
      ],
    },
    en: {
      title: 'Recruitment Specialist',
      summary: 'Find and select talent for the business and technology divisions.',
      intro: 'You will be the one who introduces our future colleagues.',
      duties: [
        'Post jobs, screen CVs and organise interviews',
        'Run the careers portal and the other hiring channels',
        'Organise job fairs at universities',
      ],
      requirements: [
        'At least 2 years of recruitment experience',
        'Good communication and candidate assessment skills',
        'Experience hiring for technology roles is preferred',
      ],
    },
    postings: [{ workplaces: ['ha-noi'] }],
  },
  {
    key: 'brokerage-intern',
    department: 'retail-brokerage',
    career: 'brokerage',
    form: 'internship',
    title: 'staff',
    position: 'intern',
    salary: [4, 6],
    quantity: 10,
    vi: {
      title: 'Thực tập sinh Môi giới Chứng khoán',
      summary: 'Chương trình thực tập 3 tháng, có cơ hội trở thành nhân viên chính thức.',
      intro:
        'Chương trình giúp sinh viên trải nghiệm công việc môi giới thực tế cùng các chuyên viên giàu kinh nghiệm.',
      duties: [
        'Hỗ trợ chuyên viên môi giới chăm sóc khách hàng',
        'Tổng hợp tin tức thị trường hằng ngày',
        'Tham gia các buổi đào tạo về sản phẩm và kỹ năng',
      ],
      requirements: [
        'Sinh viên năm cuối hoặc mới tốt nghiệp khối ngành kinh tế',
        'Yêu thích thị trường chứng khoán, ham học hỏi',
        'Làm việc tối thiểu 4 buổi mỗi tuần',
      ],
    },
    en: {
      title: 'Securities Brokerage Intern',
      summary: 'A three-month internship with the chance of a permanent position.',
      intro:
        'The programme lets students experience real brokerage work alongside seasoned specialists.',
      duties: [
        'Help brokerage specialists look after clients',
        'Compile the daily market news',
        'Attend product and skills training',
      ],
      requirements: [
        'Final-year student or recent graduate in economics or business',
        'Keen on the stock market and eager to learn',
        'Available at least four half-days a week',
      ],
    },
    postings: [
      { workplaces: ['ha-noi'], featured: true },
      { workplaces: ['ho-chi-minh'] },
      { workplaces: ['binh-duong'] },
    ],
  },
  {
    key: 'research-intern',
    department: 'research',
    career: 'research',
    form: 'internship',
    title: 'staff',
    position: 'intern',
    salary: [4, 6],
    quantity: 2,
    vi: {
      title: 'Thực tập sinh Phân tích',
      summary:
        'Hỗ trợ thu thập dữ liệu, xây dựng mô hình và viết báo cáo cùng Trung tâm Phân tích.',
      intro: 'Cơ hội học phân tích doanh nghiệp bài bản từ đội ngũ chuyên viên phân tích.',
      duties: [
        'Thu thập và xử lý số liệu tài chính doanh nghiệp',
        'Hỗ trợ cập nhật mô hình định giá',
        'Viết bản tin thị trường hằng ngày',
      ],
      requirements: [
        'Sinh viên năm cuối chuyên ngành Tài chính, Kinh tế',
        'Điểm trung bình từ 3.2/4 trở lên',
        'Đọc hiểu tiếng Anh tốt',
      ],
    },
    en: {
      title: 'Research Intern',
      summary: 'Help the Research Centre gather data, build models and write reports.',
      intro: 'A chance to learn company analysis properly from our team of analysts.',
      duties: [
        'Collect and process company financial data',
        'Help update valuation models',
        'Write the daily market brief',
      ],
      requirements: [
        'Final-year student of finance or economics',
        'GPA of 3.2/4 or above',
        'Good reading skills in English',
      ],
    },
    postings: [{ workplaces: ['ha-noi'] }],
  },
  {
    key: 'ib-associate',
    department: 'investment-banking',
    career: 'investment-banking',
    form: 'full-time',
    title: 'senior',
    position: 'investment-banking',
    salary: null,
    quantity: 1,
    vi: {
      title: 'Chuyên viên cao cấp Ngân hàng Đầu tư (M&A)',
      summary: 'Tư vấn mua bán, sáp nhập và phát hành cổ phiếu, trái phiếu cho doanh nghiệp.',
      intro:
        'Khối Ngân hàng đầu tư đồng hành cùng doanh nghiệp trong các thương vụ huy động vốn và M&A.',
      duties: [
        'Thẩm định doanh nghiệp, định giá và lập mô hình tài chính',
        'Chuẩn bị bản cáo bạch, hồ sơ chào bán và tài liệu giới thiệu',
        'Làm việc với nhà đầu tư, luật sư và kiểm toán trong quá trình giao dịch',
      ],
      requirements: [
        'Tối thiểu 3 năm kinh nghiệm ngân hàng đầu tư, kiểm toán hoặc tư vấn tài chính',
        'Kỹ năng mô hình tài chính và trình bày xuất sắc',
        'Tiếng Anh thành thạo',
      ],
    },
    en: {
      title: 'Investment Banking Associate (M&A)',
      summary: 'Advise companies on mergers and acquisitions and on share and bond issues.',
      intro:
        'The Investment Banking Division supports companies through fundraising and M&A deals.',
      duties: [
        'Run due diligence, valuations and financial models',
        'Prepare prospectuses, offering documents and pitch books',
        'Work with investors, lawyers and auditors through each deal',
      ],
      requirements: [
        'At least 3 years in investment banking, audit or financial advisory',
        'Excellent financial modelling and presentation skills',
        'Fluent English',
      ],
    },
    postings: [{ workplaces: ['ho-chi-minh'] }],
  },
  {
    key: 'institutional-sales',
    department: 'institutional',
    career: 'brokerage',
    form: 'full-time',
    title: 'specialist',
    position: 'broker',
    salary: [20, 35],
    quantity: 1,
    vi: {
      title: 'Chuyên viên Phát triển Khách hàng Tổ chức',
      summary: 'Phát triển quan hệ với quỹ đầu tư, công ty bảo hiểm và doanh nghiệp.',
      intro:
        'Vị trí phục vụ nhóm khách hàng tổ chức trong và ngoài nước giao dịch trên thị trường Việt Nam.',
      duties: [
        'Tìm kiếm, tiếp cận và chăm sóc khách hàng tổ chức',
        'Tổ chức gặp gỡ doanh nghiệp niêm yết cho nhà đầu tư',
        'Phối hợp với bộ phận giao dịch để thực hiện lệnh lớn',
      ],
      requirements: [
        'Tối thiểu 2 năm kinh nghiệm môi giới khách hàng tổ chức',
        'Tiếng Anh giao tiếp thành thạo',
        'Có chứng chỉ hành nghề môi giới chứng khoán',
      ],
    },
    en: {
      title: 'Institutional Sales Specialist',
      summary: 'Build relationships with investment funds, insurers and corporates.',
      intro: 'This role serves local and foreign institutions trading on the Vietnamese market.',
      duties: [
        'Find, approach and look after institutional clients',
        'Arrange meetings with listed companies for investors',
        'Work with the dealing desk to execute large orders',
      ],
      requirements: [
        'At least 2 years of institutional brokerage experience',
        'Fluent spoken English',
        'A securities brokerage practising certificate',
      ],
    },
    postings: [{ workplaces: ['ha-noi'] }],
  },
  {
    key: 'bond-dealer',
    department: 'institutional',
    career: 'investment-banking',
    form: 'full-time',
    title: 'specialist',
    position: 'investment-banking',
    salary: [20, 32],
    quantity: 1,
    vi: {
      title: 'Chuyên viên Giao dịch Trái phiếu',
      summary:
        'Giao dịch trái phiếu Chính phủ và trái phiếu doanh nghiệp, phát triển sản phẩm cho nhà đầu tư.',
      intro:
        'Thị trường trái phiếu đang phát triển nhanh, và chúng tôi mở rộng bàn giao dịch trái phiếu.',
      duties: [
        'Thực hiện giao dịch mua bán trái phiếu trên thị trường thứ cấp',
        'Theo dõi lợi suất, thanh khoản và đề xuất chiến lược',
        'Phối hợp với kinh doanh để phân phối trái phiếu tới nhà đầu tư',
      ],
      requirements: [
        'Tối thiểu 2 năm kinh nghiệm giao dịch hoặc phân tích trái phiếu',
        'Hiểu biết về định giá công cụ nợ',
        'Chịu được áp lực, phản ứng nhanh với thị trường',
      ],
    },
    en: {
      title: 'Bond Dealer',
      summary: 'Trade government and corporate bonds and develop products for investors.',
      intro: 'The bond market is growing fast, and we are expanding our bond desk.',
      duties: [
        'Trade bonds on the secondary market',
        'Track yields and liquidity and propose strategies',
        'Work with sales to place bonds with investors',
      ],
      requirements: [
        'At least 2 years of bond trading or analysis',
        'Understanding of debt instrument valuation',
        'Calm under pressure and quick to react to the market',
      ],
    },
    postings: [{ workplaces: ['ha-noi'] }],
  },
  {
    key: 'data-analyst',
    department: 'technology',
    career: 'it',
    form: 'contract',
    title: 'specialist',
    position: 'software-engineer',
    salary: [20, 30],
    quantity: 1,
    vi: {
      title: 'Chuyên viên Phân tích Dữ liệu (hợp đồng 12 tháng)',
      summary: 'Xây dựng báo cáo và mô hình dữ liệu về hành vi nhà đầu tư cho các khối kinh doanh.',
      intro:
        'Dự án kho dữ liệu mới cần một chuyên viên phân tích dữ liệu trong 12 tháng, có thể gia hạn.',
      duties: [
        'Thu thập yêu cầu và xây dựng báo cáo quản trị',
        'Phân tích hành vi giao dịch và đề xuất cải tiến sản phẩm',
        'Bảo đảm chất lượng và tính nhất quán của dữ liệu',
      ],
      requirements: [
        'Thành thạo SQL và một công cụ trực quan hóa (Power BI, Metabase…)',
        'Biết Python là lợi thế',
        'Tối thiểu 1 năm kinh nghiệm phân tích dữ liệu',
      ],
    },
    en: {
      title: 'Data Analyst (12-month contract)',
      summary: 'Build reports and data models on investor behaviour for the business divisions.',
      intro:
        'Our new data warehouse project needs a data analyst for 12 months, with a possible extension.',
      duties: [
        'Gather requirements and build management reports',
        'Analyse trading behaviour and suggest product improvements',
        'Keep the data accurate and consistent',
      ],
      requirements: [
        'Proficient in SQL and a visualisation tool (Power BI, Metabase…)',
        'Python is a plus',
        'At least 1 year of data analysis experience',
      ],
    },
    postings: [{ workplaces: ['ho-chi-minh', 'ha-noi'] }],
  },
];

/** Benefits every posting of a form lists after its own perks. */
export const FORM_BENEFITS: Record<string, { vi: string[]; en: string[] }> = {
  'full-time': {
    vi: [
      'Lương tháng 13 và thưởng theo kết quả kinh doanh',
      'Bảo hiểm xã hội, bảo hiểm y tế đầy đủ và bảo hiểm sức khỏe cao cấp',
      'Khám sức khỏe định kỳ hằng năm, 15 ngày nghỉ phép',
      'Đào tạo chuyên môn và hỗ trợ chi phí thi chứng chỉ hành nghề',
    ],
    en: [
      'A 13th-month salary and a performance bonus',
      'Full social and health insurance, plus premium health cover',
      'A yearly health check and 15 days of annual leave',
      'Professional training and paid certification exams',
    ],
  },
  'part-time': {
    vi: ['Lịch làm việc linh hoạt theo ca', 'Được đào tạo về sản phẩm và kỹ năng giao tiếp'],
    en: ['Flexible shift schedule', 'Training on our products and on communication skills'],
  },
  internship: {
    vi: [
      'Trợ cấp thực tập hằng tháng',
      'Người hướng dẫn riêng trong suốt chương trình',
      'Cơ hội trở thành nhân viên chính thức khi hoàn thành tốt',
    ],
    en: [
      'A monthly internship allowance',
      'A personal mentor throughout the programme',
      'The chance of a permanent role if you do well',
    ],
  },
  contract: {
    vi: ['Thu nhập cạnh tranh theo hợp đồng', 'Bảo hiểm theo quy định', 'Có thể gia hạn hợp đồng'],
    en: ['Competitive contract pay', 'Statutory insurance', 'The contract may be extended'],
  },
};

/**
 * The deadline of the nth posting (seed order), in days after the reference day: four already
 * expired, five closing within three days (today included), the rest two to eight weeks out.
 */
export function deadlineOffset(index: number): number {
  const expired = [-3, -9, -16, -30];
  const closing = [0, 1, 2, 1, 2];
  // Spread them through the list so every kind of role has some.
  if (index % 7 === 3 && index / 7 < expired.length) return expired[Math.floor(index / 7)]!;
  if (index % 7 === 5 && index / 7 < closing.length) return closing[Math.floor(index / 7)]!;
  return 14 + ((index * 11) % 43);
}

/** Days before the reference day the nth posting was published (before its deadline). */
export function publishedDaysAgo(index: number): number {
  const deadline = deadlineOffset(index);
  return Math.max(1, -deadline + 5 + ((index * 7) % 20));
}
