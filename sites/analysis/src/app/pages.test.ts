import { describe, expect, it } from 'vitest';
import { ROUTES } from '@brokerage/shared/routing/routes.ts';
import { pages } from './pages';

describe('analysis pages', () => {
  it('mount every analysis route of the shared table exactly once', () => {
    const owned = ROUTES.filter((route) => route.site === 'analysis').map((route) => route.id);
    expect(pages.map((page) => page.route).sort()).toEqual([...owned].sort());
  });
});
