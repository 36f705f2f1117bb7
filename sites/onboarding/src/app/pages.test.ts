import { describe, expect, it } from 'vitest';
import { getRoute, ROUTES } from '@brokerage/shared/routing/routes.ts';
import { pages } from './pages';

const BOND_ROUTES = [
  'transactionRegister',
  'registerBondTrading',
  'bondIndividualsInfo',
  'completeRegisterBondTrading',
] as const;

describe('onboarding pages', () => {
  it('mount every onboarding route of the shared table exactly once', () => {
    const owned = ROUTES.filter((route) => route.site === 'onboarding').map((route) => route.id);
    expect(pages.map((page) => page.route).sort()).toEqual([...owned].sort());
  });

  it('put the whole bond registration behind the bondRegistration flag', () => {
    for (const id of BOND_ROUTES) expect(getRoute(id).flagged, id).toBe('bondRegistration');
    expect(getRoute('ekyc').flagged).toBeUndefined();
  });

  it('load each bond screen as its own route module (not the under-development page)', async () => {
    const screens = await Promise.all(
      BOND_ROUTES.map(async (id) => (await pages.find((p) => p.route === id)!.load()).default),
    );
    const underDevelopment = (await import('./routes/UnderDevelopmentRoute')).default;
    expect(screens.includes(underDevelopment)).toBe(false);
    expect(new Set(screens).size).toBe(BOND_ROUTES.length);
  });
});
