import { isPrivateRoute, renderRobots } from './robots';
import { getRoute } from '@brokerage/shared/routing/routes.ts';

describe('renderRobots', () => {
  const text = renderRobots('https://www.example.vn');
  const lines = text.split('\n');

  it('allows crawling, keeps the API out but not its public files', () => {
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Allow: /api/v1/files/');
    expect(lines.some((l) => l.startsWith('Disallow: /_site'))).toBe(false);
  });

  it('blocks private screens in both languages, anchored so look-alikes stay open', () => {
    for (const path of [
      '/cv-ung-tuyen',
      '/en/application-cv',
      '/login-sso',
      '/en/login-sso',
      '/dang-ky-giao-dich',
      '/en/saved-job',
    ]) {
      expect(lines).toContain(`Disallow: ${path}$`);
      expect(lines).toContain(`Disallow: ${path}?`);
    }
    // The bond flow's first page and eKYC's stay crawlable.
    expect(text).not.toContain('Disallow: /dang-ky-giao-dich-trai-phieu');
    expect(text).not.toContain('Disallow: /ekyc');
    expect(lines).toContain('Disallow: /hoan-thanh-dang-ky-giao-dich-trai-phieu$');
  });

  it('names the sitemap by absolute URL, and only when the origin is known', () => {
    expect(lines).toContain('Sitemap: https://www.example.vn/sitemap.xml');
    expect(renderRobots(undefined)).not.toContain('Sitemap:');
  });

  it('treats recruitment-login routes as private', () => {
    expect(isPrivateRoute(getRoute('savedJob'))).toBe(true);
    expect(isPrivateRoute(getRoute('recruitment'))).toBe(false);
    expect(isPrivateRoute(getRoute('ekyc'))).toBe(false);
  });
});
