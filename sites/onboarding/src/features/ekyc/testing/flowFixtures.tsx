// Test-only: an EkycFlowStore on a fake API server, restored at a given step, and a render
// helper with the onboarding texts.
import type { ReactElement } from 'react';
import type userEvent from '@testing-library/user-event';
import { createEkycApi } from '@brokerage/shared/api/ekycApi.ts';
import {
  createFakeServerClient,
  type FakeHandler,
  type FakeReply,
} from '@brokerage/shared/api/testServer.ts';
import { createMemoryStorage } from '@brokerage/shared/auth/storage.ts';
import { fixtureGeneral } from '@brokerage/shared/testing/fixtures.ts';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import enTexts from '../../../locales/en/onboarding.json';
import viTexts from '../../../locales/vi/onboarding.json';
import { EKYC_CASE_KEY, EkycFlowStore } from '../stores/EkycFlowStore';

export const T0 = Date.parse('2030-01-01T00:00:00Z');
export const iso = (ms: number) => new Date(ms).toISOString();
export const okReply = (data: unknown): FakeReply => ({ status: 200, data: { data } });
export const errorReply = (status: number, code: string, field?: string): FakeReply => ({
  status,
  data: { errors: [{ code, message: `server: ${code}`, ...(field ? { field } : {}) }] },
});

/** A store whose case (`u-1`) stands at `step`; `handler` answers every other call. */
export async function flowAt(
  step: string,
  handler: FakeHandler,
  {
    caseExtra = {},
    now = T0,
    fetch,
  }: {
    caseExtra?: Record<string, unknown>;
    now?: number;
    /** The file GETs (the contract PDF, stored photos): they go through fetch, not the client. */
    fetch?: typeof globalThis.fetch;
  } = {},
) {
  const storage = createMemoryStorage();
  storage.setItem(EKYC_CASE_KEY, JSON.stringify({ uuid: 'u-1', token: 't-1', step }));
  const { client, server } = createFakeServerClient((request) =>
    request.url === 'ekyc-open-account/steps/u-1'
      ? okReply({ uuid: 'u-1', step, expiresAt: iso(T0 + 86_400_000), documents: {}, ...caseExtra })
      : handler(request),
  );
  const clock = { now };
  const store = new EkycFlowStore({
    api: createEkycApi(client, fetch ? { fetch } : {}),
    storage,
    getLocale: () => 'vi',
    clock: () => clock.now,
    objectUrls: { create: () => 'blob:test', revoke: () => {} },
  });
  await store.restore();
  store.continueCase();
  return { store, server, clock };
}

export function renderStep(ui: ReactElement, path = '/ekyc') {
  return renderWithProviders(ui, {
    site: 'onboarding',
    path,
    resources: { vi: viTexts, en: enTexts },
    general: fixtureGeneral({ hotline: '1900 98 9999' }),
  });
}

/** Types a whole value at once (a paste): one change and one render of the form, not one a key. */
export async function fill(
  user: ReturnType<typeof userEvent.setup>,
  input: HTMLElement,
  value: string,
): Promise<void> {
  await user.click(input);
  await user.paste(value);
}
