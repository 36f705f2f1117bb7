import { describe, expect, it } from 'vitest';
import { groupAlive, sleep, startProcess } from './process';

const spec = (script: string) => ({
  name: 'test',
  color: 'gray' as const,
  command: 'sh',
  args: ['-c', script],
  cwd: process.cwd(),
  env: process.env,
});

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function readPid(proc: ReturnType<typeof startProcess>): Promise<number> {
  return new Promise((resolve) => {
    proc.child.stdout?.on('data', (chunk: Buffer) => {
      const match = /grandchild=(\d+)/.exec(chunk.toString());
      if (match?.[1]) resolve(Number(match[1]));
    });
  });
}

describe('startProcess', () => {
  it('stops the whole group, grandchildren included', async () => {
    // The shell starts a grandchild and waits: SIGTERM to the shell alone would orphan it.
    const proc = startProcess(spec('sleep 60 & echo grandchild=$!; wait'));
    const grandchild = await readPid(proc);
    expect(alive(grandchild)).toBe(true);
    await proc.stop(2_000);
    expect(proc.hasExited()).toBe(true);
    expect(groupAlive(proc.pid)).toBe(false);
    expect(alive(grandchild)).toBe(false);
  });

  it('kills a process that ignores SIGTERM once the grace period is over', async () => {
    const proc = startProcess(
      spec("trap '' TERM; echo grandchild=$$; while :; do sleep 0.1; done"),
    );
    await readPid(proc);
    const started = Date.now();
    await proc.stop(500);
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(groupAlive(proc.pid)).toBe(false);
    expect((await proc.exited).signal).toBe('SIGKILL');
  });

  it('gives a graceful child its time to finish closing', async () => {
    // Like the API closing PGlite: it takes a moment after SIGTERM and must not be killed.
    const proc = startProcess(
      spec("trap 'sleep 0.3; exit 0' TERM; echo grandchild=$$; while :; do sleep 0.05; done"),
    );
    await readPid(proc);
    await proc.stop(5_000);
    expect(await proc.exited).toEqual({ code: 0, signal: null });
  });

  it('reports the exit of a process that dies by itself', async () => {
    const proc = startProcess(spec('exit 3'));
    expect(await proc.exited).toEqual({ code: 3, signal: null });
    await sleep(10);
    expect(proc.hasExited()).toBe(true);
  });
});
