import { describe, expect, it } from 'vitest';
import {
  createI18n,
  mergeServerTranslations,
  toLocale,
  type TranslationResources,
} from './createI18n';

function resources(): TranslationResources {
  return {
    vi: {
      common: { actions: { back: 'Quay lại', contact: 'Liên hệ' }, onlyVi: 'Chỉ tiếng Việt' },
      corporate: { home: { title: 'Trang chủ', greeting: 'Xin chào {{name}}' } },
    },
    en: {
      common: { actions: { back: 'Back', contact: 'Contact' } },
      corporate: { home: { title: 'Home', greeting: 'Hello {{name}}' } },
    },
  };
}

const setup = (locale: 'vi' | 'en' = 'vi', bundled = resources()) =>
  createI18n({ locale, namespace: 'corporate', resources: bundled });

describe('createI18n', () => {
  it('is ready synchronously in the given language', () => {
    const i18n = setup('en');
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('en');
    expect(i18n.t('home.title')).toBe('Home');
  });

  it('uses the site namespace by default and falls back to common', () => {
    const i18n = setup('vi');
    expect(i18n.t('home.title')).toBe('Trang chủ');
    expect(i18n.t('actions.back')).toBe('Quay lại');
    expect(i18n.t('common:actions.contact')).toBe('Liên hệ');
  });

  it('does not escape interpolated values (React does)', () => {
    const i18n = setup('vi');
    expect(i18n.t('home.greeting', { name: '<An & Bình>' })).toBe('Xin chào <An & Bình>');
  });

  it('shows the other language for a key missing in this one, never the key path', () => {
    const i18n = setup('en');
    expect(i18n.t('onlyVi')).toBe('Chỉ tiếng Việt');
  });

  it('switches language and keeps <html lang> in step', () => {
    const i18n = setup('vi');
    expect(document.documentElement.lang).toBe('vi');
    void i18n.changeLanguage('en');
    expect(i18n.t('home.title')).toBe('Home');
    expect(document.documentElement.lang).toBe('en');
  });

  it('does not mutate the bundled resources', () => {
    const bundled = resources();
    const i18n = setup('vi', bundled);
    mergeServerTranslations(i18n, 'vi', { corporate: { home: { title: 'Trang chủ mới' } } });
    expect(bundled.vi.corporate?.home).toEqual({
      title: 'Trang chủ',
      greeting: 'Xin chào {{name}}',
    });
    expect(setup('vi', bundled).t('home.title')).toBe('Trang chủ');
  });
});

describe('mergeServerTranslations', () => {
  it('overrides bundled keys deeply and keeps the others', () => {
    const i18n = setup('vi');
    mergeServerTranslations(i18n, 'vi', {
      common: { actions: { back: 'Trở lại' } },
      corporate: { home: { subtitle: 'Đầu tư an toàn' } },
    });
    expect(i18n.t('actions.back')).toBe('Trở lại');
    expect(i18n.t('actions.contact')).toBe('Liên hệ');
    expect(i18n.t('home.title')).toBe('Trang chủ');
    expect(i18n.t('home.subtitle')).toBe('Đầu tư an toàn');
  });

  it('touches only the given language', () => {
    const i18n = setup('vi');
    mergeServerTranslations(i18n, 'en', { corporate: { home: { title: 'Homepage' } } });
    expect(i18n.t('home.title')).toBe('Trang chủ');
    expect(i18n.t('home.title', { lng: 'en' })).toBe('Homepage');
  });

  it('ignores empty server values so the bundled text stays', () => {
    const i18n = setup('vi');
    mergeServerTranslations(i18n, 'vi', { corporate: { home: { title: '', greeting: '  ' } } });
    expect(i18n.t('home.title')).toBe('Trang chủ');
    expect(i18n.t('home.greeting', { name: 'An' })).toBe('Xin chào An');
  });

  it('emits the store event react-i18next re-renders on', () => {
    const i18n = setup('vi');
    const added: string[] = [];
    i18n.store.on('added', (lng: string, ns: string) => added.push(`${lng}/${ns}`));
    mergeServerTranslations(i18n, 'vi', { common: { actions: { back: 'Trở lại' } } });
    expect(added).toEqual(['vi/common']);
    expect(i18n.options.react?.bindI18nStore).toBe('added');
  });
});

describe('toLocale', () => {
  it('keeps vi and en, maps anything else to vi', () => {
    expect(toLocale('en')).toBe('en');
    expect(toLocale('vi')).toBe('vi');
    expect(toLocale('fr')).toBe('vi');
    expect(toLocale('en-US')).toBe('vi');
    expect(toLocale(undefined)).toBe('vi');
  });
});
