import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { findPortProblems, freePort, isPortFree } from './ports';

const servers: net.Server[] = [];
const listen = (port: number, host: string) =>
  new Promise<void>((resolve) => {
    const server = net.createServer().listen(port, host, () => resolve());
    servers.push(server);
  });
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

describe('ports', () => {
  it('sees a free port as free', async () => {
    expect(await isPortFree(await freePort())).toBe(true);
  });

  it.each(['127.0.0.1', '0.0.0.0'])('sees a port bound on %s as busy', async (host) => {
    const port = await freePort();
    await listen(port, host);
    expect(await isPortFree(port)).toBe(false);
  });

  it('explains a busy port with the variable that moves it', async () => {
    const port = await freePort();
    await listen(port, '127.0.0.1');
    const [problem] = await findPortProblems([{ port, owner: 'proxy', envVar: 'PORT' }]);
    expect(problem).toContain(`Port ${port} (proxy) is already in use`);
    expect(problem).toContain('Set PORT=<port>');
  });

  it('reports two services claiming one port', async () => {
    const port = await freePort();
    const problems = await findPortProblems([
      { port, owner: 'proxy', envVar: 'PORT' },
      { port, owner: 'api', envVar: 'API_PORT' },
    ]);
    expect(problems).toEqual([expect.stringContaining('claimed by both proxy and api')]);
  });
});
