import { describe, expect, it } from 'vitest';
import { ROUTES } from '@brokerage/shared/routing';
import { pages } from './pages';

describe('corporate pages', () => {
  it('mount every corporate route of the shared table exactly once', () => {
    const owned = ROUTES.filter((route) => route.site === 'corporate').map((route) => route.id);
    expect(pages.map((page) => page.route).sort()).toEqual([...owned].sort());
  });
});
