// Test-only: a content screen with the corporate texts and a feature's stores over a fake API.
import type { ReactElement } from 'react';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import { corporateTexts } from '../../../locales/texts';

/** `ui` at `path` with the corporate texts and `stores` (a feature's, over `api`); returns `api`. */
export function renderWithStores<A>(ui: ReactElement, path: string, api: A, stores: object) {
  return {
    api,
    ...renderWithProviders(ui, { path, resources: corporateTexts, stores: { ...stores } }),
  };
}
