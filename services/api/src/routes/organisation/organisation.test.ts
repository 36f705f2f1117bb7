import { dataEnvelope, listEnvelope } from '@brokerage/shared/validation/common.ts';
import {
  DepartmentDetailSchema,
  contentSummarySchema,
} from '@brokerage/shared/validation/contentItems.ts';
import { useContentTestApp } from '../../../test/content-fixtures';
import { getJson, getOk } from '../../test/requests';

describe('departments, branches and regions', () => {
  const app = useContentTestApp();

  const department = async (url: string) =>
    (await getOk(app, url, dataEnvelope(DepartmentDetailSchema))).data;

  it('lists departments with their pages', async () => {
    const { body } = await getJson(app, '/api/v1/departments');
    const list = listEnvelope(contentSummarySchema('department')).parse(body);
    expect(list.data.map((d) => d.path)).toEqual([
      '/bo-may-quan-ly-chi-tiet/hoi-dong-quan-tri',
      '/bo-may-quan-ly-chi-tiet/ban-dieu-hanh',
    ]);
  });

  it('gives a department with only its own leaders, in order, with photos or drawn initials', async () => {
    const board = await department('/api/v1/departments/hoi-dong-quan-tri');
    expect(board.title).toBe('Hội đồng quản trị');
    expect(board.members.map((m) => m.title)).toEqual(['Nguyễn Văn An', 'Trần Thị Bình']);
    expect(board.members.map((m) => m.attrs)).toEqual([
      { position: 'Chủ tịch HĐQT', photo: '/api/v1/files/flag-vi.svg' },
      { position: 'Thành viên HĐQT', photo: '/api/v1/files/avatar-leader-member.svg' },
    ]);
    expect(board.members[1]?.image).toBe('/api/v1/files/avatar-leader-member.svg');
    expect(board.members[0]?.category).toMatchObject({
      type: 'department',
      slug: 'hoi-dong-quan-tri',
    });

    const en = await department(`/api/v1/departments/${board.id}?locale=en`);
    expect(en).toMatchObject({
      title: 'Board of directors',
      path: '/en/departments-detail/board-of-directors',
    });
    expect(en.members).toHaveLength(2);
    const exec = await department('/api/v1/departments/executive-board');
    expect(exec.members.map((m) => m.title)).toEqual(['Lê Minh Châu']);

    expect((await getJson(app, '/api/v1/departments/khong-co')).status).toBe(404);
    // A leader is not a department.
    expect((await getJson(app, '/api/v1/departments/nguyen-van-an')).status).toBe(404);
  });

  it('lists branches by region and the regions', async () => {
    const branches = listEnvelope(contentSummarySchema('branch'));
    const all = branches.parse((await getJson(app, '/api/v1/branches')).body);
    expect(all.data.map((b) => b.attrs.regionCode)).toEqual(['north', 'south']);
    const south = branches.parse((await getJson(app, '/api/v1/branches?region=south')).body);
    expect(south.data.map((b) => b.title)).toEqual(['Chi nhánh Hồ Chí Minh']);
    expect((await getJson(app, '/api/v1/branches?region=central')).body).toMatchObject({
      data: [],
    });
    expect((await getJson(app, '/api/v1/branches?region=west')).status).toBe(400);

    const regions = listEnvelope(contentSummarySchema('region')).parse(
      (await getJson(app, '/api/v1/locations/regions?locale=en')).body,
    );
    expect(regions.data.map((r) => r.attrs.code)).toEqual(['north', 'central', 'south']);
  });
});
