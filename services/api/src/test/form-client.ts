import type { FastifyInstance } from 'fastify';
import { post } from './requests';

/**
 * Form posts from one client address per test (the form limits count per client): the address
 * moves on before each test, and `next()` moves it on within a test.
 */
export function formClient(subnet: string) {
  let host = 1;
  beforeEach(() => {
    host += 1;
  });
  const address = () => `${subnet}.${host}`;
  return {
    address,
    next() {
      host += 1;
    },
    post: (app: FastifyInstance, url: string, payload: unknown) =>
      post(app, url, payload as object, { remoteAddress: address() }),
  };
}
