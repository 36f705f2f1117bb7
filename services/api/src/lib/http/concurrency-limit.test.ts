import { ConcurrencyLimit, ConcurrencyLimitError } from './concurrency-limit';

/** A task that runs until the test lets it finish. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('ConcurrencyLimit', () => {
  it('runs at most `concurrency` at once, queues `queue` more and refuses the rest at once', async () => {
    const limit = new ConcurrencyLimit(2, 1);
    const gates = [gate(), gate(), gate()];
    const started: number[] = [];
    const runs = gates.map((g, i) =>
      limit.run(async () => {
        started.push(i);
        await g.opened;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(limit.active).toBe(2);
    expect(limit.queued).toBe(1);
    let ran = false;
    await expect(
      limit.run(() => {
        ran = true;
      }),
    ).rejects.toBeInstanceOf(ConcurrencyLimitError);
    expect(ran).toBe(false);

    gates[0]!.open();
    expect(await runs[0]).toBe(0);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    expect(limit.active).toBe(2);
    expect(limit.queued).toBe(0);
    gates[1]!.open();
    gates[2]!.open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(limit.active).toBe(0);
    expect(await limit.run(() => 'again')).toBe('again');
  });

  it('frees the slot of a task that fails', async () => {
    const limit = new ConcurrencyLimit(1, 0);
    await expect(
      limit.run(() => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(limit.active).toBe(0);
    expect(await limit.run(() => 1)).toBe(1);
  });
});
