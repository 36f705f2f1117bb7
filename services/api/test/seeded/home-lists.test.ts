import { useTestApp } from '../../src/test/build-test-app';

/**
 * Spec §7 "Home lists: limit 10 and outstanding 1 for company news, disclosures and exchange
 * news": the demo seed fills each of the home news block's tabs, in both languages (issue 21
 * item 9: the company news tab showed 3).
 */
const HOME_LISTS = [
  ['company news', '/api/v1/news', { product: 'company' }],
  ['disclosures', '/api/v1/disclosures', {}],
  ['exchange news', '/api/v1/sgdck-news', {}],
] as const;

describe('the home news lists of the demo seed', () => {
  const app = useTestApp();

  for (const locale of ['vi', 'en'] as const) {
    it.each(HOME_LISTS)(`%s: ten outstanding items (${locale})`, async (_name, url, params) => {
      const res = await app.inject({
        url,
        query: { ...params, limit: '10', outstanding: '1', locale },
      });
      expect(res.statusCode).toBe(200);
      const { data } = res.json() as { data: { outstanding: boolean; title: string }[] };
      expect(data).toHaveLength(10);
      expect(data.every((item) => item.outstanding)).toBe(true);
      expect(new Set(data.map((item) => item.title)).size).toBe(10);
    });
  }
});
