import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { dataEnvelope, listEnvelope } from '@brokerage/shared/validation/common.ts';
import {
  RecommendationCategorySchema,
  RecommendationSchema,
  type Recommendation,
  type RecommendationCategory,
} from '@brokerage/shared/validation/companyDataApi.ts';
import { z } from 'zod';
import { companyRecommendations, marketCompanies } from '../../db/schema';
import { readZip, zipText } from '../../lib/xlsx/read-zip';
import { excelDateSerial, XLSX_CONTENT_TYPE } from '../../lib/xlsx/workbook';
import { RECAPTCHA_VERIFY_URL } from '../../plugins/app/recaptcha';
import { buildTestApp, useTestApp, type TestAppOptions } from '../../test/build-test-app';
import { recaptchaSuite } from '../../test/recaptcha';
import { getOk } from '../../test/requests';
import { expectApiError } from '../../test/responses';

const API = '/api/v1';
const LATEST = `${API}/ttpt-recommendations/export`;
const HISTORY = `${API}/ttpt-recommendations/history/export`;
/** No live board in these tests. */
const ENV = { PRICEBOARD_URL: 'http://127.0.0.1:9' };

/** One sheet cell as the file holds it: its style and its text or number. */
interface Cell {
  column: string;
  style: number;
  text?: string;
  number?: number;
}

const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The rows of sheet1.xml, each its cells in order (empty cells are absent). */
function sheetRows(xml: string): Cell[][] {
  return [...xml.matchAll(/<row r="(\d+)">(.*?)<\/row>/g)].map(([, n, cells], index) => {
    expect(Number(n)).toBe(index + 1);
    return [
      ...cells!.matchAll(
        /<c r="([A-Z]+)\d+"(?: s="(\d+)")?(?: t="inlineStr")?>(?:<is><t xml:space="preserve">(.*?)<\/t><\/is>|<v>(.*?)<\/v>)<\/c>/g,
      ),
    ].map(([, column, style, text, value]) => ({
      column: column!,
      style: Number(style ?? 0),
      ...(text !== undefined ? { text: unescape(text) } : { number: Number(value) }),
    }));
  });
}

/** The workbook of an answer: its parts checked, its one sheet's rows. */
function workbookOf(res: {
  statusCode: number;
  headers: Record<string, unknown>;
  rawPayload: Buffer;
}) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
  expect(res.headers['cache-control']).toBe('no-store');
  const files = readZip(res.rawPayload);
  expect(files.map((f) => f.name)).toContain('[Content_Types].xml');
  const sheet = zipText(files, 'xl/worksheets/sheet1.xml');
  const workbook = zipText(files, 'xl/workbook.xml');
  const name = /<sheet name="([^"]*)"/.exec(workbook)?.[1];
  const rows = sheetRows(sheet);
  const texts = (row: Cell[] | undefined) => (row ?? []).map((c) => c.text ?? c.number);
  return { sheet, rows, name: name && unescape(name), header: texts(rows[0]), texts };
}

let nextIp = 1;
/** Each post from its own address, so the download limit never gets in the way. */
const post = (
  app: FastifyInstance,
  url: string,
  options: Omit<InjectOptions, 'method' | 'url'> = {},
) => app.inject({ method: 'POST', url, remoteAddress: `10.2.0.${nextIp++}`, ...options });

const multipart = (fields: Record<string, string>) => {
  const boundary = '----aps-xlsx-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `${parts.join('')}--${boundary}--\r\n`,
  };
};

/** The values a row of `recommendation` holds under `columns` (a date as its Excel serial). */
function expectedRow(r: Recommendation, columns: readonly string[]) {
  return columns.map((key) => {
    if (key === 'recommendation') return r.recommendationLabel;
    if (key === 'recommendationDate') return excelDateSerial(r.recommendationDate);
    return r[key as keyof Recommendation] ?? undefined;
  });
}

