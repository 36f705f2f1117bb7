import { runInAction } from 'mobx';
import type { HubTransport } from '@brokerage/shared/realtime/hubTransport.ts';

/** Runs `flush` once, at the next frame. */
export type FrameScheduler = (flush: () => void) => void;

/** A hidden tab draws no frames: its pushes still go in, this often at most. */
const HIDDEN_TAB_FLUSH_MS = 1_000;

const nextFrame: FrameScheduler = (flush) => {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    flush();
  };
  const frame = requestAnimationFrame(run);
  const timer = setTimeout(run, HIDDEN_TAB_FLUSH_MS);
};

/**
 * The hub's pushes applied once per frame (issue 26): a push is held until the next animation
 * frame, and the frame's pushes are applied in one action, so the page's observers render once
 * for them instead of once each (a burst after a reconnect, or several symbols followed, was a
 * render per message on a phone's main thread). Order is kept: what was held is applied before
 * a hub call's result and before a close is handled.
 */
export function framePushes(
  transport: HubTransport,
  schedule: FrameScheduler = nextFrame,
): HubTransport {
  let held: Array<() => void> = [];
  const flush = () => {
    if (held.length === 0) return;
    const calls = held;
    held = [];
    runInAction(() => calls.forEach((call) => call()));
  };
  return {
    start: () => transport.start(),
    stop: () => transport.stop(),
    invoke: async (method, ...args) => {
      const result = await transport.invoke(method, ...args);
      flush();
      return result;
    },
    on(method, callback) {
      transport.on(method, (...args) => {
        if (held.length === 0) schedule(flush);
        held.push(() => callback(...args));
      });
    },
    onclose(callback) {
      transport.onclose((error) => {
        flush();
        callback(error);
      });
    },
  };
}
