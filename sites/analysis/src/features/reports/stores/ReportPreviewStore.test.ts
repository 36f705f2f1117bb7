import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { ApiRequestError } from '@brokerage/shared/api/errors.ts';
import { fixtureAnalysisReport } from '@brokerage/shared/testing/fixtures.ts';
import type { AnalysisReport } from '@brokerage/shared/validation/contentItems.ts';
import { parseReportId, ReportPreviewStore } from './ReportPreviewStore';

const report = (id: number): AnalysisReport =>
  fixtureAnalysisReport({
    id,
    style: { bgColor: '#0b3d2e' },
    requiredLogin: true,
    file: 'FPT-tang-truong.pdf',
  });

const failure = (status: number) =>
  new ApiRequestError({ status, errors: [{ code: 'x', message: 'x' }] });

/** `getReport`'s GET, answered by `reply` once the test lets it through. */
function setup(reply: (id: number) => Promise<AnalysisReport>) {
  const gates: Array<() => void> = [];
  const getData = vi.fn(async (url: string) => {
    await new Promise<void>((resolve) => gates.push(resolve));
    return reply(Number(url.split('/').at(-1)));
  });
  const unsupported = () => Promise.reject(new Error('not faked'));
  // Only the report's GET is called (the cast stands for its generic schema).
  const api = {
    getData,
    getList: unsupported,
    postData: unsupported,
    postForm: unsupported,
    postNoContent: unsupported,
    sendData: unsupported,
    sendNoContent: unsupported,
    postBlob: unsupported,
  } as unknown as ApiClient;
  const store = new ReportPreviewStore(api);
  const answerNext = async () => {
    await vi.waitFor(() => expect(gates.length).toBeGreaterThan(0));
    gates.shift()!();
  };
  return { store, getData, answerNext };
}

describe('ReportPreviewStore', () => {
  it('keeps the login panel while it asks again after a login, then shows the report', async () => {
    let loggedIn = false;
    const { store, answerNext } = setup(async (id) => {
      if (!loggedIn) throw failure(401);
      return report(id);
    });
    const first = store.load(12, 'vi');
    await answerNext();
    await first;
    expect(store.failure).toBe('loginRequired');
    expect(store.report).toBeNull();

    loggedIn = true;
    const again = store.load(12, 'vi');
    expect(store.loading).toBe(true);
    expect(store.failure).toBe('loginRequired'); // not the placeholder while it asks
    await answerNext();
    await again;
    expect(store.failure).toBeNull();
    expect(store.report?.id).toBe(12);
    expect(store.loading).toBe(false);
  });

  it('forgets the report shown when another is asked for, and tells a missing one', async () => {
    const { store, answerNext } = setup(async (id) => {
      if (id === 13) throw failure(404);
      return report(id);
    });
    const first = store.load(12, 'vi');
    await answerNext();
    await first;
    expect(store.report?.id).toBe(12);
    const other = store.load(13, 'vi');
    expect(store.report).toBeNull();
    await answerNext();
    await other;
    expect(store.failure).toBe('notFound');
    expect(store.report).toBeNull();
  });

  it('drops the answer of a load it cancelled', async () => {
    const { store, answerNext } = setup(async (id) => report(id));
    const loading = store.load(12, 'vi');
    store.cancel();
    expect(store.loading).toBe(false);
    await answerNext();
    await loading;
    expect(store.report).toBeNull();
    expect(store.failure).toBeNull();
  });

  it('reads an id the API can hold, and nothing else', () => {
    expect(parseReportId('12')).toBe(12);
    expect(parseReportId('0')).toBeNull();
    expect(parseReportId('2147483648')).toBeNull();
    expect(parseReportId('12a')).toBeNull();
    expect(parseReportId(undefined)).toBeNull();
  });
});
