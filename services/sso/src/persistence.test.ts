import { describe, expect, it } from 'vitest';
import {
  atLoginPage,
  Browser,
  followToClient,
  newAuthRequest,
  REDIRECT_URI,
  submitLogin,
  useProviders,
} from './test/harness';

const serve = useProviders();

async function kid(origin: string): Promise<unknown> {
  const jwks = (await (await fetch(`${origin}/sso/jwks`)).json()) as { keys: { kid: string }[] };
  return jwks.keys.map((k) => k.kid);
}

describe('a restart on the same DATA_DIR', () => {
  it('keeps the browser session, the signing key and the accounts', async () => {
    const first = await serve();
    const kidBefore = await kid(first.origin);

    const { browser, interactionPath } = await atLoginPage(first.origin);
    const login = await submitLogin(browser, interactionPath, '009C000002', 'AnPhat@26');
    await followToClient(browser, login);
    await first.close();

    const second = await serve({}, first.dataDir);
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
