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

type Plan = ReturnType<typeof planRedirect>;

const INTERNAL_HERE =
  'navigates in the router to an internal page of this site in the same language';
const OTHER_SITE = 'loads the page fully for an internal target of another site';
const OTHER_LANGUAGE = 'loads the page fully when the language changes';
const FILES_AND_URLS = 'leaves the app for stored files and absolute URLs';
const NEVER = 'never redirects a path to itself or off-origin through an "internal" entry';

describe('planRedirect', () => {
  it.each<[string, Partial<Redirect>, Plan]>([
    [INTERNAL_HERE, { target: '/lien-he' }, { kind: 'navigate', to: '/lien-he' }],
    [INTERNAL_HERE, { target: '/gioi-thieu?tab=2' }, { kind: 'navigate', to: '/gioi-thieu?tab=2' }],
    [OTHER_SITE, { target: '/tuyen-dung' }, { kind: 'leave', href: '/tuyen-dung' }],
    [
      OTHER_SITE,
      { target: '/trung-tam-phan-tich' },
      { kind: 'leave', href: '/trung-tam-phan-tich' },
    ],
    [
      OTHER_LANGUAGE,
      { target: '/en/contact', locale: 'en' },
      { kind: 'leave', href: '/en/contact' },
    ],
    // The path's prefix decides when the table leaves the language out.
    [OTHER_LANGUAGE, { target: '/en/about', locale: null }, { kind: 'leave', href: '/en/about' }],
    [
      FILES_AND_URLS,
      { target: '/api/v1/files/bao-cao.pdf', targetType: 'file' },
      { kind: 'leave', href: '/api/v1/files/bao-cao.pdf' },
    ],
    [
      FILES_AND_URLS,
      { target: 'https://www.hsx.vn/', targetType: 'external' },
      { kind: 'leave', href: 'https://www.hsx.vn/' },
    ],
    [NEVER, { target: '/trang-cu' }, { kind: 'none' }],
    [NEVER, { target: '//evil.example/x' }, { kind: 'none' }],
    [NEVER, { target: 'https://evil.example/x' }, { kind: 'none' }],
  ])('%s: %j', (_, over, plan) => {
    expect(planRedirect(redirect(over), here)).toEqual(plan);
  });
});
