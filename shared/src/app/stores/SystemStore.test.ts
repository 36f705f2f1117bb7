import { autorun, isObservable } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { fixtureGeneral, fixtureMenus } from '../../testing/fixtures';
import { DEFAULT_HOTLINE, SystemStore, type SystemContentApi } from './SystemStore';

function fakeContent(overrides: Partial<SystemContentApi> = {}): SystemContentApi {
  return {
    getSystemGeneral: vi.fn().mockResolvedValue(fixtureGeneral()),
    getTranslations: vi.fn().mockResolvedValue({ common: { loading: 'Chờ chút…' } }),
    getMenus: vi.fn().mockResolvedValue(fixtureMenus()),
    ...overrides,
  };
}

describe('SystemStore', () => {
  it('loads settings, server translations and menus with a loading flag', async () => {
    const applyTranslations = vi.fn();
    const store = new SystemStore({ content: fakeContent(), applyTranslations });
    const pending = store.load('vi');
    expect(store.loading).toBe(true);
    await pending;
    expect(store.loading).toBe(false);
    expect(store.error).toBe(false);
    expect(store.general?.siteName).toBe('Chứng khoán An Phát');
    expect(store.menu('header').map((i) => i.title)).toEqual(['Phân tích', 'Tuyển dụng', 'Liên hệ']);
    expect(store.menu('nope')).toEqual([]);
    expect(applyTranslations).toHaveBeenCalledWith('vi', { common: { loading: 'Chờ chút…' } });
    expect(store.locale).toBe('vi');
  });

  it('keeps what loaded when one call fails and raises the error flags', async () => {
    const store = new SystemStore({
      content: fakeContent({ getMenus: vi.fn().mockRejectedValue(new Error('down')) }),
    });
    await store.load('vi');
    expect(store.general).not.toBeNull();
    expect(store.error).toBe(true);
    expect(store.loading).toBe(false);
  });

  it('falls back to the spec hotline and treats unknown locales as enabled', async () => {
    const store = new SystemStore({ content: fakeContent() });
    expect(store.hotline).toBe(DEFAULT_HOTLINE);
    expect(store.isLocaleEnabled('en')).toBe(true);
    const general = fixtureGeneral({ hotline: '' });
    general.locales[0] = { ...general.locales[0]!, enabled: false };
    store.hydrate({ locale: 'vi', general });
    expect(store.hotline).toBe('1900 98 9999');
    expect(store.isLocaleEnabled('vi')).toBe(false);
    expect(store.firstSupportedLocale).toBe('en');
  });

  it('takes the system data the proxy put in the page without a request', () => {
    const content = fakeContent();
    const applyTranslations = vi.fn();
    const store = new SystemStore({ content, applyTranslations });
    const translations = { common: { loading: 'Đợi nhé…' } };
    store.hydrate({ locale: 'en', general: fixtureGeneral(), menus: fixtureMenus(), translations });
    expect(store.locale).toBe('en');
    expect(store.general?.siteName).toBe('Chứng khoán An Phát');
    expect(store.menu('header')).toHaveLength(3);
    expect(applyTranslations).toHaveBeenCalledWith('en', translations);
    expect(content.getSystemGeneral).not.toHaveBeenCalled();
    expect(content.getMenus).not.toHaveBeenCalled();
    expect(content.getTranslations).not.toHaveBeenCalled();
  });

  it('keeps the system data as it came (no observable copy) and still reacts to new data', () => {
    const store = new SystemStore({ content: fakeContent() });
    const general = fixtureGeneral();
    const menus = fixtureMenus();
    store.hydrate({ locale: 'vi', general, menus });
    expect(store.general).toBe(general);
    expect(isObservable(store.menu('header'))).toBe(false);
    const seen: string[] = [];
    const dispose = autorun(() => {
      seen.push(`${store.hotline} ${store.menu('header').length}`);
    });
    store.hydrate({
      locale: 'vi',
      general: fixtureGeneral({ hotline: '1800 1234' }),
      menus: [{ code: 'header', items: [] }],
    });
    dispose();
    expect(seen).toEqual([`${general.hotline} 3`, '1800 1234 0']);
  });

  it('drops the answer of an older load', async () => {
    let resolveFirst: (value: ReturnType<typeof fixtureGeneral>) => void = () => {};
    const getSystemGeneral = vi
      .fn()
      .mockImplementationOnce(() => new Promise((resolve) => (resolveFirst = resolve)))
      .mockResolvedValueOnce(fixtureGeneral({ siteName: 'An Phat Securities' }));
    const store = new SystemStore({ content: fakeContent({ getSystemGeneral }) });
    const first = store.load('vi');
    await store.load('en');
    resolveFirst(fixtureGeneral({ siteName: 'Cũ' }));
    await first;
    expect(store.general?.siteName).toBe('An Phat Securities');
    expect(store.locale).toBe('en');
  });

  it('asks every call in the language it loads and aborts the load it replaces', async () => {
    const content = fakeContent();
    const store = new SystemStore({ content });
    const first = store.load('vi');
    await store.load('en');
    await first;
    const signalOf = (fn: unknown, call: number, arg = 0) =>
      (vi.mocked(fn as () => unknown).mock.calls[call] as unknown[])[arg] as {
        locale?: string;
        signal: AbortSignal;
      };
    expect(signalOf(content.getSystemGeneral, 1)).toMatchObject({ locale: 'en' });
    expect(signalOf(content.getMenus, 1)).toMatchObject({ locale: 'en' });
    expect(vi.mocked(content.getTranslations).mock.calls[1]?.[0]).toBe('en');
    expect(signalOf(content.getSystemGeneral, 0).signal.aborted).toBe(true);
    expect(signalOf(content.getMenus, 0).signal.aborted).toBe(true);
    expect(signalOf(content.getTranslations, 0, 1).signal.aborted).toBe(true);
    expect(signalOf(content.getMenus, 1).signal.aborted).toBe(false);
  });

  it('settledGeneral waits for the first load, and no longer than its timeout', async () => {
    let answer: (value: ReturnType<typeof fixtureGeneral>) => void = () => {};
    const getSystemGeneral = vi.fn(() => new Promise<ReturnType<typeof fixtureGeneral>>((r) => (answer = r)));
    const store = new SystemStore({ content: fakeContent({ getSystemGeneral }) });
    await expect(store.settledGeneral()).resolves.toBeNull(); // nothing asked for: no wait
    const loading = store.load('vi');
    const settled = store.settledGeneral();
    answer(fixtureGeneral({ googleRecaptchaSiteKey: 'site-key' }));
    await loading;
    await expect(settled).resolves.toMatchObject({ googleRecaptchaSiteKey: 'site-key' });

    vi.useFakeTimers();
    try {
      const never = () => new Promise<ReturnType<typeof fixtureGeneral>>(() => {});
      const slow = new SystemStore({ content: fakeContent({ getSystemGeneral: vi.fn(never) }) });
      void slow.load('vi');
      const waited = slow.settledGeneral(1_000);
      await vi.advanceTimersByTimeAsync(1_000);
      await expect(waited).resolves.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
