import { loadConfig } from '../../config';
import { useTestApp } from '../../test/build-test-app';
import { expectApiError } from '../../test/responses';

function refsOf(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(refsOf);
  if (node && typeof node === 'object') {
    return Object.entries(node).flatMap(([key, value]) =>
      key === '$ref' && typeof value === 'string' ? [value] : refsOf(value),
    );
  }
  return [];
}

describe('OpenAPI', () => {
  const app = useTestApp();

  it('documents every route at /api/docs/json', async () => {
    const res = await app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/health',
        '/api/v1/systems/general',
        '/api/v1/systems/fe-translations',
        '/api/v1/systems/redirects/show',
        '/api/v1/menus',
        '/api/v1/pages/static/home-page',
        '/api/v1/pages/static/all',
        '/api/v1/pages/static/{key}',
        '/api/v1/pages/{slug}',
        '/api/v1/preview/{id}',
        '/api/v1/page-views',
        '/api/v1/files/{name}',
        '/api/v1/customers/auth/login',
        '/api/v1/customers/auth/sso-authorize',
        '/api/v1/customers/auth/login-sso',
        '/api/v1/customers/auth/logout',
        '/api/v1/customers/me',
        '/api/v1/ttpt-reports/{id}',
        '/api/v1/ttpt-reports/create-download',
        '/api/v1/khcn/specialists/{id}/rating',
        '/api/v1/ekyc-open-account/generate-uuid',
        '/api/v1/ekyc-open-account/steps/{uuid}',
        '/api/v1/ekyc-open-account/contact-info',
        '/api/v1/ekyc-open-account/documents/{kind}',
        '/api/v1/ekyc-open-account/face-video',
        '/api/v1/ekyc-open-account/general-info',
        '/api/v1/ekyc-open-account/ekyc-locations',
        '/api/v1/ekyc-open-account/options',
        '/api/v1/ekyc-open-account/request-otp',
        '/api/v1/ekyc-open-account/resend-otp',
        '/api/v1/ekyc-open-account/verify-otp',
        '/api/v1/ekyc-open-account/contract/{uuid}',
        '/api/v1/ekyc-open-account/contract-confirm',
        '/api/v1/ekyc-open-account/files/{uuid}/{kind}',
        '/api/v1/ekyc-open-account/handoff',
        '/api/v1/ekyc-open-account/handoff/redeem',
      ]),
    );
    // The eKYC calls with a case name its token header; uploads are multipart.
    expect(doc.components.securitySchemes.ekycToken).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'X-Ekyc-Token',
    });
    const upload = doc.paths['/api/v1/ekyc-open-account/documents/{kind}'].post;
    expect(upload.security).toEqual([{ ekycToken: [] }]);
    expect(Object.keys(upload.requestBody.content)).toEqual(['multipart/form-data']);
    // Customer routes name the bearer scheme they need.
    expect(doc.components.securitySchemes.customerToken).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(doc.paths['/api/v1/customers/me'].get.security).toEqual([{ customerToken: [] }]);
    expect(doc.paths['/api/v1/customers/me'].get.tags).toEqual(['customers']);
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/docs'))).toBe(false);
    for (const ref of refsOf(doc)) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(doc.components.schemas[ref.split('/').pop() ?? '']).toBeDefined();
    }
    expect(doc.paths['/api/v1/menus'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['locale', 'page', 'limit']),
    );
  });

  it('serves Swagger UI without loading anything from another host', async () => {
    const html = await app.inject('/api/docs');
    expect(html.statusCode).toBe(200);
    expect(html.body).not.toMatch(/(src|href)="(https?:)?\/\//);
    const init = await app.inject('/api/docs/static/swagger-initializer.js');
    expect(init.body).toContain('"validatorUrl":null');
    expect(String(html.headers['content-security-policy'])).not.toContain('https:');
  });
});

/** What production requires besides NODE_ENV. */
const PRODUCTION = {
  NODE_ENV: 'production',
  SSO_CLIENT_SECRET: 'secret',
  LOGIN_DEVICE_SECRET: 'a-device-cookie-key-of-32-characters',
};

/** Issue 20 item 7: /api/docs only when enabled (API_DOCS), on by default outside production. */
describe('API_DOCS', () => {
  it('is on unless NODE_ENV=production, and API_DOCS decides either way', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(loadConfig(PRODUCTION).apiDocs).toBe(false);
    expect(loadConfig({ ...PRODUCTION, API_DOCS: 'true' }).apiDocs).toBe(true);
  });

  const DOCS = [
    '/api/docs',
    '/api/docs/',
    '/api/docs/json',
    '/api/docs/yaml',
    '/api/docs/static/index.html',
  ];

  describe('off', () => {
    const app = useTestApp({ env: { API_DOCS: 'false' } });

    it.each(DOCS)('%s answers 404 in the envelope', async (url) => {
      expectApiError(await app.inject(`${url}?locale=en`), 404, {
        code: 'not_found',
        message: 'The requested address was not found.',
      });
    });
  });

  describe('in production, unless enabled', () => {
    const production = { ...PRODUCTION, JOBS_WORKERS: 'false', LOG_LEVEL: 'silent' };
    const off = useTestApp({ env: production });
    const on = useTestApp({ env: { ...production, API_DOCS: 'true' } });

    it('is off by default', async () => {
      expect((await off.inject('/api/docs/json')).statusCode).toBe(404);
      expect((await off.inject('/api/docs')).statusCode).toBe(404);
    });

    it('is served with API_DOCS=true', async () => {
      const res = await on.inject('/api/docs/json');
      expect(res.statusCode).toBe(200);
      expect(res.json().openapi).toBe('3.1.0');
      expect((await on.inject('/api/docs')).statusCode).toBe(200);
    });
  });
});
