/**
 * Port checks before anything is spawned: a busy port must stop the start with a message that
 * names the port and the variable that moves it, not a stack trace from a child five lines up.
 */
import net from 'node:net';

/** Resolves true when nothing listens on `port` (on any address), false on EADDRINUSE. */
export function isPortFree(port: number): Promise<boolean> {
  // A wildcard bind conflicts with a listener on any local address, IPv4 or IPv6; the extra
  // loopback bind catches a stack without IPv6, where the wildcard is 0.0.0.0 only.
  return tryBind(port, undefined).then((free) => (free ? tryBind(port, '127.0.0.1') : false));
}

function tryBind(port: number, host: string | undefined): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolve(false);
      else if (error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT') resolve(true);
      else reject(error);
    });
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

export interface PortClaim {
  port: number;
  /** Who wants it, e.g. "proxy". */
  owner: string;
  /** The environment variable that moves it, if any. */
  envVar?: string;
}

/** Every claimed port that is taken or claimed twice, as ready-to-print lines. */
export async function findPortProblems(claims: readonly PortClaim[]): Promise<string[]> {
  const problems: string[] = [];
  const seen = new Map<number, string>();
  for (const claim of claims) {
    const other = seen.get(claim.port);
    if (other) {
      problems.push(
        `Port ${claim.port} is claimed by both ${other} and ${claim.owner}.${hint(claim)}`,
      );
      continue;
    }
    seen.set(claim.port, claim.owner);
    if (!(await isPortFree(claim.port))) {
      problems.push(
        `Port ${claim.port} (${claim.owner}) is already in use by another process.${hint(claim)}` +
          ` Find it with: ss -ltnp 'sport = :${claim.port}'`,
      );
    }
  }
  return problems;
}

const hint = (claim: PortClaim) =>
  claim.envVar ? ` Set ${claim.envVar}=<port> to use another one.` : '';

/** A free ephemeral port (tests use it for throw-away servers). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object'
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}
