// Test-only: renders a services screen the way the site would, with the corporate texts.
import type { ReactElement } from 'react';
import { fixtureGeneral } from '@brokerage/shared/testing/fixtures.ts';
import {
  renderWithProviders,
  type RenderWithProvidersOptions,
} from '@brokerage/shared/testing/renderWithProviders.tsx';
import { corporateTexts } from '../../../locales/texts';

export function renderPage(ui: ReactElement, options: Omit<RenderWithProvidersOptions, 'resources' | 'site'> = {}) {
  return renderWithProviders(ui, {
    site: 'corporate',
    resources: corporateTexts,
    general: fixtureGeneral(),
    ...options,
  });
}
