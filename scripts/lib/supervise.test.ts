import { describe, expect, it } from 'vitest';
import { sleep, startProcess } from './process';
import { describeExit, Supervisor, type SupervisorOptions } from './supervise';

/** A service that runs until killed, or exits with `code` after `ms`. */
const service = (script: string) => () =>
  startProcess({
    name: 'svc',
    color: 'gray',
    command: 'sh',
    args: ['-c', script],
    cwd: process.cwd(),
    env: process.env,
  });

function supervise(script: string, options: Partial<SupervisorOptions> = {}) {
  const lines: string[] = [];
  const fatal: string[] = [];
  const supervisor = new Supervisor({
    name: 'api',
    start: service(script),
    onFatal: (reason) => fatal.push(reason),
    log: { warn: (m) => lines.push(m), info: (m) => lines.push(m) },
    initialDelayMs: 100,
    maxDelayMs: 400,
    stableMs: 10_000,
    ...options,
  });
  return { supervisor, lines, fatal };
}

async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(20);
  }
}

describe('Supervisor', () => {
  it('restarts a service killed after it was ready, and says why', async () => {
    const { supervisor, lines, fatal } = supervise('sleep 60');
    supervisor.markReady();
    const first = supervisor.current;
    first.kill();
    await until(() => supervisor.restarts === 1);
    expect(supervisor.current.pid).not.toBe(first.pid);
    expect(supervisor.current.hasExited()).toBe(false);
    expect(lines[0]).toMatch(
      /^api was killed by SIGKILL after .*; restarting in 100 ms \(attempt 1 of 10\)$/,
    );
    expect(lines[1]).toMatch(/^api restarted \(pid \d+\)$/);
    expect(fatal).toEqual([]);
    await supervisor.stop(1_000);
  });

  it('names the signal a wrapper relays as its exit code', () => {
    expect(describeExit({ code: 137, signal: null })).toBe('exited with code 137 (SIGKILL)');
    expect(describeExit({ code: 1, signal: null })).toBe('exited with code 1');
    expect(describeExit({ code: null, signal: 'SIGSEGV' })).toBe('was killed by SIGSEGV');
  });

  it('backs off exponentially while it keeps crashing, then gives up', async () => {
    const { supervisor, lines, fatal } = supervise('exit 3', { maxCrashes: 3 });
    supervisor.markReady();
    await until(() => fatal.length === 1);
    const delays = lines
      .filter((l) => l.includes('restarting in'))
      .map((l) => /restarting in (\d+) ms/.exec(l)?.[1]);
    expect(delays).toEqual(['100', '200', '400']);
    expect(fatal[0]).toBe('api exited with code 3; it crashed 3 times in a row, giving up');
    expect(supervisor.failed).toBe(true);
  });

  it('does not retry a service that dies before it was ever ready', async () => {
    const { supervisor, fatal } = supervise('echo "bad config" >&2; exit 1');
    await until(() => fatal.length === 1);
    expect(fatal[0]).toBe('api exited with code 1 before it was ready');
    await sleep(250);
    expect(supervisor.restarts).toBe(0);
  });

  it('stop() during a backoff wait cancels the restart', async () => {
    const { supervisor, lines } = supervise('sleep 60', { initialDelayMs: 20_000 });
    supervisor.markReady();
    supervisor.current.kill();
    await until(() => lines.length === 1);
    const started = Date.now();
    await supervisor.stop(1_000);
    // Nowhere near the 20 s backoff: stop() does not wait it out.
    expect(Date.now() - started).toBeLessThan(10_000);
    await sleep(100);
    expect(supervisor.restarts).toBe(0);
  });
});
