import type { RecruitmentCategoryKind } from '@brokerage/shared/validation/recruitment/codes.ts';

/**
 * The lists job postings are filed under (docs/recruitment.md): codes are stable, names in both
 * languages. Workplaces carry the province id of `@svg-maps/vietnam` for the job map.
 */
export interface CategorySeed {
  kind: RecruitmentCategoryKind;
  code: string;
  vi: string;
  en: string;
  mapId?: string;
}

const list = (kind: RecruitmentCategoryKind, rows: [string, string, string][]): CategorySeed[] =>
  rows.map(([code, vi, en]) => ({ kind, code, vi, en }));

/** Where the brokerage has offices: head office in Hanoi, a second hub in Ho Chi Minh City. */
export const WORKPLACES: CategorySeed[] = [
  { kind: 'workplace', code: 'ha-noi', vi: 'Hà Nội', en: 'Hanoi', mapId: 'hanoi' },
  {
    kind: 'workplace',
    code: 'ho-chi-minh',
    vi: 'TP. Hồ Chí Minh',
    en: 'Ho Chi Minh City',
    mapId: 'hcm',
  },
  { kind: 'workplace', code: 'da-nang', vi: 'Đà Nẵng', en: 'Da Nang', mapId: 'danang' },
  { kind: 'workplace', code: 'hai-phong', vi: 'Hải Phòng', en: 'Hai Phong', mapId: 'haiphong' },
  { kind: 'workplace', code: 'can-tho', vi: 'Cần Thơ', en: 'Can Tho', mapId: 'cantho' },
  { kind: 'workplace', code: 'khanh-hoa', vi: 'Khánh Hòa', en: 'Khanh Hoa', mapId: 'khanhhoa' },
  { kind: 'workplace', code: 'nghe-an', vi: 'Nghệ An', en: 'Nghe An', mapId: 'nghean' },
  { kind: 'workplace', code: 'binh-duong', vi: 'Bình Dương', en: 'Binh Duong', mapId: 'binhduong' },
];

export const CAREERS = list('career', [
  ['brokerage', 'Môi giới chứng khoán', 'Securities brokerage'],
  ['research', 'Phân tích – Tư vấn đầu tư', 'Research and investment advice'],
  ['it', 'Công nghệ thông tin', 'Information technology'],
  ['finance', 'Tài chính – Kế toán', 'Finance and accounting'],
  ['risk', 'Quản trị rủi ro – Pháp chế', 'Risk, legal and compliance'],
  ['customer-service', 'Dịch vụ khách hàng', 'Customer service'],
  ['marketing', 'Marketing – Truyền thông', 'Marketing and communications'],
  ['hr-admin', 'Nhân sự – Hành chính', 'Human resources and administration'],
  ['investment-banking', 'Ngân hàng đầu tư', 'Investment banking'],
]);

export const FORMS = list('form', [
  ['full-time', 'Toàn thời gian', 'Full-time'],
  ['part-time', 'Bán thời gian', 'Part-time'],
  ['internship', 'Thực tập', 'Internship'],
  ['contract', 'Hợp đồng thời vụ', 'Fixed-term contract'],
]);

export const TITLES = list('title', [
  ['staff', 'Nhân viên', 'Staff'],
  ['specialist', 'Chuyên viên', 'Specialist'],
  ['senior', 'Chuyên viên cao cấp', 'Senior specialist'],
  ['manager', 'Trưởng phòng', 'Manager'],
  ['director', 'Giám đốc', 'Director'],
]);

export const DEPARTMENTS = list('department', [
  ['retail-brokerage', 'Khối Môi giới Khách hàng cá nhân', 'Retail Brokerage Division'],
  ['institutional', 'Khối Khách hàng tổ chức', 'Institutional Clients Division'],
  ['research', 'Trung tâm Phân tích', 'Research Centre'],
  ['technology', 'Khối Công nghệ', 'Technology Division'],
  ['finance', 'Phòng Tài chính – Kế toán', 'Finance and Accounting Department'],
  ['risk', 'Phòng Quản trị rủi ro', 'Risk Management Department'],
  ['legal', 'Phòng Pháp chế – Tuân thủ', 'Legal and Compliance Department'],
  ['customer-care', 'Trung tâm Chăm sóc khách hàng', 'Customer Care Centre'],
  ['marketing', 'Phòng Marketing', 'Marketing Department'],
  ['hr', 'Phòng Nhân sự', 'Human Resources Department'],
  ['investment-banking', 'Khối Ngân hàng đầu tư', 'Investment Banking Division'],
  ['branch', 'Chi nhánh', 'Branch office'],
]);

/** What a quick application names (`position_id`). */
export const POSITIONS = list('position', [
  ['broker', 'Môi giới chứng khoán', 'Securities broker'],
  ['advisor', 'Tư vấn đầu tư', 'Investment advisor'],
  ['analyst', 'Chuyên viên phân tích', 'Analyst'],
  ['software-engineer', 'Kỹ sư phần mềm', 'Software engineer'],
  ['accountant', 'Kế toán', 'Accountant'],
  ['risk-compliance', 'Quản trị rủi ro – Tuân thủ', 'Risk and compliance'],
  ['customer-service', 'Dịch vụ khách hàng', 'Customer service'],
  ['marketing', 'Marketing', 'Marketing'],
  ['human-resources', 'Nhân sự', 'Human resources'],
  ['investment-banking', 'Ngân hàng đầu tư', 'Investment banking'],
  ['management', 'Quản lý', 'Management'],
  ['intern', 'Thực tập sinh', 'Intern'],
]);

export const RECRUITMENT_CATEGORIES: CategorySeed[] = [
  ...WORKPLACES,
  ...CAREERS,
  ...FORMS,
  ...TITLES,
  ...DEPARTMENTS,
  ...POSITIONS,
];
