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
    expect(bundled.vi?.corporate?.home).toEqual({
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

  it('emits the event useTranslation re-renders on, and moves the version on', () => {
    const i18n = setup('vi');
    const added: string[] = [];
    i18n.on('added', (lng, ns) => added.push(`${lng}/${ns}`));
    const before = i18n.version;
    mergeServerTranslations(i18n, 'vi', { common: { actions: { back: 'Trở lại' } } });
    expect(added).toEqual(['vi/common']);
    expect(i18n.version).toBeGreaterThan(before);
  });
});

describe('provideTexts (a lazy page part’s texts)', () => {
  it('adds keys under what is there, so server translations keep precedence, silently', () => {
    const i18n = setup('vi');
    mergeServerTranslations(i18n, 'vi', { corporate: { page: { title: 'Từ máy chủ' } } });
    const added: string[] = [];
    i18n.on('added', (lng) => added.push(lng));
    const before = i18n.version;
    i18n.provideTexts('vi', 'corporate', { page: { title: 'Đóng gói', body: 'Nội dung' } });
    expect(i18n.t('page.title')).toBe('Từ máy chủ');
    expect(i18n.t('page.body')).toBe('Nội dung');
    expect(i18n.t('home.title')).toBe('Trang chủ');
    expect(added).toEqual([]);
    expect(i18n.version).toBe(before);
  });
});

describe('t', () => {
  it('picks the plural form by the language and fills {{count}}', () => {
    const i18n = createI18n({
      locale: 'en',
      namespace: 'corporate',
      resources: {
        en: {
          common: {},
          corporate: { items_one: '{{count}} item', items_other: '{{count}} items' },
        },
        vi: { common: {}, corporate: { items_other: '{{count}} mục' } },
      },
    });
    expect(i18n.t('items', { count: 1 })).toBe('1 item');
    expect(i18n.t('items', { count: 0 })).toBe('0 items');
    expect(i18n.t('items', { count: 3 })).toBe('3 items');
    // Vietnamese has one form: `other` for every number.
    expect(i18n.t('items', { count: 1, lng: 'vi' })).toBe('1 mục');
  });

  it('shows the default value, else the key, for a key no language has', () => {
    const i18n = setup('vi');
    expect(i18n.t('home.nowhere', { defaultValue: 'Khác {{name}}', name: 'A' })).toBe('Khác A');
    expect(i18n.t('home.nowhere')).toBe('home.nowhere');
  });

  it('treats an empty text as missing and a missing value as empty', () => {
    const i18n = createI18n({
      locale: 'vi',
      namespace: 'corporate',
      resources: {
        vi: { common: {}, corporate: { a: '', b: 'X{{v}}Y' } },
        en: { common: {}, corporate: { a: 'A' } },
      },
    });
    expect(i18n.t('a')).toBe('A');
    expect(i18n.t('b')).toBe('XY');
  });

  it('reads another namespace by prefix or option; a colon in plain text is not a namespace', () => {
    const i18n = setup('en');
    expect(i18n.t('common:actions.back')).toBe('Back');
    expect(i18n.t('actions.back', { ns: 'common' })).toBe('Back');
    expect(i18n.t('Note: missing')).toBe('Note: missing');
  });
});

describe('languages loaded on demand', () => {
  it('loads a language once on the first switch, then switches synchronously', async () => {
    const loads: string[] = [];
    const i18n = createI18n({
      locale: 'vi',
      namespace: 'corporate',
      resources: { vi: resources().vi },
      loadLanguage: async (locale) => {
        loads.push(locale);
        return resources()[locale] ?? {};
      },
    });
    expect(i18n.hasLanguage('en')).toBe(false);
    await Promise.all([i18n.loadLanguage('en'), i18n.loadLanguage('en')]);
    expect(loads).toEqual(['en']);
    await i18n.changeLanguage('en');
    expect(i18n.t('home.title')).toBe('Home');
    await i18n.changeLanguage('vi');
    await i18n.changeLanguage('en');
    expect(loads).toEqual(['en']);
  });

  it('keeps the language when its texts fail to load, and tries again next time', async () => {
    let fail = true;
    const i18n = createI18n({
      locale: 'vi',
      namespace: 'corporate',
      resources: { vi: resources().vi },
      loadLanguage: async (locale) => {
        if (fail) throw new Error('chunk failed');
        return resources()[locale] ?? {};
      },
    });
    await expect(i18n.changeLanguage('en')).rejects.toThrow('chunk failed');
    expect(i18n.language).toBe('vi');
    fail = false;
    await i18n.changeLanguage('en');
    expect(i18n.language).toBe('en');
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
