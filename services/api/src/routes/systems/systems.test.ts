import { z } from 'zod';
import { dataEnvelope } from '@brokerage/shared/validation/common.ts';
import {
  SystemGeneralSchema,
  TranslationTreeSchema,
} from '@brokerage/shared/validation/content.ts';
import { buildTestApp, useTestApp } from '../../test/build-test-app';
import { toTree } from './translations';

describe('systems', () => {
  const app = useTestApp();

  describe('GET systems/general', () => {
    it('returns the Vietnamese settings by default', async () => {
      const res = await app.inject('/api/v1/systems/general');
      expect(res.statusCode).toBe(200);
      const { data } = dataEnvelope(SystemGeneralSchema).parse(res.json());
      expect(data).toMatchObject({
        siteName: 'Chứng khoán An Phát',
        hotline: '1900 98 9999',
        customerSSOClientId: 'website',
        chatScripts: ['/_site/corporate/chat/demo-chat.js'],
        googleRecaptchaSiteKey: null,
      });
      expect(data.seo.title).toContain('An Phát');
      expect(data.og.type).toBe('website');
      // The share picture is a stored file with the brand name in it.
      const og = await app.inject(data.og.image ?? '');
      expect(og.statusCode).toBe(200);
      expect(og.body).toContain('Chứng khoán An Phát');
    });

    it('lists both locales with a flag and a message in their own language', async () => {
      const { data } = (await app.inject('/api/v1/systems/general?locale=en')).json() as {
        data: z.infer<typeof SystemGeneralSchema>;
      };
      expect(data.siteName).toBe('An Phat Securities');
      expect(data.locales.map((l) => l.code)).toEqual(['vi', 'en']);
      for (const locale of data.locales) {
        expect(locale.enabled).toBe(true);
        expect(locale.icon).toMatch(/^\/api\/v1\/files\/flag-(vi|en)\.svg$/);
        const flag = await app.inject(locale.icon);
        expect(flag.statusCode).toBe(200);
        expect(flag.headers['content-type']).toBe('image/svg+xml');
      }
      expect(data.locales[0]?.message).toMatch(/tiếng Việt/);
      expect(data.locales[1]?.message).toMatch(/English/);
    });
  });

  describe('GET systems/fe-translations', () => {
    it('returns nested overrides per namespace', async () => {
      const res = await app.inject('/api/v1/systems/fe-translations?locale=vi');
      const { data } = dataEnvelope(z.record(z.string(), TranslationTreeSchema)).parse(res.json());
      expect(data.common).toMatchObject({ footer: { slogan: 'Đồng hành cùng nhà đầu tư Việt' } });
    });

    it('answers in English when asked', async () => {
      const res = await app.inject('/api/v1/systems/fe-translations?locale=en');
      expect(res.json().data.common.header.openAccount).toBe('Open an account');
    });
  });

  it('prefers a configured reCAPTCHA site key and SSO client', async () => {
    const configured = await buildTestApp({
      env: { RECAPTCHA_SITE_KEY: 'site-key-123', SSO_CLIENT_ID: 'web-prod' },
    });
    try {
      const { data } = (await configured.inject('/api/v1/systems/general')).json();
      expect(data.googleRecaptchaSiteKey).toBe('site-key-123');
      expect(data.customerSSOClientId).toBe('web-prod');
    } finally {
      await configured.close();
    }
  });
});

describe('toTree', () => {
  it('nests dotted keys', () => {
    expect(
      toTree([
        { key: 'a.b.c', value: '1' },
        { key: 'a.d', value: '2' },
        { key: 'e', value: '3' },
      ]),
    ).toEqual({
      a: { b: { c: '1' }, d: '2' },
      e: '3',
    });
  });

  it('keeps the branch when a key is both leaf and branch', () => {
    expect(
      toTree([
        { key: 'a', value: 'x' },
        { key: 'a.b', value: 'y' },
      ]),
    ).toEqual({ a: { b: 'y' } });
  });
});
