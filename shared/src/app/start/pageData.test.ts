import { describe, expect, it, vi } from 'vitest';
import type { Transport, TransportRequest } from '../../api/transport';
import {
  pageDataJson,
  parsePageData,
  parsedRecorder,
  recordingAdapter,
  replayAdapter,
  requestKey,
  type PageResponse,
} from './pageData';
import { answerKey } from './ssrMarkup';

const request = (
  url: string,
  params: Record<string, unknown> = {},
  extra: Partial<TransportRequest> = {},
): TransportRequest => ({
  baseURL: '/api/v1',
  url,
  method: 'get',
  params,
  headers: new Headers(),
  timeout: 0,
  responseType: 'json',
  ...extra,
});

describe('requestKey', () => {
  it('names a GET by path and query, whatever the order of the query', () => {
    expect(requestKey(request('pages/static/ekyc', { locale: 'vi', a: 1 }))).toBe(
      requestKey(request('pages/static/ekyc', { a: 1, locale: 'vi', b: undefined })),
    );
    expect(requestKey(request('pages/static/ekyc', { locale: 'en' }))).not.toBe(
      requestKey(request('pages/static/ekyc', { locale: 'vi' })),
    );
  });

  it('never shares a POST or a request with a token', () => {
    expect(requestKey(request('contacts', {}, { method: 'post' }))).toBeNull();
    const withToken = request('customers/me');
    withToken.headers.set('Authorization', 'Bearer abc');
    expect(requestKey(withToken)).toBeNull();
  });
});

describe('the page-data block', () => {
  it('round-trips, and no text can close its script element', () => {
    const answers: PageResponse[] = [
      { key: 'a?[]', status: 200, data: { html: '</script><script>alert(1)</script>' } },
    ];
    const json = pageDataJson(answers);
    expect(json).not.toContain('</script>');
    expect([...parsePageData(json).values()]).toEqual(answers);
  });

  it('counts anything malformed as no answers', () => {
    expect(parsePageData('{not json').size).toBe(0);
    expect(parsePageData('{"key":"a"}').size).toBe(0);
    expect(parsePageData('[{"key":1,"status":200},{"key":"b"}]').size).toBe(0);
    expect(parsePageData(null).size).toBe(0);
  });
});

describe('replayAdapter', () => {
  const recorded = (...answers: PageResponse[]) => new Map(answers.map((a) => [a.key, a]));
  /** The network transport, answering `data` to everything. */
  const network = (data: string) =>
    vi.fn<Transport>(async () => ({ data, status: 200, headers: new Headers() }));

  it('answers the page’s GETs from the record and the rest from the network', async () => {
    const fromNetwork = network('from network');
    const page = request('pages/static/ekyc', { locale: 'vi' });
    const { adapter } = replayAdapter(
      recorded({ key: requestKey(page) ?? '', status: 200, data: { data: { title: 'eKYC' } } }),
      fromNetwork,
    );

    await expect(adapter(page)).resolves.toMatchObject({
      status: 200,
      data: { data: { title: 'eKYC' } },
    });
    expect(fromNetwork).not.toHaveBeenCalled();
    await expect(adapter(request('news', { locale: 'vi' }))).resolves.toMatchObject({
      data: 'from network',
    });
    expect(fromNetwork).toHaveBeenCalledTimes(1);
  });

  it('answers a recorded 404 as the network would (an answer with that status)', async () => {
    const page = request('pages/khong-co', { locale: 'vi' });
    const { adapter } = replayAdapter(
      recorded({ key: requestKey(page) ?? '', status: 404, data: { errors: [{ code: 'x' }] } }),
      network('unused'),
    );
    await expect(adapter(page)).resolves.toMatchObject({
      status: 404,
      data: { errors: [{ code: 'x' }] },
    });
  });

  it('sends everything to the network once the visitor has moved on', async () => {
    const page = request('pages/static/ekyc', { locale: 'vi' });
    const replay = replayAdapter(
      recorded({ key: requestKey(page) ?? '', status: 200, data: 'old' }),
      network('fresh'),
    );
    replay.forget();
    await expect(replay.adapter(page)).resolves.toMatchObject({ data: 'fresh' });
  });
});

