import type { FastifyInstance } from 'fastify';
import { cvRoutes } from './cv';
import { jobsRoutes } from './jobs';
import { memberRoutes } from './members';

/**
 * `/api/v1/recruitments/*` (spec §7 "Recruitment", docs/recruitment.md): the public job
 * postings and lists, the candidates' accounts, and what a logged-in candidate keeps (CVs,
 * applications, saved jobs, reminders).
 */
export async function recruitmentRoutes(app: FastifyInstance) {
  await app.register(jobsRoutes);
  await app.register(memberRoutes, { prefix: '/members' });
  await app.register(cvRoutes, { prefix: '/members' });
}
