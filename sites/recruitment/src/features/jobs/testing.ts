import type { Category, JobSummary } from '@brokerage/shared/validation/recruitment/jobs.ts';

/** Test data of the job screens (the API's shapes, docs/recruitment.md). */
export const category = (id: number, name: string, extra: Partial<Category> = {}): Category => ({
  id,
  code: `c${id}`,
  name,
  ...extra,
});

export const WORKPLACES: Category[] = [
  category(3, 'Hà Nội', { mapId: 'hanoi', openJobs: 4 }),
  category(4, 'TP. Hồ Chí Minh', { mapId: 'hcm', openJobs: 2 }),
  category(5, 'Cần Thơ', { mapId: 'cantho', openJobs: 0 }),
];

export function job(id: number, title: string, extra: Partial<JobSummary> = {}): JobSummary {
  return {
    id,
    slug: `viec-${id}`,
    title,
    summary: 'Mô tả ngắn.',
    department: category(20, 'Phòng Kế toán'),
    career: category(1, 'Tài chính'),
    form: category(30, 'Toàn thời gian'),
    level: category(40, 'Chuyên viên'),
    workplaces: [WORKPLACES[0]!],
    salaryMin: 15,
    salaryMax: 25,
    quantity: 2,
    deadline: '2030-07-01',
    publishedAt: '2030-06-01T02:00:00.000Z',
    featured: false,
    expired: false,
    expiringSoon: false,
    translations: [{ locale: 'en', slug: `job-${id}` }],
    ...extra,
  };
}
