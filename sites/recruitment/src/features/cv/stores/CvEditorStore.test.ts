import { ApiRequestError } from '@brokerage/shared/api/errors.ts';
import { strictMobxWithFakeTimers } from '@brokerage/shared/testing/strictMobx.ts';
import { describe, expect, it, vi } from 'vitest';
import { CvEditorStore, type CvSnapshot } from './CvEditorStore';

interface Draft {
  personal: { name?: string; city?: string };
  awards: { year?: number; description?: string }[];
}

const snapshot = (cv: Draft, extra: Partial<CvSnapshot<Draft>> = {}): CvSnapshot<Draft> => ({
  cv,
  complete: false,
  missing: ['education'],
  updatedAt: '2030-01-01T02:00:00.000Z',
  ...extra,
});

function setup(save = vi.fn(async (cv: Draft) => snapshot(cv))) {
  const load = vi.fn(async () => snapshot({ personal: {}, awards: [] }, { updatedAt: null }));
  const store = new CvEditorStore<Draft>({ load, save, debounceMs: 800 });
  return { store, load, save };
}

const settle = async () => {
  // The save's promise chain: a few microtask turns.
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('CvEditorStore', () => {
  const warnings = strictMobxWithFakeTimers();

  it('waits for a pause in the typing, then saves the latest text once', async () => {
    const { store, save } = setup();
    await store.load();
    store.edit((cv) => void (cv.personal.name = 'N'));
    store.edit((cv) => void (cv.personal.name = 'Nguyễn'));
    expect(store.status).toBe('pending');
    await vi.advanceTimersByTimeAsync(799);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]?.[0]).toEqual({ personal: { name: 'Nguyễn' }, awards: [] });
    expect(store.status).toBe('saved');
    expect(store.savedAt).toBe('2030-01-01T02:00:00.000Z');
    expect(store.missing).toEqual(['education']);
    expect(warnings).toEqual([]);
  });

  it('keeps what was typed when a save fails, and saves it on retry', async () => {
    const save = vi
      .fn<(cv: Draft) => Promise<CvSnapshot<Draft>>>()
      .mockRejectedValueOnce(new ApiRequestError({ status: 500, errors: [] }))
      .mockImplementation(async (cv) => snapshot(cv));
    const { store } = setup(save);
    await store.load();
    store.edit((cv) => void (cv.personal.city = 'Hà Nội'));
    await vi.advanceTimersByTimeAsync(800);
    await settle();
    expect(store.status).toBe('error');
    expect(store.cv?.personal.city).toBe('Hà Nội');
    expect(store.dirty).toBe(true);

    await store.retry();
    expect(save).toHaveBeenCalledTimes(2);
    expect(save.mock.calls[1]?.[0].personal.city).toBe('Hà Nội');
    expect(store.status).toBe('saved');
    expect(store.dirty).toBe(false);
  });

  it('puts the server field errors on their fields and keeps the text', async () => {
    const save = vi.fn().mockRejectedValueOnce(
      new ApiRequestError({
        status: 400,
        errors: [{ code: 'too_long', message: 'Quá dài', field: 'cv_data.personal.name' }],
      }),
    );
    const { store } = setup(save);
    await store.load();
    store.edit((cv) => void (cv.personal.name = 'x'.repeat(500)));
    await vi.advanceTimersByTimeAsync(800);
    await settle();
    expect(store.status).toBe('error');
    expect(store.serverErrors).toEqual({ 'personal.name': 'Quá dài' });
    expect(store.cv?.personal.name).toHaveLength(500);
  });

  it('does not lose an edit made while a save is on its way', async () => {
    let release: (value: CvSnapshot<Draft>) => void = () => undefined;
    const save = vi
      .fn<(cv: Draft) => Promise<CvSnapshot<Draft>>>()
      .mockImplementationOnce(
        (cv) => new Promise((resolve) => (release = () => resolve(snapshot(structuredClone(cv))))),
      )
      .mockImplementation(async (cv) => snapshot(cv));
    const { store } = setup(save);
    await store.load();
    store.edit((cv) => void (cv.personal.name = 'An'));
    await vi.advanceTimersByTimeAsync(800);
    expect(store.status).toBe('saving');
    store.edit((cv) => void cv.awards.push({ year: 2020, description: 'Giải nhất' }));
    release(snapshot({ personal: { name: 'An' }, awards: [] }));
    await settle();
    // The answer to the first save must not wipe the award typed meanwhile.
    expect(store.cv?.awards).toHaveLength(1);
    expect(store.dirty).toBe(true);
    await vi.advanceTimersByTimeAsync(800);
    await settle();
    expect(save).toHaveBeenCalledTimes(2);
    expect(save.mock.calls[1]?.[0].awards).toHaveLength(1);
    expect(store.status).toBe('saved');
  });

  it('saves at once on leaving, without waiting for the pause', async () => {
    const { store, save } = setup();
    await store.load();
    store.edit((cv) => void (cv.personal.name = 'Bình'));
    await store.flush();
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('does not send a draft the shared schema refuses, and says which field', async () => {
    const { store, save } = setup();
    store.setValidator((cv): Record<string, string> =>
      cv.personal.name === '<' ? { 'personal.name': 'invalid' } : {},
    );
    await store.load();
    store.edit((cv) => void (cv.personal.name = '<'));
    await vi.advanceTimersByTimeAsync(800);
    await settle();
    expect(save).not.toHaveBeenCalled();
    expect(store.status).toBe('invalid');
    expect(store.fieldErrors).toEqual({ 'personal.name': 'invalid' });
  });
});
