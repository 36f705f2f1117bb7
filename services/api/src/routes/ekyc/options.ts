import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { LocaleQuerySchema } from '@brokerage/shared/validation/common.ts';
import { COMMON_ERRORS, PUBLIC_CONTENT } from '../../lib/http/route-schemas';
import { LocationsSchema, OptionsSchema, TAG } from './answers';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The choices of the registration step in one language: the regions and branches of the
 * content data (a branch's code is its Vietnamese slug, the same in both languages), the seeded
 * brokers per branch, service packs, banks and referral channels (`ekyc_options`).
 */
export async function ekycChoices(app: FastifyInstance, locale: Locale) {
  const [regions, branches, options] = await Promise.all([
    app.repos.content.list({ types: ['region'], locale }),
    app.repos.content.list({ types: ['branch'], locale }),
    app.repos.ekyc.listOptions(),
  ]);
  const of = (kind: (typeof options)[number]['kind']) => options.filter((o) => o.kind === kind);
  return {
    regions: regions.items.map((r) => ({ code: text(r.attrs.code), name: r.title })),
    branches: branches.items.map((b) => ({
      code: b.translations.find((t) => t.locale === 'vi')?.slug ?? b.slug,
      name: b.title,
      region: text(b.attrs.regionCode),
      address: text(b.attrs.address),
    })),
    brokers: of('broker').map((o) => ({
      code: o.code,
      name: o.name[locale],
      branch: text(o.attrs.branch),
    })),
    servicePacks: of('service_pack').map((o) => ({
      code: o.code,
      name: o.name[locale],
      interestRate: Number(o.attrs.interestRate),
      fee: Number(o.attrs.fee),
      description: text((o.attrs.description as Record<string, unknown> | undefined)?.[locale]),
    })),
    banks: of('bank').map((o) => ({ code: o.code, name: o.name[locale] })),
    referralChannels: of('referral_channel').map((o) => ({ code: o.code, name: o.name[locale] })),
  };
}
export type EkycChoices = Awaited<ReturnType<typeof ekycChoices>>;

/** `GET ekyc-locations` and `GET options`: public, the same for everyone (cached). */
export const ekycOptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ekyc-locations',
    {
      config: PUBLIC_CONTENT,
      schema: {
        tags: [TAG],
        summary: 'Regions, branches (code = Vietnamese slug) and brokers per branch',
        querystring: LocaleQuerySchema,
        response: { 200: LocationsSchema, ...COMMON_ERRORS },
      },
    },
    async (request) => {
      const { regions, branches, brokers } = await ekycChoices(app, request.query.locale);
      return { data: { regions, branches, brokers } };
    },
  );

  app.get(
    '/options',
    {
      config: PUBLIC_CONTENT,
      schema: {
        tags: [TAG],
        summary: 'Service packs (interest %/year, fee %), parent banks and referral channels',
        querystring: LocaleQuerySchema,
        response: { 200: OptionsSchema, ...COMMON_ERRORS },
      },
    },
    async (request) => {
      const { servicePacks, banks, referralChannels } = await ekycChoices(
        app,
        request.query.locale,
      );
      return { data: { servicePacks, banks, referralChannels } };
    },
  );
};
