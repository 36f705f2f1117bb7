import { dataEnvelope } from '@brokerage/shared/validation/common.ts';
import { PageSchema } from '@brokerage/shared/validation/content.ts';
import { DRAFT_PREVIEW_TOKEN } from '../../seed/data/pages-recruitment';
import { useTestApp } from '../../src/test/build-test-app';

describe('GET preview/{id}', () => {
  const app = useTestApp();
  let draftId: number;
  beforeAll(async () => {
    const row = await app.database.db.query.pages.findFirst({
      where: (p, { eq }) => eq(p.status, 'draft'),
    });
    draftId = row?.id ?? 0;
  });

  it('shows a draft with its token, not cached', async () => {
    const res = await app.inject({
      url: `/api/v1/preview/${draftId}`,
      query: { token: DRAFT_PREVIEW_TOKEN, locale: 'en' },
    });
    expect(res.statusCode).toBe(200);
    const { data } = dataEnvelope(PageSchema).parse(res.json());
    expect(data.title).toBe('Trading fee schedule 2027 (draft)');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['a wrong token', () => `/api/v1/preview/${draftId}?token=wrong`],
    ['an unknown id', () => `/api/v1/preview/999999?token=${DRAFT_PREVIEW_TOKEN}`],
    ['a page without a preview token', () => `/api/v1/preview/1?token=${DRAFT_PREVIEW_TOKEN}`],
  ])('answers %s with 404', async (_name, url) => {
    const res = await app.inject(url());
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].code).toBe('page_not_found');
  });

  it('requires a token and a numeric id', async () => {
    const noToken = await app.inject(`/api/v1/preview/${draftId}`);
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().errors[0]).toMatchObject({ code: 'required', field: 'token' });
    const badId = await app.inject(`/api/v1/preview/abc?token=x`);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().errors[0].field).toBe('id');
  });
});
