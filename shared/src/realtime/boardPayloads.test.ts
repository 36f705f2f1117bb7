import { describe, expect, it } from 'vitest';
import type { PutThroughDeal } from '../market/board.ts';
import {
  fixtureBoardPush,
  fixtureBoardRow,
  fixtureBoardSession,
  fixtureIndexRow,
  fixtureTradeRow,
} from '../market/boardFixtures.ts';
import { AllStocksResultSchema, StockPricePushSchema } from '../validation/board.ts';
import { parseAllStocks, parseStockPricePush } from './boardPayloads';

const deal: PutThroughDeal = {
  seq: 4,
  symbol: 'FPT',
  exchange: 'HOSE',
  time: '10:01:00',
  price: 100_000,
  volume: 500_000,
  value: 50_000_000_000,
};

/** A push with one of every record, and the parts that may be null both ways. */
const fullPush = () =>
  fixtureBoardPush({
    session: fixtureBoardSession({ startSeq: 3 }),
    pb: [
      fixtureBoardRow(),
      fixtureBoardRow({
        symbol: 'CFPT2601',
        kind: 'cw',
        open: null,
        high: null,
        low: null,
        price: null,
        time: null,
        bids: [{ price: null, volume: 5_000 }],
        asks: [],
      }),
    ],
    tl: [fixtureTradeRow(), fixtureTradeRow({ side: null })],
    mi: [fixtureIndexRow(), fixtureIndexRow({ symbol: 'HNX30', exchangeCode: '', time: null })],
    pt: [deal],
    sentAt: 1_764_000_000_000.5,
  });

/** Every value a broken or hostile feed might put in a field's place. */
const WRONG: unknown[] = [
  undefined,
  null,
  -1,
  0,
  1.5,
  2 ** 60,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  '',
  'x',
  '1',
  '10:00',
  '2026-11-20',
  'HOSE',
  'cw',
  'buy',
  'live',
  'VN30',
  true,
  [],
  [1],
  {},
];

type Json = Record<string, unknown> | unknown[];

/** The path of every field and list in `value` (not the root). */
function paths(value: unknown, at: Array<string | number> = []): Array<Array<string | number>> {
  if (typeof value !== 'object' || value === null) return [];
  const keys: Array<string | number> = Array.isArray(value)
    ? value.map((_, index) => index)
    : Object.keys(value);
  return keys.flatMap((key) => {
    const here = [...at, key];
    return [here, ...paths((value as Record<string | number, unknown>)[key], here)];
  });
}

/** A copy of `value` with the field at `path` set to `replacement` (undefined deletes it). */
function withField(value: Json, path: Array<string | number>, replacement: unknown): Json {
  const copy = structuredClone(value);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (replacement === undefined && !Array.isArray(parent)) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

const printed = (path: PropertyKey[]) =>
  path
    .map((part) => (typeof part === 'number' ? `[${part}]` : String(part)))
    .join('.')
    .replace(/\.\[/g, '[');

describe('board payload checks', () => {
  const cases = [
    {
      name: 'updateStockPrice',
      payload: fullPush() as unknown as Json,
      ours: parseStockPricePush,
      zod: StockPricePushSchema,
    },
    {
      name: 'GetAllStocks',
      payload: (({ session, pb, mi, pt }) => ({ session, pb, mi, pt }))(fullPush()) as Json,
      ours: parseAllStocks,
      zod: AllStocksResultSchema,
    },
  ];

  for (const { name, payload, ours, zod } of cases) {
    it(`passes a ${name} payload of the contract as it came, extra keys and all`, () => {
      expect(zod.safeParse(payload).success).toBe(true);
      const extra = { ...payload, future: { field: 1 } };
      const parsed = ours(extra);
      expect(parsed).toEqual({ ok: true, value: extra });
      expect(parsed.ok && parsed.value).toBe(extra);
      expect(ours(withField(payload, ['pb'], [])).ok).toBe(true);
    });

    it(`gives the contract's schema's verdict on every field of a ${name} payload`, () => {
      let refused = 0;
      for (const path of paths(payload))
        for (const wrong of WRONG) {
          const broken = withField(payload, path, wrong);
          const expected = zod.safeParse(broken);
          const parsed = ours(broken);
          const where = `${printed(path)} = ${JSON.stringify(wrong) ?? 'undefined'}`;
          expect(parsed.ok, where).toBe(expected.success);
          if (!parsed.ok && !expected.success) {
            refused++;
            // The same first problem is named, at the same place.
            const issue = expected.error.issues[0]!;
            expect(parsed.error.startsWith(`${name}: ${printed(issue.path)}: `), where).toBe(true);
          }
        }
      // Most of the mutations break the payload: the comparison is not vacuous.
      expect(refused).toBeGreaterThan(1_000);
    });
  }

  it('refuses what is not a payload at all', () => {
    for (const value of [null, undefined, 'text', 7, [], [fullPush()]]) {
      expect(parseStockPricePush(value).ok).toBe(false);
      expect(parseAllStocks(value).ok).toBe(false);
    }
    expect(parseStockPricePush('text')).toEqual({
      ok: false,
      error: 'updateStockPrice: expected an object',
    });
  });
});
