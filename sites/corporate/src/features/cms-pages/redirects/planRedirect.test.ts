import { describe, expect, it } from 'vitest';
import type { Redirect } from '@brokerage/shared/validation/content.ts';
import { planRedirect } from './planRedirect';

const redirect = (over: Partial<Redirect>): Redirect => ({
  path: '/trang-cu',
  target: '/gioi-thieu',
  targetType: 'internal',
  locale: 'vi',
  statusCode: 301,
  ...over,
});

const here = { path: '/trang-cu', locale: 'vi', site: 'corporate' } as const;

describe('planRedirect', () => {
  it('navigates in the router to an internal page of this site in the same language', () => {
    expect(planRedirect(redirect({ target: '/lien-he' }), here)).toEqual({
      kind: 'navigate',
      to: '/lien-he',
    });
    expect(planRedirect(redirect({ target: '/gioi-thieu?tab=2' }), here)).toEqual({
      kind: 'navigate',
      to: '/gioi-thieu?tab=2',
    });
  });

  it('loads the page fully for an internal target of another site', () => {
    expect(planRedirect(redirect({ target: '/tuyen-dung' }), here)).toEqual({
      kind: 'leave',
      href: '/tuyen-dung',
    });
    expect(planRedirect(redirect({ target: '/trung-tam-phan-tich' }), here)).toEqual({
      kind: 'leave',
      href: '/trung-tam-phan-tich',
    });
  });

  it('loads the page fully when the language changes', () => {
    expect(planRedirect(redirect({ target: '/en/contact', locale: 'en' }), here)).toEqual({
      kind: 'leave',
      href: '/en/contact',
    });
    // The path's prefix decides when the table leaves the language out.
    expect(planRedirect(redirect({ target: '/en/about', locale: null }), here)).toEqual({
      kind: 'leave',
      href: '/en/about',
    });
  });

  it('leaves the app for stored files and absolute URLs', () => {
    expect(
      planRedirect(redirect({ target: '/api/v1/files/bao-cao.pdf', targetType: 'file' }), here),
    ).toEqual({
      kind: 'leave',
      href: '/api/v1/files/bao-cao.pdf',
    });
    expect(
      planRedirect(redirect({ target: 'https://www.hsx.vn/', targetType: 'external' }), here),
    ).toEqual({
      kind: 'leave',
      href: 'https://www.hsx.vn/',
    });
  });

  it('never redirects a path to itself or off-origin through an "internal" entry', () => {
    expect(planRedirect(redirect({ target: '/trang-cu' }), here)).toEqual({ kind: 'none' });
    expect(planRedirect(redirect({ target: '//evil.example/x' }), here)).toEqual({ kind: 'none' });
    expect(planRedirect(redirect({ target: 'https://evil.example/x' }), here)).toEqual({
      kind: 'none',
    });
  });
});