describe('recommendation exports', () => {
  const app = useTestApp({ env: ENV });
  let categories: { vi: RecommendationCategory[]; en: RecommendationCategory[] };
  const categoriesUrl = `${API}/ttpt-suggestion-categories`;
  const list = (url: string) => getOk(app, url, listEnvelope(RecommendationSchema));

  beforeAll(async () => {
    const schema = dataEnvelope(z.array(RecommendationCategorySchema));
    categories = {
      vi: (await getOk(app, categoriesUrl, schema)).data,
      en: (await getOk(app, `${categoriesUrl}?locale=en`, schema)).data,
    };
  });

  it('exports the first category’s latest calls with its columns in Vietnamese', async () => {
    const category = categories.vi[0]!;
    const res = await post(app, LATEST, { payload: {} });
    const book = workbookOf(res);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="khuyen-nghi-co-ban-\d{4}-\d{2}-\d{2}\.xlsx"; filename\*=UTF-8''Khuy%E1%BA%BFn%20ngh%E1%BB%8B%20c%C6%A1%20b%E1%BA%A3n%20\d{4}-\d{2}-\d{2}\.xlsx$/,
    );
    expect(book.name).toBe(category.name);
    expect(book.header).toEqual(category.columnsData.map((key) => category.columnsMapping[key]));
    // The header is bold (style 1); every row is one of the list's, in its order.
    expect(book.rows[0]!.every((c) => c.style === 1)).toBe(true);
    const listed = await list(
      `${API}/ttpt-recommendations?category_code=${category.code}&limit=100`,
    );
    expect(book.rows).toHaveLength(listed.meta.total + 1);
    expect(listed.meta.total).toBeGreaterThan(1);
    listed.data.forEach((r, i) => {
      expect(book.texts(book.rows[i + 1])).toEqual(
        expectedRow(r, category.columnsData).filter((v) => v !== undefined && v !== null),
      );
    });
    // Prices in #,##0, the upside with two decimals, the date as a date.
    const first = book.rows[1]!;
    const styleOf = (key: string) => first[category.columnsData.indexOf(key as never)]!.style;
    expect(styleOf('price')).toBe(2);
    expect(styleOf('upsidePercent')).toBe(3);
    expect(styleOf('recommendationDate')).toBe(4);
  });

  it('heads the columns in English for locale=en, with the calls in English', async () => {
    const category = categories.en.find((c) => c.code === 'technical')!;
    const res = await post(app, `${LATEST}?locale=en`, {
      ...multipart({ category_code: 'technical', grecaptcha_token: 'ignored-without-secret' }),
    });
    const book = workbookOf(res);
    expect(book.header).toEqual(category.columnsData.map((key) => category.columnsMapping[key]));
    expect(book.name).toBe(category.name);
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(category.name)}%20`,
    );
    const labels = new Set(['Buy', 'Accumulate', 'Hold', 'Reduce', 'Sell']);
    const column = category.columnsData.indexOf('recommendation');
    for (const row of book.rows.slice(1)) expect(labels.has(row[column]!.text!)).toBe(true);
  });

  it('takes one company’s latest call, its symbol trimmed and upper-cased', async () => {
    const listed = await list(`${API}/ttpt-recommendations?category_code=fundamental&limit=1`);
    const symbol = listed.data[0]!.stockSymbol;
    const res = await post(app, LATEST, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `category_code=fundamental&stock_symbol=%20${symbol.toLowerCase()}%20`,
    });
    const book = workbookOf(res);
    expect(book.rows).toHaveLength(2);
    expect(book.rows[1]![0]!.text).toBe(symbol);
    expect(res.headers['content-disposition']).toContain(`-${symbol.toLowerCase()}-`);
    expect(res.headers['content-disposition']).toContain(`%20${symbol}%20`);
  });

  it('exports a company’s whole history across categories, the category first', async () => {
    const listed = await list(`${API}/ttpt-recommendations/history?limit=1&locale=en`);
    const symbol = listed.data[0]!.stockSymbol;
    const history = await list(
      `${API}/ttpt-recommendations/history?stock_symbol=${symbol}&limit=100&locale=en`,
    );
    const res = await post(app, `${HISTORY}?locale=en`, { payload: { stock_symbol: symbol } });
    const book = workbookOf(res);
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(
        `^attachment; filename="recommendation-history-${symbol.toLowerCase()}-\\d{4}-\\d{2}-\\d{2}\\.xlsx"`,
      ),
    );
    expect(book.name).toBe(`Recommendation history ${symbol}`);
    expect(book.header[0]).toBe('Category');
    // Every column some category shows, headed as that category heads it.
    const mapping = Object.assign({}, ...categories.en.map((c) => c.columnsMapping));
    expect(book.header).toEqual(
      expect.arrayContaining(['Symbol', 'Date', 'Target price (VND)', mapping.stopLossPrice]),
    );
    expect(book.rows).toHaveLength(history.meta.total + 1);
    const names = new Map(categories.en.map((c) => [c.code, c.name]));
    history.data.forEach((r, i) => {
      expect(book.rows[i + 1]![0]!.text).toBe(names.get(r.categoryCode));
      expect(book.rows[i + 1]![1]!.text).toBe(r.stockSymbol);
    });
  });

  it('exports a category’s history of every company when asked for that category', async () => {
    const category = categories.vi.find((c) => c.code === 'technical')!;
    const history = await list(
      `${API}/ttpt-recommendations/history?category_code=technical&limit=1`,
    );
    const book = workbookOf(await post(app, HISTORY, { payload: { category_code: 'technical' } }));
    expect(book.header).toEqual(category.columnsData.map((key) => category.columnsMapping[key]));
    expect(book.rows).toHaveLength(history.meta.total + 1);
    expect(book.name).toBe('Lịch sử khuyến nghị');
  });

  it('reads blank form fields and a missing body as no filter', async () => {
    const blank = workbookOf(
      await post(app, HISTORY, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'category_code=&stock_symbol=',
      }),
    );
    const all = await list(`${API}/ttpt-recommendations/history?limit=1`);
    expect(blank.rows).toHaveLength(all.meta.total + 1);
    const none = workbookOf(await post(app, LATEST));
    expect(none.header).toEqual(
      categories.vi[0]!.columnsData.map((key) => categories.vi[0]!.columnsMapping[key]),
    );
  });

  it('answers 400 with a code for bad filters and 404 for an unknown company', async () => {
    for (const url of [LATEST, HISTORY]) {
      expectApiError(
        await post(app, `${url}?locale=en`, { payload: { category_code: 'nope' } }),
        400,
        {
          code: 'recommendation_category_not_found',
          field: 'category_code',
          message: 'There is no such recommendation category.',
        },
      );
      const malformed = await post(app, url, { payload: { stock_symbol: 'F!' } });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ errors: [{ field: 'stock_symbol' }] });
      const long = await post(app, url, { payload: { category_code: 'x'.repeat(41) } });
      expect(long.statusCode).toBe(400);
      expect(long.json()).toMatchObject({ errors: [{ field: 'category_code', code: 'too_big' }] });
      const unknown = await post(app, url, { payload: { stock_symbol: 'ZZZZ' } });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({
        errors: [{ code: 'stock_symbol_not_found', field: 'stock_symbol' }],
      });
    }
  });

  it('is not among the GET calls: the export is a POST', async () => {
    const res = await app.inject(`${LATEST}?category_code=fundamental`);
    expect(res.statusCode).toBe(404);
  });
});

describe('recommendation exports of an empty result', () => {
  const app = useTestApp({ env: ENV });

  it('answers a valid workbook of the header row alone', async () => {
    // Every demo company has calls: this copy of the database drops one company's.
    const [quiet] = await app.db
      .select({ symbol: marketCompanies.symbol })
      .from(marketCompanies)
      .orderBy(asc(marketCompanies.symbol))
      .limit(1);
    await app.db
      .delete(companyRecommendations)
      .where(eq(companyRecommendations.symbol, quiet!.symbol));
    for (const url of [LATEST, `${HISTORY}?locale=en`]) {
      const book = workbookOf(await post(app, url, { payload: { stock_symbol: quiet!.symbol } }));
      expect(book.rows).toHaveLength(1);
      expect(book.header.length).toBeGreaterThan(3);
      expect(book.sheet).toMatch(/<dimension ref="A1:[A-Z]+1"\/>/);
    }
    const history = workbookOf(
      await post(app, `${HISTORY}?locale=en`, { payload: { stock_symbol: quiet!.symbol } }),
    );
    expect(history.header[0]).toBe('Category');
  });
});

describe('recommendation exports with reCAPTCHA', () => {
  const { fetchMock, app } = recaptchaSuite((options: TestAppOptions) =>
    buildTestApp({ ...options, env: { ...options.env, ...ENV } }),
  );

  it('needs a valid token on both exports', async () => {
    for (const url of [LATEST, HISTORY]) {
      const missing = await post(app, url, { payload: { category_code: 'fundamental' } });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors[0]).toMatchObject({
        code: 'grecaptcha_token',
        field: 'grecaptcha_token',
      });
    }
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(Response.json({ success: false }));
    const rejected = await post(app, LATEST, multipart({ grecaptcha_token: 'bad' }));
    expect(rejected.statusCode).toBe(400);

    fetchMock.mockResolvedValueOnce(Response.json({ success: true }));
    const ok = await post(
      app,
      HISTORY,
      multipart({ grecaptcha_token: 'good', category_code: 'technical' }),
    );
    expect(workbookOf(ok).rows.length).toBeGreaterThan(1);
    expect(fetchMock.mock.calls[1]?.[0]).toBe(RECAPTCHA_VERIFY_URL);
  });
});
