import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeServer } from '../../api/testServer';
import { createMemoryStorage } from '../../auth/storage';
import { RECAPTCHA_SCRIPT_URL } from '../../auth/recaptcha/recaptcha';
import { createFakeRecaptcha } from '../../testing/fakeRecaptcha';
import { fixtureGeneral } from '../../testing/fixtures';
import { createSiteI18n } from '../../testing/siteI18n';
import { createBaseStores } from './createStores';

const recaptchaScripts = () =>
  Array.from(document.head.querySelectorAll<HTMLScriptElement>('script')).filter((s) =>
    s.src.startsWith(RECAPTCHA_SCRIPT_URL),
  );

function setup(recaptcha?: ReturnType<typeof createFakeRecaptcha>) {
  const server = createFakeServer((request) => {
    if (request.url === 'newsletter-subscriptions')
      return { status: 202, data: { data: { subscribed: true } } };
    return { status: 599, data: null };
  });
  const stores = createBaseStores({
    locale: 'vi',
    i18n: createSiteI18n('corporate', { vi: {}, en: {} }, '/'),
    session: {
      adapter: server.adapter,
      sessionStorage: createMemoryStorage(),
      localStorage: createMemoryStorage(),
      logger: { debug: vi.fn(), warn: vi.fn(), error: vi.fn() },
    },
    recaptcha,
  });
  const body = (url: string) =>
    JSON.parse(String(server.requests.find((r) => r.url === url)?.data)) as Record<string, unknown>;
  return { stores, server, body };
}

afterEach(() => {
  for (const script of recaptchaScripts()) script.remove();
});

describe('createBaseStores: reCAPTCHA', () => {
  it('gives the newsletter and the logins their tokens from the one reCAPTCHA', async () => {
    const recaptcha = createFakeRecaptcha();
    const { stores, body } = setup(recaptcha);
    expect(stores.recaptcha).toBe(recaptcha);
    await stores.newsletter.subscribe({ email: 'lan@example.vn' });
    expect(body('newsletter-subscriptions')).toEqual({
      email: 'lan@example.vn',
      grecaptcha_token: 'token:newsletter',
    });
    await stores.customerAuth.loginDirect({ accountNumber: '009C000001', password: 'x' });
    expect(body('customers/auth/login')).toMatchObject({ grecaptcha_token: 'token:login' });
    expect(recaptcha.actions).toEqual(['newsletter', 'login']);
  });

  it('by default takes the key from the settings: none, no token and no script', async () => {
    const { stores, body } = setup();
    stores.system.hydrate({
      locale: 'vi',
      general: fixtureGeneral({ googleRecaptchaSiteKey: null }),
    });
    await expect(stores.recaptcha.token('contact')).resolves.toBeNull();
    await stores.newsletter.subscribe({ email: 'lan@example.vn' });
    expect(body('newsletter-subscriptions')).toEqual({ email: 'lan@example.vn' });
    expect(recaptchaScripts()).toHaveLength(0);
  });

  it('by default loads Google’s script with the settings’ key on the first token', async () => {
    const { stores } = setup();
    stores.system.hydrate({
      locale: 'vi',
      general: fixtureGeneral({ googleRecaptchaSiteKey: 'k-123' }),
    });
    expect(recaptchaScripts()).toHaveLength(0);
    const pending = stores.recaptcha.token('contact');
    await vi.waitFor(() => expect(recaptchaScripts()).toHaveLength(1));
    expect(recaptchaScripts()[0]?.src).toBe(`${RECAPTCHA_SCRIPT_URL}?render=k-123`);
    // jsdom runs no external script: as if Google could not be reached.
    recaptchaScripts()[0]?.dispatchEvent(new Event('error'));
    await expect(pending).resolves.toBeNull();
  });
});
