/**
 * How the servers (the API, the SSO, the price board, the proxy) start and stop: the
 * configuration read once, or the process ends with every reason (style.md: fail loudly at
 * start-up); a listener that is up before anything relies on it; a close on SIGINT or SIGTERM
 * that cannot hang the process.
 */
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from './observability.ts';

/** The environment was refused; the message lists every problem, for the operator. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * The repository's root, so no path depends on the cwd: the nearest folder above this module
 * whose package.json declares the workspaces. Found, not counted: this module also runs bundled
 * into a service's dist/ (scripts/lib/service-build.ts), at another depth than shared/src/server.
 */
export const REPO_ROOT = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        workspaces?: unknown;
      };
      if (manifest.workspaces) return dir + path.sep;
    } catch {
      // No (readable) package.json here: look further up.
    }
    if (dir === path.dirname(dir)) throw new Error(`no workspace root above ${from}`);
  }
}

/** DATA_DIR made absolute; unset, `.data` at the repository root (where `npm start` keeps it). */
export const dataDirOf = (configured: string | undefined): string =>
  path.resolve(configured ?? path.join(REPO_ROOT, '.data'));

/** What `load` read; on a ConfigError, its message on stderr and exit code 1. */
export function configOrExit<T>(load: () => T): T {
  try {
    return load();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** zod's issues as a ConfigError lists them: one indented line each, named by the variable. */
export const issueLines = (issues: readonly { path: PropertyKey[]; message: string }[]) =>
  issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);

/** Resolves once `server` listens; rejects when it cannot (the address is in use, say). */
export function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * Runs `close` once on SIGINT or SIGTERM, then exits 0, or 1 when it fails or takes longer than
 * `timeoutMs` (a hung close must not keep the process alive). The shutdown is returned for the
 * other reasons to stop (a cluster worker that lost its primary).
 */
export function closeOnSignals(
  close: () => Promise<unknown>,
  logger: Pick<Logger, 'info' | 'error'>,
  timeoutMs = 10_000,
): (reason: string) => void {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info('shutting down', { signal });
    const timer = setTimeout(() => {
      logger.error('shutdown timed out');
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    // The timer is cleared first: where exit does not end the process (a test's stub), a timer
    // left behind would call the real exit a second later, in the middle of something else.
    close().then(
      () => {
        clearTimeout(timer);
        process.exit(0);
      },
      (error: unknown) => {
        clearTimeout(timer);
        logger.error('error while shutting down', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  return shutdown;
}