describe('recordingAdapter', () => {
  const transport =
    (status: number, data: unknown): Transport =>
    async () => ({ data, status, headers: new Headers() });

  it('keeps anonymous GET answers and 404s, with the visitor’s forwarding headers sent', async () => {
    const record: PageResponse[] = [];
    const seen: string[] = [];
    const adapter = recordingAdapter(
      async (sent) => {
        seen.push(String(sent.headers.get('x-forwarded-for')));
        return transport(200, '{"data":{"title":"eKYC"}}')(sent);
      },
      { 'x-forwarded-for': '203.0.113.9' },
      record,
    );
    await adapter(request('pages/static/ekyc', { locale: 'vi' }));
    await recordingAdapter(
      transport(404, { errors: [] }),
      {},
      record,
    )(request('pages/x', { locale: 'vi' })).catch(() => undefined);

    expect(seen).toEqual(['203.0.113.9']);
    expect(record).toEqual([
      {
        key: requestKey(request('pages/static/ekyc', { locale: 'vi' })),
        status: 200,
        data: { data: { title: 'eKYC' } },
      },
      { key: requestKey(request('pages/x', { locale: 'vi' })), status: 404, data: { errors: [] } },
    ]);
  });

  it('keeps no failure that says nothing about the page, no POST and nothing with a token', async () => {
    const record: PageResponse[] = [];
    await recordingAdapter(transport(503, {}), {}, record)(request('news')).catch(() => undefined);
    await recordingAdapter(transport(429, {}), {}, record)(request('news')).catch(() => undefined);
    await recordingAdapter(
      transport(200, {}),
      {},
      record,
    )(request('page-views', {}, { method: 'post' }));
    const withToken = request('customers/me');
    withToken.headers.set('Authorization', 'Bearer abc');
    await recordingAdapter(transport(200, {}), {}, record)(withToken);
    expect(record).toEqual([]);
  });

  it('answers what the proxy already asked without asking again, and keeps it for the browser', async () => {
    const record: PageResponse[] = [];
    const asked: string[] = [];
    const page = { data: { title: 'Giới thiệu', templateCode: 'ABOUT' } };
    const known = new Map<string, PageResponse>(
      [
        { key: answerKey('pages/gioi-thieu', { locale: 'vi' }), status: 200, data: page },
        { key: answerKey('pages/khong-co', { locale: 'vi' }), status: 404, data: { errors: [] } },
      ].map((entry) => [entry.key, entry]),
    );
    const adapter = recordingAdapter(
      async (sent) => {
        asked.push(sent.url);
        return transport(200, { data: [] })(sent);
      },
      {},
      record,
      known,
    );
    const found = await adapter(request('pages/gioi-thieu', { locale: 'vi' }));
    expect(found.data).toEqual(page);
    const missing = await adapter(request('pages/khong-co', { locale: 'vi' }));
    expect(missing.status).toBe(404);
    await adapter(request('news', { locale: 'vi' }));
    expect(asked).toEqual(['news']);
    expect(record.map((entry) => entry.key)).toEqual([
      answerKey('pages/gioi-thieu', { locale: 'vi' }),
      answerKey('pages/khong-co', { locale: 'vi' }),
      answerKey('news', { locale: 'vi' }),
    ]);
  });
});

describe('parsedRecorder (issue 26: the browser hydrates without zod)', () => {
  const key = (url: string) => requestKey(request(url))!;
  const schemaA = { name: 'A' };
  const schemaB = { name: 'B' };

  it('puts the parsed output in place of the answer, without changing the recorded object', () => {
    const raw: PageResponse = {
      key: key('news'),
      status: 200,
      data: { data: [{ id: '1' }], meta: {} },
    };
    const record = [raw];
    parsedRecorder(record)(request('news'), 'list', schemaA, { data: [{ id: 1 }], meta: {} });
    expect(record).toEqual([
      { key: raw.key, status: 200, data: { data: [{ id: 1 }], meta: {} }, parsed: 'list' },
    ]);
    expect(raw).toEqual({ key: raw.key, status: 200, data: { data: [{ id: '1' }], meta: {} } });
    // Through the page and back, the browser's replay hands the output over as parsed.
    const replayed = parsePageData(pageDataJson(record)).get(raw.key);
    expect(replayed?.parsed).toBe('list');
  });

  it('keeps an answer read with two schemas as it came, and a 404 as it came', async () => {
    const raw: PageResponse = { key: key('pages/a'), status: 200, data: { data: { v: ' x ' } } };
    const missing: PageResponse = { key: key('pages/b'), status: 404, data: { errors: [] } };
    const record = [raw, missing];
    const parsed = parsedRecorder(record);
    parsed(request('pages/a'), 'data', schemaA, { data: { v: 'x' } });
    parsed(request('pages/a'), 'data', schemaA, { data: { v: 'x' } });
    expect(record[0]?.parsed).toBe('data');
    parsed(request('pages/a'), 'data', schemaB, { data: { v: 'X' } });
    expect(record[0]).toBe(raw);
    parsed(request('pages/b'), 'data', schemaA, { data: null });
    expect(record[1]).toBe(missing);
    const answer = await replayAdapter(parsePageData(pageDataJson(record))).adapter(
      request('pages/a'),
    );
    expect(answer.parsed).toBeUndefined();
  });

  it('records nothing for an answer it has no record of (a request with a token)', () => {
    const record: PageResponse[] = [];
    const withToken = request('customers/me');
    withToken.headers.set('Authorization', 'Bearer abc');
    parsedRecorder(record)(withToken, 'data', schemaA, { data: {} });
    expect(record).toEqual([]);
  });
});
