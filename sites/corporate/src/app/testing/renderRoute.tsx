// Test-only: renders a route module as the site does, over the site's RootStore on a fake API.
import type { ReactElement } from 'react';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { createContentApi } from '@brokerage/shared/api/contentApi.ts';
import { createFakeRecaptcha } from '@brokerage/shared/testing/fakeRecaptcha.ts';
import { renderPage } from '../../lib/catalog/testing/renderPage';
import { createStores } from '../RootStore';

/** The site's stores over `api` (no reCAPTCHA key). */
export const siteStores = (api: ApiClient) =>
  createStores({ api, content: createContentApi(api), recaptcha: createFakeRecaptcha(null) });

/** `ui` at `path` with the corporate texts and the site's stores over `api`; returns `api` too. */
export function renderRoute<A extends ApiClient>(ui: ReactElement, path: string, api: A) {
  return { ...renderPage(ui, { path, stores: siteStores(api) }), api };
}
