/**
 * Port checks before anything is spawned: a busy port must stop the start with a message that
 * names the port and the variable that moves it, not a stack trace from a child five lines up.
 */
import { readFileSync } from 'node:fs';
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

/** Linux's default range of ports the kernel gives outgoing connections (ip_local_port_range). */
const DEFAULT_EPHEMERAL: readonly [number, number] = [32768, 60999];

/** The kernel's range of ports for outgoing connections, or Linux's default where unreadable. */
export function ephemeralPortRange(
  file = '/proc/sys/net/ipv4/ip_local_port_range',
): readonly [number, number] {
  try {
    const [low, high] = readFileSync(file, 'utf8').trim().split(/\s+/).map(Number);
    if (Number.isInteger(low) && Number.isInteger(high) && low! > 0 && high! >= low!)
      return [low!, high!];
  } catch {
    // not Linux, or no /proc: the default
  }
  return DEFAULT_EPHEMERAL;
}

export interface PortCheckOptions {
  /** How long to wait before the one second look at a busy ephemeral port (ms). */
  retryDelayMs?: number;
  ephemeralRange?: readonly [number, number];
  /** Tests give their own. */
  isFree?: (port: number) => Promise<boolean>;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Every claimed port that is taken or claimed twice, as ready-to-print lines. A busy port in the
 * ephemeral range is looked at once more after `retryDelayMs`: the kernel lends those ports to
 * outgoing connections (a test's, a browser's) for a moment, so one can be busy now and free a
 * second later; a port outside it is busy because something listens there.
 */
export async function findPortProblems(
  claims: readonly PortClaim[],
  options: PortCheckOptions = {},
): Promise<string[]> {
  const {
    retryDelayMs = 1000,
    ephemeralRange = ephemeralPortRange(),
    isFree = isPortFree,
    sleep = wait,
  } = options;
  const [low, high] = ephemeralRange;
  const free = async (port: number) => {
    if (await isFree(port)) return true;
    if (port < low || port > high) return false;
    await sleep(retryDelayMs);
    return isFree(port);
  };
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
    if (!(await free(claim.port))) {
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
