import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_NOTICE_MS, UiStore } from './UiStore';

afterEach(() => {
  vi.useRealTimers();
});

describe('UiStore', () => {
  it('is pending (overlay) until a layout is set', () => {
    const ui = new UiStore('vi');
    expect(ui.layout).toBeNull();
    expect(ui.overlayVisible).toBe(true);
    ui.setLayout('main');
    expect(ui.overlayVisible).toBe(false);
  });

  it('closes the language notice after 2 seconds', () => {
    vi.useFakeTimers();
    const ui = new UiStore('vi');
    ui.showLanguageNotice('Chưa hỗ trợ');
    vi.advanceTimersByTime(LANGUAGE_NOTICE_MS - 1);
    expect(ui.languageNotice).toBe('Chưa hỗ trợ');
    vi.advanceTimersByTime(1);
    expect(ui.languageNotice).toBeNull();
  });

  it('gives page translations only to the path they belong to', () => {
    const ui = new UiStore('vi');
    ui.setPageTranslations('/gioi-thieu', [{ locale: 'en', slug: 'about-us' }]);
    expect(ui.translationsFor('/gioi-thieu')).toHaveLength(1);
    expect(ui.translationsFor('/khac')).toEqual([]);
    ui.clearPageTranslations('/khac');
    expect(ui.translationsFor('/gioi-thieu')).toHaveLength(1);
    ui.clearPageTranslations('/gioi-thieu');
    expect(ui.translationsFor('/gioi-thieu')).toEqual([]);
  });

  it('claims each page view once per path', () => {
    const ui = new UiStore('vi');
    expect(ui.claimPageView('/')).toEqual({ first: true, referrer: null });
    expect(ui.claimPageView('/')).toEqual({ first: false, referrer: null });
    expect(ui.claimPageView('/lien-he')).toEqual({ first: true, referrer: '/' });
  });
});
