import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  createSecurityHeaders,
  inlineScriptHashes,
  isHttpsRequest,
  requestOrigin,
} from './headers';
import { testConfig } from '../test/test-helpers';

const csp = (headers: Record<string, unknown>) => {
  const value = String(headers['content-security-policy']);
  return Object.fromEntries(
    value.split('; ').map((d) => {
      const [name = '', ...sources] = d.split(' ');
      return [name, sources];
    }),
  ) as Record<string, string[]>;
};

const fakeReq = (headers: Record<string, string>, encrypted = false) =>
  ({ headers, socket: { encrypted } }) as unknown as IncomingMessage;

describe('createSecurityHeaders', () => {
  it('has the strict baseline', () => {
    const headers = createSecurityHeaders(testConfig())({ https: false });
    const policy = csp(headers);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy['font-src']).toEqual(["'self'", 'data:']);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('adds reCAPTCHA, chat and frame hosts only when configured', () => {
    const headers = createSecurityHeaders(
      testConfig({
        recaptchaSiteKey: 'site-key',
        chatScriptHosts: ['https://chat.example.com'],
        frameHosts: ['https://www.youtube.com'],
      }),
    )({ https: false, origin: 'http://localhost:8080' });
    const policy = csp(headers);
    expect(policy['script-src']).toEqual(
      expect.arrayContaining([
        'https://www.google.com/recaptcha/',
        'https://www.gstatic.com/recaptcha/',
        'https://chat.example.com',
      ]),
    );
    expect(policy['frame-src']).toEqual(
      expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://www.youtube.com']),
    );
    expect(policy['connect-src']).toEqual(
      expect.arrayContaining(["'self'", 'ws://localhost:8080', 'https://chat.example.com']),
    );
  });

  it('uses wss for an https origin and allows a remote SSO as form target', () => {
    const headers = createSecurityHeaders(
      testConfig({ ssoUpstream: 'https://sso.broker.example' }),
    )({
      https: true,
      origin: 'https://www.anphat.example',
    });
    expect(csp(headers)['connect-src']).toContain('wss://www.anphat.example');
    expect(csp(headers)['form-action']).toEqual(["'self'", 'https://sso.broker.example']);
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('gives the camera and microphone to onboarding documents only', () => {
    const policy = createSecurityHeaders(testConfig());
    expect(policy({ https: false, site: 'onboarding' })['permissions-policy']).toMatch(
      /^camera=\(self\), microphone=\(self\), geolocation=\(\)/,
    );
    for (const site of ['corporate', 'analysis', 'recruitment'] as const) {
      expect(policy({ https: false, site })['permissions-policy']).toMatch(
        /^camera=\(\), microphone=\(\)/,
      );
    }
    expect(policy({ https: false })['permissions-policy']).toContain('camera=()');
  });

  it('allows inline scripts by hash only', () => {
    const policy = csp(
      createSecurityHeaders(testConfig())({ https: false, scriptHashes: ["'sha256-abc'"] }),
    );
    expect(policy['script-src']).toEqual(["'self'", "'sha256-abc'"]);
  });
});

describe('inlineScriptHashes', () => {
  const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

  it('hashes inline scripts, not external ones or JSON data blocks', () => {
    const html = `<script type="module">import x from "/y";</script><script src="/a.js"></script>
      <script type="application/ld+json">{"a":1}</script><script>var a = 1;</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha('import x from "/y";'), sha('var a = 1;')]);
  });
});

describe('isHttpsRequest', () => {
  it('trusts X-Forwarded-Proto only with PROXY_TRUST_FORWARDED', () => {
    const req = fakeReq({ host: 'www.anphat.example', 'x-forwarded-proto': 'https' });
    expect(isHttpsRequest(req, { trustProxy: false })).toBe(false);
    expect(isHttpsRequest(req, { trustProxy: true })).toBe(true);
    expect(isHttpsRequest(fakeReq({}, true), { trustProxy: false })).toBe(true);
  });
});

describe('requestOrigin', () => {
  const configs = {
    'a real PUBLIC_ORIGIN': {
      trustProxy: true,
      publicOrigin: 'https://www.anphat.example',
      port: 8080,
    },
    'a loopback PUBLIC_ORIGIN': {
      trustProxy: false,
      publicOrigin: 'http://localhost:8080',
      port: 8080,
    },
    'no PUBLIC_ORIGIN': { trustProxy: true, publicOrigin: undefined, port: 8080 },
  };

  it.each([
    // Taken from PUBLIC_ORIGIN, never from Host or X-Forwarded-Host…
    ['a real PUBLIC_ORIGIN', { host: 'a.example' }, 'https://www.anphat.example'],
    [
      'a real PUBLIC_ORIGIN',
      { host: 'internal:8080', 'x-forwarded-host': 'evil.example' },
      'https://www.anphat.example',
    ],
    // …and a loopback alias does not count when the public origin is a real host.
    ['a real PUBLIC_ORIGIN', { host: '127.0.0.1:8080' }, 'https://www.anphat.example'],
    // On the loopback, the alias the browser used is kept (same port only).
    ['a loopback PUBLIC_ORIGIN', { host: '127.0.0.1:8080' }, 'http://127.0.0.1:8080'],
    ['a loopback PUBLIC_ORIGIN', { host: '[::1]:8080' }, 'http://[::1]:8080'],
    ['a loopback PUBLIC_ORIGIN', { host: '127.0.0.1:9999' }, 'http://localhost:8080'],
    ['a loopback PUBLIC_ORIGIN', { host: 'evil.example' }, 'http://localhost:8080'],
    ['a loopback PUBLIC_ORIGIN', { host: 'evil"><script>' }, 'http://localhost:8080'],
    // Without PUBLIC_ORIGIN: http://localhost:<PORT>, or the loopback alias asked for.
    ['no PUBLIC_ORIGIN', { host: 'www.attacker.example' }, 'http://localhost:8080'],
    [
      'no PUBLIC_ORIGIN',
      { host: 'localhost:8080', 'x-forwarded-host': 'www.attacker.example' },
      'http://localhost:8080',
    ],
    ['no PUBLIC_ORIGIN', { host: '127.0.0.1:8080' }, 'http://127.0.0.1:8080'],
  ] as const)('%s, %j → %s', (config, headers, expected) => {
    expect(requestOrigin(fakeReq(headers), configs[config])).toBe(expected);
  });
});
