import { autorun, makeAutoObservable } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { HubTransport } from '@brokerage/shared/realtime/hubTransport.ts';
import { framePushes } from './framePushes';

/** A hub transport whose pushes, results and closes the test sends. */
function fakeTransport() {
  const pushes = new Map<string, (...args: unknown[]) => void>();
  let close: ((error?: Error) => void) | undefined;
  let answer: (result: unknown) => void = () => {};
  const transport: HubTransport = {
    start: () => Promise.resolve(),
    stop: () => Promise.resolve(),
    invoke: () => new Promise((resolve) => (answer = resolve)),
    on: (method, callback) => void pushes.set(method, callback),
    onclose: (callback) => void (close = callback),
  };
  return {
    transport,
    push: (method: string, ...args: unknown[]) => pushes.get(method)!(...args),
    close: (error?: Error) => close!(error),
    answer: (result: unknown) => answer(result),
  };
}

/** A scheduler the test runs by hand: the frames requested so far. */
function manualFrames() {
  const frames: Array<() => void> = [];
  return { schedule: (flush: () => void) => void frames.push(flush), frames };
}

describe('framePushes', () => {
  it("applies a frame's pushes together, in order, and observers see them once", () => {
    const hub = fakeTransport();
    const { schedule, frames } = manualFrames();
    const batched = framePushes(hub.transport, schedule);
    const board = makeAutoObservable({ prices: [] as number[] });
    batched.on('updateStockPrice', (price) => board.prices.push(price as number));
    const seen: number[][] = [];
    const stop = autorun(() => seen.push([...board.prices]));

    hub.push('updateStockPrice', 1);
    hub.push('updateStockPrice', 2);
    hub.push('updateStockPrice', 3);
    expect(board.prices).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]!();
    expect(seen).toEqual([[], [1, 2, 3]]);

    // The next push asks for the next frame.
    hub.push('updateStockPrice', 4);
    expect(frames).toHaveLength(2);
    frames[1]!();
    expect(seen.at(-1)).toEqual([1, 2, 3, 4]);
    stop();
  });

  it("applies held pushes before a hub call's result and before a close", async () => {
    const hub = fakeTransport();
    const { schedule } = manualFrames();
    const batched = framePushes(hub.transport, schedule);
    const events: string[] = [];
    batched.on('updateStockPrice', (price) => events.push(`push ${String(price)}`));
    batched.onclose(() => events.push('closed'));

    hub.push('updateStockPrice', 1);
    const result = batched
      .invoke('GetAllStocks')
      .then((value) => events.push(`result ${String(value)}`));
    hub.answer('snapshot');
    await result;
    hub.push('updateStockPrice', 2);
    hub.close();
    expect(events).toEqual(['push 1', 'result snapshot', 'push 2', 'closed']);
  });
});
