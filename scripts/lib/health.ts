import { sleep } from './process';

export interface WaitOptions {
  timeoutMs: number;
  /** Accept any HTTP status, not just 2xx. */
  anyStatus?: boolean;
  /** Checked between polls; a reason string ends the wait early (the process died). */
  giveUp?: () => string | undefined;
  intervalMs?: number;
}

/** Polls `url` until it answers; throws with the last error when time runs out. */
export async function waitForHealthy(url: string, options: WaitOptions): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  let last: string;
  for (;;) {
    const reason = options.giveUp?.();
    if (reason) throw new Error(reason);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000), redirect: 'manual' });
      await res.body?.cancel();
      if (options.anyStatus || res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = describe(error);
    }
    if (Date.now() >= deadline) {
      throw new Error(
        `${url} did not become healthy within ${Math.round(options.timeoutMs / 1000)} s (last: ${last})`,
      );
    }
    await sleep(options.intervalMs ?? 250);
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as Error & { cause?: { code?: string } }).cause;
    return cause?.code ?? error.message;
  }
  return String(error);
}
