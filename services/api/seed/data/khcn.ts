import type { Locale } from '@brokerage/shared/routing/routes.ts';

type Text<T = string> = Record<Locale, T>;

export interface KhcnSpecialistSeed {
  fullName: string;
  /** Initials drawn on the generated avatar, e.g. "NH". */
  initials: string;
  /** Avatar file name under the public files. */
  avatar: string;
  /** Avatar background colour. */
  colour: string;
  phone: string;
  email: string;
  experienceYears: number;
  title: Text;
  bio: Text;
  certificates: Text<string[]>;
}

export interface KhcnDepartmentSeed {
  phone: string;
  name: Text;
  address: Text;
  specialists: KhcnSpecialistSeed[];
}

export interface KhcnAreaSeed {
  code: 'north' | 'central' | 'south';
  name: Text;
  departments: KhcnDepartmentSeed[];
}

const CERT = {
  broker: { vi: 'Chứng chỉ hành nghề môi giới chứng khoán', en: 'Securities brokerage licence' },
  analysis: { vi: 'Chứng chỉ hành nghề phân tích tài chính', en: 'Financial analysis licence' },
  fund: { vi: 'Chứng chỉ hành nghề quản lý quỹ', en: 'Fund management licence' },
  cfa: { vi: 'CFA Level III', en: 'CFA Level III' },
  derivatives: { vi: 'Chứng chỉ chứng khoán phái sinh', en: 'Derivatives certificate' },
  acca: { vi: 'ACCA', en: 'ACCA' },
} as const;

type CertKey = keyof typeof CERT;
const certs = (...keys: CertKey[]): Text<string[]> => ({
  vi: keys.map((k) => CERT[k].vi),
  en: keys.map((k) => CERT[k].en),
});

const TITLES = {
  head: { vi: 'Trưởng phòng Tư vấn đầu tư', en: 'Head of Investment Advisory' },
  senior: { vi: 'Chuyên viên tư vấn cao cấp', en: 'Senior investment adviser' },
  adviser: { vi: 'Chuyên viên tư vấn đầu tư', en: 'Investment adviser' },
  derivatives: { vi: 'Chuyên viên tư vấn phái sinh', en: 'Derivatives adviser' },
} as const;

const specialist = (
  fullName: string,
  initials: string,
  slug: string,
  colour: string,
  phone: string,
  experienceYears: number,
  title: keyof typeof TITLES,
  bio: Text,
  certificates: Text<string[]>,
): KhcnSpecialistSeed => ({
  fullName,
  initials,
  avatar: `specialist-${slug}.svg`,
  colour,
  phone,
  email: `${slug.replace(/-/g, '.')}@anphat.example.vn`,
  experienceYears,
  title: TITLES[title],
  bio,
  certificates,
});

