/**
 * `npm run start:cluster`: the production topology on one machine, without Docker. PostgreSQL
 * and Redis from Debian's packages, an S3-compatible server (s3rver, from npm) and, in
 * services.ts, two API replicas and two price-board instances (one market through Redis)
 * behind the proxy. The infrastructure rows below start first and
 * stop last; everything they keep lives under DATA_DIR/cluster, so a restart finds its data.
 *
 * These are local stand-ins for managed services: PostgreSQL trusts loopback connections and
 * the S3 server takes s3rver's fixed key. Production points DATABASE_URL, REDIS_URL and
 * STORAGE_URL at the real ones (docker-compose.yml shows the shape).
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Context, ServiceDef } from './services';

export interface ClusterSettings {
  /** API processes behind the proxy (ports API_PORT, API_PORT + 1, …). */
  replicas: number;
  /** Price-board instances behind the proxy (ports PRICEBOARD_PORT, PRICEBOARD_PORT + 1, …). */
  priceboardReplicas: number;
  /** Signs the hub's connection tokens: one for every instance (negotiate on one, socket on another). */
  priceboardTokenSecret: string;
  pgPort: number;
  redisPort: number;
  s3Port: number;
  /** DATA_DIR/cluster: postgres/, redis/, s3/. */
  dir: string;
  /** Folder of the newest installed PostgreSQL's binaries (initdb, postgres, pg_isready). */
  pgBin: string;
  /** PostgreSQL refuses to run as root: as root, its commands run as the postgres user. */
  asPostgresUser: boolean;
}

/** The S3 server's fixed key pair (s3rver's own); a local stand-in only. */
const S3_KEY = 'S3RVER';
export const CLUSTER_BUCKET = 'brokerage';

/** The newest /usr/lib/postgresql/<version>/bin that has initdb, or a message saying what to install. */
export function findPostgresBin(base = '/usr/lib/postgresql'): string {
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (!newest) {
    throw new Error(
      'start:cluster needs PostgreSQL and Redis from Debian: apt-get install -y postgresql redis-server',
    );
  }
  return path.join(base, newest, 'bin');
}

/** What the API processes (and the seed step) use instead of the embedded defaults. */
export function clusterApiEnv(cluster: ClusterSettings): Record<string, string> {
  return {
    DATABASE_URL: `postgres://postgres@127.0.0.1:${cluster.pgPort}/postgres`,
    REDIS_URL: `redis://127.0.0.1:${cluster.redisPort}`,
    STORAGE_URL: `http://${S3_KEY}:${S3_KEY}@127.0.0.1:${cluster.s3Port}/${CLUSTER_BUCKET}`,
  };
}

const need = (ctx: Context): ClusterSettings => {
  if (!ctx.cluster) throw new Error('cluster settings are missing (start with --cluster)');
  return ctx.cluster;
};

/** `postgres …` as the postgres user when we are root (runuser is util-linux, always there). */
function asPostgres(cluster: ClusterSettings, binary: string, args: string[]) {
  const command = path.join(cluster.pgBin, binary);
  return cluster.asPostgresUser
    ? { command: '/usr/sbin/runuser', args: ['-u', 'postgres', '--', command, ...args] }
    : { command, args };
}

const pgData = (cluster: ClusterSettings) => path.join(cluster.dir, 'postgres');

export const CLUSTER_INFRASTRUCTURE: readonly ServiceDef[] = [
  {
    name: 'postgres',
    color: 'brightBlue',
    modes: ['cluster'],
    layer: 'infrastructure',
    cwd: '.',
    bin: 'postgres',
    command: (ctx) => asPostgres(need(ctx), 'postgres', postgresArgs(need(ctx))),
    args: () => [],
    env: () => ({ LC_ALL: 'C.UTF-8' }),
    port: (ctx) => ({ port: need(ctx).pgPort, envVar: 'CLUSTER_PG_PORT' }),
    health: () => '',
    probe: (ctx) =>
      asPostgres(need(ctx), 'pg_isready', [
        '-q',
        '-h',
        '127.0.0.1',
        '-p',
        String(need(ctx).pgPort),
      ]),
    // A fast shutdown (SIGTERM is "smart": it would wait for clients) is SIGINT; the group
    // gets SIGTERM from the launcher after the API replicas are gone, so it is quick anyway.
    graceMs: 15_000,
    prepare: {
      name: 'initdb',
      note: 'creating the PostgreSQL cluster',
      skip: (ctx) => existsSync(path.join(pgData(need(ctx)), 'PG_VERSION')),
      command: (ctx) =>
        asPostgres(need(ctx), 'initdb', [
          '-D',
          pgData(need(ctx)),
          '-U',
          'postgres',
          '--auth=trust',
          '-E',
          'UTF8',
          '--locale=C.UTF-8',
        ]),
      args: () => [],
    },
  },
  {
    name: 'redis',
    color: 'red',
    modes: ['cluster'],
    layer: 'infrastructure',
    cwd: '.',
    bin: 'redis-server',
    command: (ctx) => ({
      command: 'redis-server',
      args: [
        '--port',
        String(need(ctx).redisPort),
        '--bind',
        '127.0.0.1',
        '--dir',
        path.join(need(ctx).dir, 'redis'),
        // Counters and codes survive a restart of Redis itself.
        '--appendonly',
        'yes',
        '--save',
        '',
      ],
    }),
    args: () => [],
    env: () => ({}),
    port: (ctx) => ({ port: need(ctx).redisPort, envVar: 'CLUSTER_REDIS_PORT' }),
    health: () => '',
    probe: (ctx) => ({
      command: 'redis-cli',
      args: ['-h', '127.0.0.1', '-p', String(need(ctx).redisPort), 'ping'],
    }),
    graceMs: 10_000,
  },
  {
    name: 's3',
    color: 'yellow',
    modes: ['cluster'],
    layer: 'infrastructure',
    cwd: 'scripts',
    bin: 'tsx',
    args: () => ['lib/s3-server.ts'],
    env: (ctx) => ({
      S3_PORT: String(need(ctx).s3Port),
      S3_DIR: path.join(need(ctx).dir, 's3'),
      S3_BUCKET: CLUSTER_BUCKET,
    }),
    port: (ctx) => ({ port: need(ctx).s3Port, envVar: 'CLUSTER_S3_PORT' }),
    // Any answer: an anonymous request gets an S3 error document, which is enough.
    health: (ctx) => `http://127.0.0.1:${need(ctx).s3Port}/`,
    anyStatus: true,
    graceMs: 5_000,
  },
];

function postgresArgs(cluster: ClusterSettings): string[] {
  return [
    '-D',
    pgData(cluster),
    '-p',
    String(cluster.pgPort),
    '-c',
    'listen_addresses=127.0.0.1',
    // TCP only: no socket file in /tmp or /run to collide with a system server.
    '-c',
    'unix_socket_directories=',
    // Two replicas, the job queue's pools, the seed: more than the default 100 is not needed.
    '-c',
    'max_connections=200',
  ];
}
