import http from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * Requests over real TCP connections from chosen loopback source addresses (127.0.3.x, …): an
 * abuse test sends its flood the way it comes, from many clients at once, and the API tells
 * them apart by the socket's peer address exactly as in production (no X-Forwarded-For: a peer
 * outside TRUST_PROXY is the client).
 */
export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Starts the test app listening on 127.0.0.1 (an ephemeral port) once; its base URL. */
export async function listening(app: FastifyInstance): Promise<URL> {
  const address = app.server.address();
  if (address && typeof address === 'object') return new URL(`http://127.0.0.1:${address.port}`);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return listening(app);
}

/** GET `path` (with its query) from `localAddress`, on a connection of its own. */
export function getFrom(base: URL, path: string, localAddress: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(new URL(path, base), { localAddress, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}
