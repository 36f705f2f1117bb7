/**
 * Issue 20 through the login page: the device cookie that keeps the owner's browser known while
 * strangers fail on the account, and the bounded hashing pool's busy page.
 */
import { rmSync } from 'node:fs';
import type * as argon2 from '@node-rs/argon2';
import { verify } from '@node-rs/argon2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RunningSso } from '../app';
import {
  Browser,
  newAuthRequest,
  openLogin,
  start,
  submitLogin,
  tempDataDir,
} from '../test/harness';

vi.mock('@node-rs/argon2', async (importOriginal) => {
  const original = await importOriginal<typeof argon2>();
  return { ...original, verify: vi.fn(original.verify) };
});

const PASSWORD = 'AnPhat@26';
const DEVICE = 'sso_device';
/** The SSO of the test running, and its data directory. */
let current: { sso: RunningSso; dir: string } | undefined;

afterEach(async () => {
  vi.mocked(verify).mockImplementation(
    (await vi.importActual<typeof argon2>('@node-rs/argon2')).verify,
  );
  if (!current) return;
  await current.sso.close();
  rmSync(current.dir, { recursive: true, force: true });
  current = undefined;
});

async function serve(env: NodeJS.ProcessEnv = {}): Promise<RunningSso> {
  const dir = tempDataDir();
  current = { dir, sso: await start(dir, env) };
  return current.sso;
}

/** A login of `browser` on a new authorization request; the form post's answer. */
async function logIn(browser: Browser, accountNumber: string, password: string, lang = 'vi') {
  const { interactionPath } = await openLogin(browser, newAuthRequest());
  return submitLogin(browser, interactionPath, accountNumber, password, lang);
}

describe('the device cookie of the SSO login', () => {
  it('lets the owner’s browser in at once after 51 failures from 17 addresses', async () => {
    const sso = await serve();
    const owner = new Browser(sso.origin, '203.0.113.20');
    const first = await logIn(owner, '009C000003', PASSWORD);
    expect(first.status).toBe(303);

    for (let a = 0; a < 17; a++) {
      const attacker = new Browser(sso.origin, `198.51.100.${a}`);
      const { interactionPath } = await openLogin(attacker, newAuthRequest());
      for (let i = 0; i < 3; i++) {
        const res = await submitLogin(attacker, interactionPath, '009C000003', `bad-${a}-${i}`);
        expect([401, 429]).toContain(res.status);
        expect(res.headers.getSetCookie().join()).not.toContain(DEVICE);
      }
    }

    // A new address, the same browser: straight through.
    const back = new Browser(sso.origin, '192.0.2.44');
    for (const [name, value] of owner.jar.cookies) back.jar.cookies.set(name, value);
    expect((await logIn(back, '009C000003', PASSWORD)).status).toBe(303);
    // What made it known: HttpOnly, SameSite=Strict, only for the SSO's pages, for 180 days.
    const setCookie = first.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE}=`));
    expect(setCookie?.split('; ').slice(1).sort()).toEqual([
      'HttpOnly',
      `Max-Age=${180 * 86_400}`,
      'Path=/sso',
      'SameSite=Strict',
    ]);
  });

  it('is Secure where the browser is on https', async () => {
    const sso = await serve();
    const browser = new Browser(sso.origin);
    const { interactionPath } = await openLogin(browser, newAuthRequest());
    const res = await browser.request(`${interactionPath}/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-proto': 'https',
      },
      body: new URLSearchParams({ accountNumber: '009C000001', password: PASSWORD }).toString(),
    });
    expect(res.status).toBe(303);
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE}=`));
    expect(setCookie?.split('; ')).toContain('Secure');
  });
});

describe('the bounded hashing pool of the SSO login', () => {
  it('answers 429 with the login page at once when it is full, in the page language', async () => {
    const sso = await serve({ LOGIN_HASH_CONCURRENCY: '1', LOGIN_HASH_QUEUE: '0' });
    const waiting: (() => void)[] = [];
    const actual = vi.mocked(verify).getMockImplementation();
    vi.mocked(verify).mockClear();
    vi.mocked(verify).mockImplementation(async (...args) => {
      await new Promise<void>((go) => waiting.push(go));
      return actual!(...args);
    });
    const holder = new Browser(sso.origin, '198.51.100.1');
    const held = logIn(holder, '009C000001', 'wrong');
    try {
      await vi.waitFor(() => expect(waiting).toHaveLength(1), { timeout: 10_000 });

      const other = new Browser(sso.origin, '203.0.113.9');
      const busy = await logIn(other, '009C000002', PASSWORD);
      expect(busy.status).toBe(429);
      expect(Number(busy.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(await busy.text()).toContain('Hệ thống đang nhận quá nhiều yêu cầu đăng nhập');
      const english = await logIn(other, '009C000002', PASSWORD, 'en');
      expect(await english.text()).toContain('The login service is busy');
      // Neither touched the hash.
      expect(verify).toHaveBeenCalledTimes(1);
    } finally {
      vi.mocked(verify).mockImplementation(actual!);
      for (const go of waiting.splice(0)) go();
    }
    expect((await held).status).toBe(401);
  });
});
