import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));

/** A port nothing listens on (taken, then released). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function run(env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('server start with REDIS_URL set but Redis unreachable', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'brokerage-api-server-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it.each(['development', 'production'])(
    'exits with one line naming REDIS_URL (NODE_ENV=%s), before opening the database',
    async (nodeEnv) => {
      const port = await closedPort();
      const { code, stdout, stderr } = await run({
        NODE_ENV: nodeEnv,
        DATA_DIR: dataDir,
        API_PORT: String(await closedPort()),
        SSO_CLIENT_SECRET: 'secret-for-the-test',
        LOGIN_DEVICE_SECRET: 'login-device-secret-for-the-test-0123456789',
        REDIS_URL: `redis://:hunter2@127.0.0.1:${port}`,
      });
      expect(code).toBe(1);
      expect(stdout).toBe('');
      expect(stderr.trimEnd().split('\n')).toEqual([
        `REDIS_URL: cannot reach redis://:***@127.0.0.1:${port}: connect ECONNREFUSED 127.0.0.1:${port}`,
      ]);
      expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    },
  );
});
