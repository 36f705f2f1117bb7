// Test-only: renders a route module as the site does, over the site's RootStore on a fake API.
import type { ReactElement } from 'react';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { createContentApi } from '@brokerage/shared/api/contentApi.ts';
import { FakeHub } from '@brokerage/shared/realtime/fakeHubTransport.ts';
import { createFakeRecaptcha } from '@brokerage/shared/testing/fakeRecaptcha.ts';
import { fixtureGeneral } from '@brokerage/shared/testing/fixtures.ts';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import enTexts from '../../locales/en/analysis.json';
import viTexts from '../../locales/vi/analysis.json';
import { createStores } from '../RootStore';

/**
 * `ui` at `path` with the analysis texts and the site's stores over `api` and a fake price-board
 * hub; returns `api`, `hub` and the stores too.
 */
export function renderRoute<A extends ApiClient>(
  ui: ReactElement,
  path: string,
  api: A,
  hub = new FakeHub(),
) {
  const stores = createStores({
    api,
    content: createContentApi(api),
    recaptcha: createFakeRecaptcha(null),
    hubTransport: hub,
  });
  const view = renderWithProviders(ui, {
    site: 'analysis',
    path,
    resources: { vi: viTexts, en: enTexts },
    general: fixtureGeneral(),
    stores,
  });
  return { ...view, api, hub, stores };
}
