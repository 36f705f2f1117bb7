import { describe, expect, it } from 'vitest';
import { sqlmapTargets, type OpenApiDocument } from './targets';

const locale = { in: 'query', name: 'locale', schema: { type: 'string' } } as const;
const int = (name: string, where: 'query' | 'path' = 'query') =>
  ({ in: where, name, schema: { type: 'integer' } }) as const;
const text = (name: string, where: 'query' | 'path' = 'query', required = false) =>
  ({ in: where, name, required, schema: { type: 'string' } }) as const;

const ORIGIN = 'http://127.0.0.1:8080';
const SAMPLES = {
  locale: 'vi',
  keyword: 'chứng khoán',
  'GET /api/v1/news:category': 'tin-co-phieu',
  'GET /api/v1/news/{key}:key': 'mot-tin',
  'GET /api/v1/ttpt-reports/{id}:id': '7',
  'POST /api/v1/khcn/specialists/{id}/rating:id': '3',
};

describe('sqlmapTargets', () => {
  it('marks free-text path and query parameters with real values, not integers or enums', () => {
    const doc: OpenApiDocument = {
      paths: {
        '/api/v1/news': {
          get: {
            parameters: [
              locale,
              int('page'),
              { in: 'query', name: 'type', schema: { type: 'string', enum: ['a', 'b'] } },
              text('category'),
            ],
          },
        },
        '/api/v1/news/{key}': { get: { parameters: [locale, text('key', 'path')] } },
        '/api/v1/ttpt-reports/{id}': { get: { parameters: [locale, int('id', 'path')] } },
      },
    };
    expect(sqlmapTargets(doc, ORIGIN, SAMPLES)).toEqual([
      {
        route: 'GET /api/v1/news',
        method: 'GET',
        // locale is attacked on /news (LOCALE_ROUTES), page and type are not.
        url: `${ORIGIN}/api/v1/news?locale=vi*&category=tin-co-phieu*`,
        points: ['query locale', 'query category'],
      },
      {
        route: 'GET /api/v1/news/{key}',
        method: 'GET',
        url: `${ORIGIN}/api/v1/news/mot-tin*?locale=vi`,
        points: ['path key'],
      },
      // An integer id is all the route takes: nothing to attack.
    ]);
  });

  it('gives each JSON POST body its example with the text fields marked', () => {
    const doc: OpenApiDocument = {
      paths: {
        '/api/v1/khcn/specialists/{id}/rating': {
          post: {
            parameters: [locale, int('id', 'path')],
            requestBody: { content: { 'application/json': {} } },
          },
        },
      },
    };
    const [target] = sqlmapTargets(doc, ORIGIN, SAMPLES);
    expect(target!.url).toBe(`${ORIGIN}/api/v1/khcn/specialists/3/rating?locale=vi`);
    const body = JSON.parse(target!.data!) as Record<string, unknown>;
    expect(body.star).toBe(5);
    expect(body.name).toMatch(/\*$/);
    expect(target!.points).toEqual(['body name', 'body phone', 'body email', 'body message']);
  });

  it('fails on a JSON POST route without an example body, so none goes unscanned', () => {
    const doc: OpenApiDocument = {
      paths: {
        '/api/v1/new-form': { post: { requestBody: { content: { 'application/json': {} } } } },
      },
    };
    expect(() => sqlmapTargets(doc, ORIGIN, SAMPLES)).toThrow(
      /POST \/api\/v1\/new-form takes a JSON body and has no example/,
    );
  });

  it('fails on a parameter without a sample value', () => {
    const doc: OpenApiDocument = {
      paths: { '/api/v1/things/{slug}': { get: { parameters: [text('slug', 'path')] } } },
    };
    expect(() => sqlmapTargets(doc, ORIGIN, SAMPLES)).toThrow(/no sample value for slug/);
  });
});
