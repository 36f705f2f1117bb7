import type { FastifyInstance } from 'fastify';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { LocaleSchema } from '@brokerage/shared/validation/common.ts';
import { type SystemGeneral } from '@brokerage/shared/validation/content.ts';
import { bondRegistrationEnabled } from '../../lib/bonds/products';

/** Settings of one language; configured keys (reCAPTCHA, SSO client) win over stored ones. */
export async function loadGeneral(
  app: Pick<FastifyInstance, 'repos' | 'config'>,
  locale: Locale,
): Promise<SystemGeneral | null> {
  const { config } = app;
  const settings = await app.repos.systems.findSettings(locale);
  if (!settings) return null;
  const locales = await app.repos.systems.listLocales();
  return {
    siteName: settings.siteName,
    hotline: settings.hotline,
    email: settings.email,
    address: settings.address,
    // The API exchanges SSO codes with its own client id, so the browser must use the same one.
    customerSSOClientId: config.sso.clientId,
    chatScripts: settings.chatScripts,
    gaId: settings.gaId,
    gtmId: settings.gtmId,
    googleRecaptchaSiteKey: config.recaptcha.siteKey ?? settings.recaptchaSiteKey,
    tradingSiteUrl: settings.tradingSiteUrl,
    locales: locales.flatMap((l) => {
      const code = LocaleSchema.safeParse(l.code);
      return code.success
        ? [{ code: code.data, name: l.name, icon: l.icon, enabled: l.enabled, message: l.message }]
        : [];
    }),
    seo: settings.seo,
    og: settings.og,
    features: { bondRegistration: await bondRegistrationEnabled(app) },
  };
}
