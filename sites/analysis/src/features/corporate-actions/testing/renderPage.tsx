// Test-only: a page of this feature as the stock layout draws it, over a fake API.
import type { ReactElement } from 'react';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { fixtureGeneral } from '@brokerage/shared/testing/fixtures.ts';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import { PageStores } from '../../../lib/page-stores/PageStores';
import enTexts from '../../../locales/en/analysis.json';
import viTexts from '../../../locales/vi/analysis.json';

/** `ui` at `path` with the analysis texts and the page stores over `api`. */
export function renderPage<A extends ApiClient>(ui: ReactElement, path: string, api: A) {
  const view = renderWithProviders(ui, {
    site: 'analysis',
    path,
    resources: { vi: viTexts, en: enTexts },
    general: fixtureGeneral(),
    stores: { api, pageStores: new PageStores(api) },
  });
  return { ...view, api };
}
