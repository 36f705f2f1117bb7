/**
 * Child processes that can always be stopped completely.
 *
 * Each child is spawned in its own process group (`detached`), and every signal goes to the
 * whole group. Our children are wrappers (tsx starts a second node, tsx watch a third, Vite an
 * esbuild/rolldown worker), so signalling only the pid we spawned would leave grandchildren
 * holding ports and, for the API, an embedded PostgreSQL half closed. Groups also keep a
 * terminal's Ctrl-C away from the children: only the launcher gets it, and it decides the order
 * and the grace period.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { pipeWithPrefix, type Color } from './log';

export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ProcessSpec {
  name: string;
  color: Color;
  command: string;
  args: readonly string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
}

export interface ManagedProcess {
  readonly name: string;
  readonly pid: number;
  readonly child: ChildProcess;
  /** Settles when the spawned process (the group leader) exits. */
  readonly exited: Promise<ExitInfo>;
  readonly hasExited: () => boolean;
  /** SIGTERM to the group, SIGKILL after `graceMs`; resolves when the whole group is gone. */
  stop(graceMs: number): Promise<void>;
  /** Immediate SIGKILL to the group, synchronous (for `process.on('exit')`). */
  kill(): void;
}

export function startProcess(spec: ProcessSpec): ManagedProcess {
  const child = spawn(spec.command, spec.args, {
    cwd: spec.cwd,
    env: spec.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid === undefined) {
    // spawn reports ENOENT asynchronously, but a missing pid means it already failed.
    throw new Error(`Could not start ${spec.name}: ${spec.command} ${spec.args.join(' ')}`);
  }
  const pid = child.pid;
  pipeWithPrefix(child.stdout!, process.stdout, spec.name, spec.color);
  pipeWithPrefix(child.stderr!, process.stderr, spec.name, spec.color);

  let exitInfo: ExitInfo | undefined;
  const exited = new Promise<ExitInfo>((resolve) => {
    child.once('exit', (code, signal) => {
      exitInfo = { code, signal };
      resolve(exitInfo);
    });
    child.once('error', (error) => {
      process.stderr.write(`[${spec.name}] failed to start: ${error.message}\n`);
      exitInfo = { code: 127, signal: null };
      resolve(exitInfo);
    });
  });

  let stopping: Promise<void> | undefined;
  const stop = (graceMs: number): Promise<void> => {
    stopping ??= (async () => {
      const deadline = Date.now() + graceMs;
      signalGroup(pid, 'SIGTERM');
      const leaderGone = await Promise.race([
        exited.then(() => true),
        sleep(graceMs).then(() => false),
      ]);
      if (!leaderGone) {
        process.stderr.write(`[${spec.name}] did not stop within ${graceMs} ms; killing it\n`);
        signalGroup(pid, 'SIGKILL');
        await exited;
      }
      // The leader may exit before its own children finish closing (tsx watch does); give
      // them what is left of the grace period before the group is killed for good.
      while (groupAlive(pid) && Date.now() < deadline) await sleep(50);
      signalGroup(pid, 'SIGKILL');
      // Killed members linger as zombies until init reaps them; wait so "stopped" means gone.
      const reapDeadline = Date.now() + 2_000;
      while (groupAlive(pid) && Date.now() < reapDeadline) await sleep(20);
    })();
    return stopping;
  };

  return {
    name: spec.name,
    pid,
    child,
    exited,
    hasExited: () => exitInfo !== undefined,
    stop,
    kill: () => signalGroup(pid, 'SIGKILL'),
  };
}

/** Waits for a one-shot command (a build) and rejects unless it exited 0. */
export async function expectSuccess(proc: ManagedProcess): Promise<void> {
  const { code, signal } = await proc.exited;
  // A finished build may leave a worker behind in its group; do not let it linger.
  signalGroup(proc.pid, 'SIGKILL');
  if (code !== 0) {
    throw new Error(`${proc.name} failed (${signal ? `signal ${signal}` : `exit code ${code}`})`);
  }
}

export function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    // ESRCH: the group is already gone, which is what we wanted.
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

export function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
