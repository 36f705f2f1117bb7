import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noStore } from '../../lib/http/no-store';
import { ekycCaseRoutes } from './case';
import { ekycContractRoutes } from './contract';
import { ekycDocumentRoutes } from './documents';
import { ekycHandoffRoutes } from './handoff';
import { ekycOptionsRoutes } from './options';
import { ekycOtpRoutes } from './otp';

/** The case's calls: personal data and secrets, errors included, never kept by a cache. */
const ekycCaseCalls: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  await app.register(ekycCaseRoutes);
  // Each group with its own body parsers: multipart uploads, form posts.
  await app.register(ekycDocumentRoutes);
  await app.register(ekycOtpRoutes);
  await app.register(ekycContractRoutes);
  await app.register(ekycHandoffRoutes);
};

/** The online account opening (docs/ekyc.md), under `/api/v1/ekyc-open-account`. */
export const ekycRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(ekycOptionsRoutes);
  await app.register(ekycCaseCalls);
};
