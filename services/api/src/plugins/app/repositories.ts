import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { contentRepository } from '../../repositories/content';

/** Every resource's data access over one database; routes call these and never build SQL. */
export function createRepositories(db: Db) {
  return {
    content: contentRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
  }
}

/** `app.repos`: the repositories over `app.db` (fastify/demo `plugins/app/repositories`). */
export const repositoriesPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('repos', createRepositories(app.db));
  },
  { name: 'repositories', dependencies: ['db'] },
);
