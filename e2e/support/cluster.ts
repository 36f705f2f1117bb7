import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

const int = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0 || value > 65535)
    throw new Error(`${name} must be a port number`);
  return value;
};

const port = int('E2E_CLUSTER_PORT', 8191);
const apiPort = int('E2E_CLUSTER_API_PORT', 5191);
const priceboardPort = int('E2E_CLUSTER_PRICEBOARD_PORT', 5391);

/** Where the cluster smoke's stack listens (its own ports, beside the main suite's). */
export const CLUSTER = {
  port,
  baseUrl: `http://127.0.0.1:${port}`,
  /** api-1 and api-2 (the launcher gives replica n the port API_PORT + n - 1). */
  apiPorts: [apiPort, apiPort + 1] as const,
  ssoPort: int('E2E_CLUSTER_SSO_PORT', 5291),
  /** priceboard-1 and priceboard-2 (instance n on PRICEBOARD_PORT + n - 1). */
  priceboardPorts: [priceboardPort, priceboardPort + 1] as const,
  /** The eKYC vendor stand-in (one for both replicas). */
  ekycPort: int('E2E_CLUSTER_EKYC_PORT', 5491),
  pgPort: int('E2E_CLUSTER_PG_PORT', 55491),
  redisPort: int('E2E_CLUSTER_REDIS_PORT', 56491),
  s3Port: int('E2E_CLUSTER_S3_PORT', 59491),
  formLimit: 3,
};

/**
 * The process listening on a local TCP port, found the way `ss -ltnp` does: the socket's inode
 * in /proc/net/tcp{,6}, then the process holding a descriptor to it.
 */
export function pidListeningOn(localPort: number): number {
  const hexPort = localPort.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      // local_address is HEXIP:HEXPORT; state 0A is LISTEN; the inode is column 10.
      if (cols[1]?.endsWith(`:${hexPort}`) && cols[3] === '0A' && cols[9]) inodes.add(cols[9]);
    }
  }
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const target = readlinkSync(`/proc/${entry}/fd/${fd}`);
        const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
        if (inode && inodes.has(inode)) return Number(entry);
      } catch {
        // The descriptor closed while we looked.
      }
    }
  }
  throw new Error(`nothing listens on port ${localPort}`);
}
