import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nProvider, useTranslation } from './react';
import { describe, expect, it } from 'vitest';
import { createI18n, mergeServerTranslations } from './createI18n';
import { syncHtmlLang } from './htmlLang';
import { useLocale } from './useLocale';

const resources = {
  vi: { common: { ok: 'Đồng ý' }, analysis: {} },
  en: { common: { ok: 'OK' }, analysis: {} },
};

describe('useLocale', () => {
  it('returns the current language and follows a switch', async () => {
    const i18n = createI18n({ locale: 'en', namespace: 'analysis', resources });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    );
    const { result } = renderHook(() => useLocale(), { wrapper });
    expect(result.current).toBe('en');
    await act(async () => {
      await i18n.changeLanguage('vi');
    });
    expect(result.current).toBe('vi');
  });
});

describe('syncHtmlLang', () => {
  it('sets <html lang>', () => {
    syncHtmlLang('en');
    expect(document.documentElement.lang).toBe('en');
    syncHtmlLang('vi');
    expect(document.documentElement.lang).toBe('vi');
  });
});

describe('server translations in React', () => {
  it('re-render components that use them', () => {
    const i18n = createI18n({ locale: 'vi', namespace: 'analysis', resources });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    );
    // This test's own texts, not common.json's: the key is not one the types know.
    const untyped = (t: unknown) => t as (key: string) => string;
    const { result } = renderHook(() => untyped(useTranslation().t)('ok'), { wrapper });
    expect(result.current).toBe('Đồng ý');
    act(() => mergeServerTranslations(i18n, 'vi', { common: { ok: 'Xác nhận' } }));
    expect(result.current).toBe('Xác nhận');
  });
});
