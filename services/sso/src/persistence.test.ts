import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningSso } from './app';
import {
  Browser,
  followToClient,
  newAuthRequest,
  openLogin,
  REDIRECT_URI,
  start,
  submitLogin,
  tempDataDir,
} from './test/harness';

const dirs: string[] = [];
const running: RunningSso[] = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function kid(origin: string): Promise<unknown> {
  const jwks = (await (await fetch(`${origin}/sso/jwks`)).json()) as { keys: { kid: string }[] };
  return jwks.keys.map((k) => k.kid);
}

describe('a restart on the same DATA_DIR', () => {
  it('keeps the browser session, the signing key and the accounts', async () => {
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    const first = await start(dataDir);
    running.push(first);
    const kidBefore = await kid(first.origin);

    const browser = new Browser(first.origin);
    const { interactionPath } = await openLogin(browser, newAuthRequest());
    const login = await submitLogin(browser, interactionPath, '009C000002', 'AnPhat@26');
    await followToClient(browser, login);
    await first.close();
    running.splice(0);

    const second = await start(dataDir);
    running.push(second);
    expect(await kid(second.origin)).toEqual(kidBefore);

    // Same cookies, new process (and port): straight back to the website with a code.
    const again = new Browser(second.origin);
    for (const [name, value] of browser.jar.cookies) again.jar.cookies.set(name, value);
    const auth = newAuthRequest();
    const res = await again.get(auth.url);
    expect(res.status).toBe(303);
    const callback = await followToClient(again, res);
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
    expect(callback.searchParams.get('state')).toBe(auth.state);
    expect(callback.searchParams.get('code')).toBeTruthy();
  });
});
