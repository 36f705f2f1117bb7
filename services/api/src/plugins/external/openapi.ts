import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBodySchema, ListMetaSchema } from '@brokerage/shared/validation/common.ts';
import {
  MenuItemSchema,
  MenuSchema,
  PageSchema,
  PageSummarySchema,
  RedirectSchema,
  SystemGeneralSchema,
  TranslationTreeSchema,
} from '@brokerage/shared/validation/content.ts';

/**
 * Named components for the document. A registry of our own (not zod's global one) so the
 * shared schemas are not tagged for every other consumer; the recursive MenuItem and
 * TranslationTree need a name, or their cycle becomes a dangling `$ref`.
 */
const registry = z.registry<{ id: string }>();
const named = {
  ApiErrorBody: ApiErrorBodySchema,
  ListMeta: ListMetaSchema,
  MenuItem: MenuItemSchema,
  Menu: MenuSchema,
  Page: PageSchema,
  PageSummary: PageSummarySchema,
  Redirect: RedirectSchema,
  SystemGeneral: SystemGeneralSchema,
  TranslationTree: TranslationTreeSchema,
};
for (const [id, schema] of Object.entries(named)) registry.add(schema, { id });

/**
 * Collects the route schemas into an OpenAPI document; `routes/docs.ts` serves it. Without
 * API_DOCS nothing serves it, so it is not collected either.
 */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    if (!app.config.apiDocs) return;
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'An Phat Securities website API',
          version: '1.0.0',
          description:
            'Content and system calls of the public website. Every call takes `locale=vi|en` (default vi); errors are `{errors:[{code,message,field?}]}` with the message in that language.',
        },
        tags: [
          { name: 'system', description: 'Settings, translations, redirects, health' },
          { name: 'content', description: 'Menus, CMS pages, search, content routes and sitemap' },
          {
            name: 'news',
            description: 'News, disclosures, exchange news, videos, reports, calendar',
          },
          {
            name: 'services',
            description: 'Services, deals, bond products, fees, instructions, FAQs',
          },
          { name: 'organisation', description: 'Departments and leaders, branches, regions' },
          { name: 'analysis', description: 'Analysis reports and their categories' },
          { name: 'files', description: 'Public stored files' },
          { name: 'customers', description: 'Customer login (direct and SSO), profile, log-out' },
          { name: 'khcn', description: 'Individual-customer network, specialists and ratings' },
          {
            name: 'ekyc',
            description:
              'Online account opening (docs/ekyc.md): the case, ID photos, face video, registration, OTP, contract',
          },
        ],
        components: {
          securitySchemes: {
            customerToken: {
              type: 'http',
              scheme: 'bearer',
              description: 'The accessToken of customers/auth/login or login-sso (opaque).',
            },
            candidateToken: {
              type: 'http',
              scheme: 'bearer',
              description:
                'The token of recruitments/members/login (opaque); a customer token is refused.',
            },
            ekycToken: {
              type: 'apiKey',
              in: 'header',
              name: 'X-Ekyc-Token',
              description:
                'The token of ekyc-open-account/generate-uuid (or handoff/redeem); a wrong one is 404.',
            },
          },
        },
      },
      transform: createJsonSchemaTransform({ schemaRegistry: registry }),
      transformObject: createJsonSchemaTransformObject({ schemaRegistry: registry }),
    });
  },
  { name: 'openapi' },
);
