import { describe, expect, it } from 'vitest';
import { ROUTES } from '@brokerage/shared/routing/routes.ts';
import { pages } from './pages';

describe('recruitment pages', () => {
  it('mount every recruitment route of the shared table exactly once', () => {
    const owned = ROUTES.filter((route) => route.site === 'recruitment').map((route) => route.id);
    expect(pages.map((page) => page.route).sort()).toEqual([...owned].sort());
  });
});
