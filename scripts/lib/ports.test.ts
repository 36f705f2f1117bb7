import { mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ephemeralPortRange, findPortProblems, freePort, isPortFree } from './ports';

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

  describe('a busy port in the ephemeral range', () => {
    const RANGE = [32768, 60999] as const;
    /** A port that is busy for the first `busyLooks` looks, and every look it got. */
    const portBusyFor = (busyLooks: number) => {
      const looks: number[] = [];
      return {
        looks,
        isFree: async (port: number) => {
          looks.push(port);
          return looks.length > busyLooks;
        },
      };
    };
    const waits: number[] = [];
    const sleep = async (ms: number) => {
      waits.push(ms);
    };
    afterEach(() => {
      waits.length = 0;
    });

    it('is looked at once more after a moment, and passes when it was lent out', async () => {
      const port = portBusyFor(1);
      const problems = await findPortProblems([{ port: 40000, owner: 'api', envVar: 'API_PORT' }], {
        ephemeralRange: RANGE,
        isFree: port.isFree,
        sleep,
      });
      expect(problems).toEqual([]);
      expect(port.looks).toEqual([40000, 40000]);
      expect(waits).toEqual([1000]);
    });

    it('is reported when it is still busy the second time', async () => {
      const port = portBusyFor(2);
      const problems = await findPortProblems([{ port: 40000, owner: 'api', envVar: 'API_PORT' }], {
        ephemeralRange: RANGE,
        isFree: port.isFree,
        sleep,
      });
      expect(problems).toEqual([expect.stringContaining('Port 40000 (api) is already in use')]);
      expect(port.looks).toHaveLength(2);
    });

    it('is the only kind looked at twice: a port something listens on is reported at once', async () => {
      const port = portBusyFor(1);
      const problems = await findPortProblems([{ port: 8080, owner: 'proxy', envVar: 'PORT' }], {
        ephemeralRange: RANGE,
        isFree: port.isFree,
        sleep,
      });
      expect(problems).toEqual([expect.stringContaining('Set PORT=<port>')]);
      expect(port.looks).toEqual([8080]);
      expect(waits).toEqual([]);
    });

    it("reads the kernel's range, or Linux's default", () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'ports-'));
      const file = path.join(dir, 'ip_local_port_range');
      writeFileSync(file, '49152\t65535\n');
      expect(ephemeralPortRange(file)).toEqual([49152, 65535]);
      writeFileSync(file, 'nonsense\n');
      expect(ephemeralPortRange(file)).toEqual([32768, 60999]);
      expect(ephemeralPortRange(path.join(dir, 'missing'))).toEqual([32768, 60999]);
    });
  });
});
