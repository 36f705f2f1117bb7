import { dataEnvelope, listEnvelope } from '@brokerage/shared/validation/common.ts';
import { ContentRouteHeadSchema } from '@brokerage/shared/validation/contentItems.ts';
import {
  AboutUsPostSchema,
  JobSummarySchema,
} from '@brokerage/shared/validation/recruitment/jobs.ts';
import { z } from 'zod';
import { useTestApp } from '../../src/test/build-test-app';

/**
 * The proxy asks `content-routes/resolve` whether a job posting's or a why-join-us post's slug
 * names anything, so an unknown one is served with a real 404 status (design §4).
 */
describe('content-routes/resolve on recruitment pages', () => {
  const app = useTestApp();

  const resolve = async (path: string) => {
    const res = await app.inject({
      url: '/api/v1/content-routes/resolve',
      query: { path },
    });
    return {
      status: res.statusCode,
      head:
        res.statusCode === 200 ? dataEnvelope(ContentRouteHeadSchema).parse(res.json()).data : null,
    };
  };

  it('resolves a posting by the slug of its own language, with both languages’ paths', async () => {
    const list = listEnvelope(JobSummarySchema).parse(
      (await app.inject({ url: '/api/v1/recruitments/news', query: { limit: '1' } })).json(),
    );
    const job = list.data[0]!;
    const vi = job.translations.find((t) => t.locale === 'vi')!.slug;
    const en = job.translations.find((t) => t.locale === 'en')!.slug;

    const found = await resolve(`/chi-tiet-tuyen-dung/${vi}`);
    expect(found.status).toBe(200);
    expect(found.head).toMatchObject({ title: job.title, type: 'article' });
    expect(found.head?.alternates).toEqual(
      expect.arrayContaining([
        { locale: 'vi', path: `/chi-tiet-tuyen-dung/${vi}` },
        { locale: 'en', path: `/en/recruitment-details/${en}` },
      ]),
    );
    expect((await resolve(`/en/recruitment-details/${en}`)).status).toBe(200);
    // Another language's slug is not this page; an unknown slug is nothing.
    if (en !== vi) expect((await resolve(`/chi-tiet-tuyen-dung/${en}`)).status).toBe(404);
    expect((await resolve('/chi-tiet-tuyen-dung/khong-co-tin-nay')).status).toBe(404);
  });

  it('resolves a why-join-us post and refuses an unknown one', async () => {
    const posts = dataEnvelope(z.array(AboutUsPostSchema)).parse(
      (await app.inject({ url: '/api/v1/recruitments/about-us-posts' })).json(),
    );
    const post = posts.data[0]!;
    expect((await resolve(`/ly-do-gia-nhap-chi-tiet/${post.slug}`)).status).toBe(200);
    expect((await resolve('/en/join-reason-detail/no-such-post')).status).toBe(404);
  });
});