/** The individual-customer network: three regions, two desks each, twelve specialists. */
export const KHCN_AREAS: KhcnAreaSeed[] = [
  {
    code: 'north',
    name: { vi: 'Miền Bắc', en: 'Northern region' },
    departments: [
      {
        phone: '024 3936 8888',
        name: { vi: 'Phòng Tư vấn đầu tư Hội sở Hà Nội', en: 'Hanoi Head Office Advisory Desk' },
        address: {
          vi: 'Tầng 12, 68 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội',
          en: '12th floor, 68 Ly Thuong Kiet, Hoan Kiem, Hanoi',
        },
        specialists: [
          specialist('Nguyễn Thị Hương', 'NH', 'nguyen-thi-huong', '#1c4f9c', '0912 345 601', 15, 'head',
            {
              vi: 'Hơn 15 năm kinh nghiệm tư vấn danh mục cho khách hàng cá nhân, chuyên về cổ phiếu ngân hàng và bất động sản.',
              en: 'Over 15 years advising individual clients on portfolios, specialising in banking and real-estate stocks.',
            },
            certs('broker', 'analysis', 'cfa')),
          specialist('Trần Đức Minh', 'TM', 'tran-duc-minh', '#0b7a4b', '0912 345 602', 8, 'senior',
            {
              vi: 'Theo dõi nhóm ngành công nghệ và bán lẻ, xây dựng chiến lược đầu tư giá trị dài hạn.',
              en: 'Covers technology and retail, building long-term value-investing strategies.',
            },
            certs('broker', 'analysis')),
        ],
      },
      {
        phone: '0225 3822 888',
        name: { vi: 'Chi nhánh Hải Phòng', en: 'Hai Phong Branch' },
        address: {
          vi: '15 Trần Phú, Ngô Quyền, Hải Phòng',
          en: '15 Tran Phu, Ngo Quyen, Hai Phong',
        },
        specialists: [
          specialist('Phạm Thu Trang', 'PT', 'pham-thu-trang', '#b7791f', '0912 345 603', 6, 'adviser',
            {
              vi: 'Đồng hành cùng nhà đầu tư mới, hướng dẫn mở tài khoản, quản trị rủi ro và phân bổ vốn.',
              en: 'Guides new investors through opening an account, managing risk and allocating capital.',
            },
            certs('broker')),
          specialist('Lê Quang Huy', 'LH', 'le-quang-huy', '#7b3fa0', '0912 345 604', 10, 'derivatives',
            {
              vi: 'Chuyên tư vấn hợp đồng tương lai chỉ số VN30 và chiến lược phòng ngừa rủi ro danh mục.',
              en: 'Advises on VN30 index futures and portfolio hedging strategies.',
            },
            certs('broker', 'derivatives')),
        ],
      },
    ],
  },
  {
    code: 'central',
    name: { vi: 'Miền Trung', en: 'Central region' },
    departments: [
      {
        phone: '0236 3565 888',
        name: { vi: 'Chi nhánh Đà Nẵng', en: 'Da Nang Branch' },
        address: {
          vi: '112 Nguyễn Văn Linh, Hải Châu, Đà Nẵng',
          en: '112 Nguyen Van Linh, Hai Chau, Da Nang',
        },
        specialists: [
          specialist('Võ Thị Mỹ Linh', 'ML', 'vo-thi-my-linh', '#c0392b', '0912 345 605', 12, 'head',
            {
              vi: 'Phụ trách khách hàng cá nhân khu vực miền Trung, thế mạnh về cổ phiếu du lịch và hạ tầng.',
              en: 'Leads individual clients in the central region, with a focus on tourism and infrastructure stocks.',
            },
            certs('broker', 'analysis', 'fund')),
          specialist('Hoàng Văn Đạt', 'HĐ', 'hoang-van-dat', '#16707a', '0912 345 606', 7, 'senior',
            {
              vi: 'Tư vấn trái phiếu doanh nghiệp và chứng chỉ quỹ cho nhà đầu tư ưu tiên thu nhập ổn định.',
              en: 'Advises income-focused investors on corporate bonds and fund certificates.',
            },
            certs('broker', 'acca')),
        ],
      },
      {
        phone: '0234 3828 888',
        name: { vi: 'Phòng giao dịch Huế', en: 'Hue Transaction Office' },
        address: {
          vi: '28 Lê Lợi, Phú Hội, Thành phố Huế',
          en: '28 Le Loi, Phu Hoi, Hue City',
        },
        specialists: [
          specialist('Đặng Ngọc Ánh', 'NA', 'dang-ngoc-anh', '#1c4f9c', '0912 345 607', 5, 'adviser',
            {
              vi: 'Hỗ trợ khách hàng giao dịch trực tuyến, cập nhật nhận định thị trường mỗi sáng.',
              en: 'Supports clients trading online and shares a market view every morning.',
            },
            certs('broker')),
          specialist('Bùi Thanh Tùng', 'BT', 'bui-thanh-tung', '#0b7a4b', '0912 345 608', 9, 'senior',
            {
              vi: 'Phân tích kỹ thuật và quản lý danh mục chủ động cho nhà đầu tư cá nhân.',
              en: 'Technical analysis and active portfolio management for individual investors.',
            },
            certs('broker', 'analysis')),
        ],
      },
    ],
  },
  {
    code: 'south',
    name: { vi: 'Miền Nam', en: 'Southern region' },
    departments: [
      {
        phone: '028 3821 8888',
        name: { vi: 'Chi nhánh Thành phố Hồ Chí Minh', en: 'Ho Chi Minh City Branch' },
        address: {
          vi: '45 Nguyễn Huệ, Bến Nghé, Quận 1, TP. Hồ Chí Minh',
          en: '45 Nguyen Hue, Ben Nghe, District 1, Ho Chi Minh City',
        },
        specialists: [
          specialist('Ngô Bảo Châu', 'BC', 'ngo-bao-chau', '#b7791f', '0912 345 609', 18, 'head',
            {
              vi: 'Gần 20 năm trên thị trường, dẫn dắt đội ngũ tư vấn cho khách hàng cá nhân giá trị cao.',
              en: 'Nearly 20 years in the market, leading the advisory team for high-net-worth individuals.',
            },
            certs('broker', 'analysis', 'fund', 'cfa')),
          specialist('Huỳnh Thị Kim Ngân', 'KN', 'huynh-thi-kim-ngan', '#7b3fa0', '0912 345 610', 11, 'senior',
            {
              vi: 'Chuyên gia ngành thép, dầu khí và xuất khẩu; tư vấn chiến lược theo chu kỳ kinh tế.',
              en: 'Specialist in steel, oil and gas and exporters; advises on cycle-based strategies.',
            },
            certs('broker', 'analysis')),
        ],
      },
      {
        phone: '0292 3766 888',
        name: { vi: 'Chi nhánh Cần Thơ', en: 'Can Tho Branch' },
        address: {
          vi: '09 Hòa Bình, Ninh Kiều, Cần Thơ',
          en: '09 Hoa Binh, Ninh Kieu, Can Tho',
        },
        specialists: [
          specialist('Trương Minh Khoa', 'MK', 'truong-minh-khoa', '#c0392b', '0912 345 611', 4, 'adviser',
            {
              vi: 'Tư vấn đầu tư cổ phiếu nông nghiệp, thủy sản và hàng tiêu dùng tại Đồng bằng sông Cửu Long.',
              en: 'Advises on agriculture, seafood and consumer stocks across the Mekong Delta.',
            },
            certs('broker')),
          specialist('Lý Thanh Tâm', 'TT', 'ly-thanh-tam', '#16707a', '0912 345 612', 9, 'derivatives',
            {
              vi: 'Tư vấn chứng khoán phái sinh và chứng quyền có bảo đảm, chú trọng kỷ luật cắt lỗ.',
              en: 'Advises on derivatives and covered warrants, with a strict stop-loss discipline.',
            },
            certs('broker', 'derivatives')),
        ],
      },
    ],
  },
];

export const KHCN_SPECIALISTS = KHCN_AREAS.flatMap((a) => a.departments.flatMap((d) => d.specialists));
