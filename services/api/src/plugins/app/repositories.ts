import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import type { SharedState } from '../../lib/state/shared-state';
import { bondsRepository } from '../../repositories/bonds';
import { companyDataRepository } from '../../repositories/company-data';
import { contentRepository } from '../../repositories/content';
import { customersRepository } from '../../repositories/customers';
import { ekycRepository } from '../../repositories/ekyc';
import { fundamentalsRepository } from '../../repositories/fundamentals';
import { jobFailuresRepository } from '../../repositories/job-failures';
import { khcnRepository } from '../../repositories/khcn';
import { loginThrottleRepository } from '../../repositories/login-throttle';
import { marketRepository } from '../../repositories/market';
import { marketEventsRepository } from '../../repositories/market-events';
import { menusRepository } from '../../repositories/menus';
import { outboxRepository } from '../../repositories/outbox';
import { pagesRepository } from '../../repositories/pages';
import { recruitmentCvRepository } from '../../repositories/recruitment-cv';
import { recruitmentJobsRepository } from '../../repositories/recruitment-jobs';
import { recruitmentMembersRepository } from '../../repositories/recruitment-members';
import { retentionRepository } from '../../repositories/retention';
import { searchRepository } from '../../repositories/search';
import { ssoStatesRepository } from '../../repositories/sso-states';
import { submissionsRepository } from '../../repositories/submissions';
import { systemsRepository } from '../../repositories/systems';
import { watchlistsRepository } from '../../repositories/watchlists';

/**
 * Every resource's data access over one database (and the shared state for what is short-lived);
 * routes call these and never build SQL.
 */
export function createRepositories(db: Db, state: SharedState) {
  return {
    bonds: bondsRepository(db),
    companyData: companyDataRepository(db),
    content: contentRepository(db),
    customers: customersRepository(db),
    ekyc: ekycRepository(db),
    fundamentals: fundamentalsRepository(db),
    jobFailures: jobFailuresRepository(db),
    khcn: khcnRepository(db),
    loginThrottle: loginThrottleRepository(db),
    market: marketRepository(db),
    marketEvents: marketEventsRepository(db),
    menus: menusRepository(db),
    outbox: outboxRepository(db),
    pages: pagesRepository(db),
    recruitmentCv: recruitmentCvRepository(db),
    recruitmentJobs: recruitmentJobsRepository(db),
    recruitmentMembers: recruitmentMembersRepository(db),
    retention: retentionRepository(db),
    search: searchRepository(db),
    ssoStates: ssoStatesRepository(state),
    submissions: submissionsRepository(db),
    systems: systemsRepository(db),
    watchlists: watchlistsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
  }
}

/**
 * `app.repos`: the repositories over `app.db` and `app.state` (fastify/demo
 * `plugins/app/repositories`).
 */
export const repositoriesPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('repos', createRepositories(app.db, app.state));
  },
  { name: 'repositories', dependencies: ['db', 'state'] },
);
