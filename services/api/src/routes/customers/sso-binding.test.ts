import type { FastifyInstance, InjectOptions } from 'fastify';
import { useTestApp } from '../../test/build-test-app';
import { post } from '../../test/requests';
import { errorOf } from '../../test/responses';
import { freshAddress } from '../../../test/customers';

const AUTHORIZE = '/api/v1/customers/auth/sso-authorize';
const LOGIN_SSO = '/api/v1/customers/auth/login-sso';
/** Nothing listens there: a state that gets past the browser check fails at the provider. */
const NO_PROVIDER = 'http://127.0.0.1:9/sso';
const SECRET = 'binding-test-client-secret-0123456789';

/** Starts a round trip; its answer, state and the binding cookie it set. */
async function start(app: FastifyInstance, origin: string, options: InjectOptions = {}) {
  const res = await app.inject({
    method: 'POST',
    url: AUTHORIZE,
    payload: { redirect_uri: `${origin}/login-sso` },
    remoteAddress: freshAddress(),
    ...options,
  });
  expect(res.statusCode, res.body).toBe(200);
  const [setCookie, ...more] = [res.headers['set-cookie']].flat();
  expect(more).toEqual([]);
  return { state: (res.json().data as { state: string }).state, setCookie: String(setCookie) };
}

const finish = (app: FastifyInstance, origin: string, state: string, cookie: string) =>
  post(
    app,
    LOGIN_SSO,
    { code: 'some-code', state, redirect_uri: `${origin}/login-sso` },
    { headers: { cookie }, remoteAddress: freshAddress() },
  );

const attributes = (setCookie: string) => setCookie.split('; ').slice(1).sort();
const valueOf = (setCookie: string) => setCookie.split(';')[0]!.split('=').slice(1).join('=');

describe('the SSO binding cookie on an https origin', () => {
  const ORIGIN = 'https://www.anphat.example';
  const app = useTestApp({
    env: { PUBLIC_URL: ORIGIN, SSO_CLIENT_SECRET: SECRET, SSO_INTERNAL_URL: NO_PROVIDER },
  });

  it('is __Host-sso_binding: Secure, Path=/, no Domain', async () => {
    const { setCookie } = await start(app, ORIGIN);
    expect(setCookie).toMatch(/^__Host-sso_binding=[A-Za-z0-9_-]{43}; /);
    expect(attributes(setCookie)).toEqual([
      'HttpOnly',
      'Max-Age=600',
      'Path=/',
      'SameSite=Lax',
      'Secure',
    ]);
  });

  it('is read under that name only', async () => {
    const { state, setCookie } = await start(app, ORIGIN);
    const value = valueOf(setCookie);
    const plain = await finish(app, ORIGIN, state, `sso_binding=${value}`);
    expect(errorOf(plain)?.code).toBe('sso_browser_mismatch');
    // The right browser gets past the check (and on to the provider, which is not there).
    const bound = await finish(app, ORIGIN, state, `__Host-sso_binding=${value}`);
    expect(errorOf(bound)?.code).toBe('sso_unavailable');
  });
});

describe('the SSO binding cookie on plain http', () => {
  const ORIGIN = 'http://localhost:8080';
  const app = useTestApp({
    env: { PUBLIC_URL: ORIGIN, SSO_CLIENT_SECRET: SECRET, SSO_INTERNAL_URL: NO_PROVIDER },
  });

  it('stays sso_binding on the customer calls, without Secure (loopback development)', async () => {
    const { state, setCookie } = await start(app, ORIGIN);
    expect(setCookie).toMatch(/^sso_binding=[A-Za-z0-9_-]{43}; /);
    expect(attributes(setCookie)).toEqual([
      'HttpOnly',
      'Max-Age=600',
      'Path=/api/v1/customers',
      'SameSite=Lax',
    ]);
    const bound = await finish(app, ORIGIN, state, `sso_binding=${valueOf(setCookie)}`);
    expect(errorOf(bound)?.code).toBe('sso_unavailable');
  });

  it('takes the __Host- name when the request came over https (the proxy says so)', async () => {
    const { setCookie } = await start(app, ORIGIN, {
      // The proxy, a trusted peer, forwards the browser's https.
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': freshAddress() },
    });
    expect(setCookie).toMatch(/^__Host-sso_binding=/);
    expect(attributes(setCookie)).toContain('Secure');
    expect(attributes(setCookie)).toContain('Path=/');
  });
});
