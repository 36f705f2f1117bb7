/**
 * `POST /priceboard/Acc/amw` (spec §7 "External price board", design §7): the board by form
 * post, whole or incremental after `lastSeq`, with a symbol's time and sales and the indices on
 * request. Bad values are a 400 in the API's envelope (`{ errors: [{ code, message, field }] }`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AMW_FIELDS, type AmwReply } from '@brokerage/shared/market/board.ts';
import { exchangeOfCode, type Exchange } from '@brokerage/shared/market/exchanges.ts';
import { PRICEBOARD_MAX_BODY_BYTES } from '@brokerage/shared/server/bodyLimits.ts';
import { sendJson } from '@brokerage/shared/server/http.ts';
import { clientAddress } from '@brokerage/shared/server/observability.ts';
import { z } from 'zod';
import type { BoardState } from './board/board-state';
import { sendCompressedJson } from './compression';
import { parseSymbols } from './hub/hub';

/** The proxy refuses a larger body before it gets here (the limit is shared with it). */
export const MAX_AMW_BODY_BYTES = PRICEBOARD_MAX_BODY_BYTES;

/** Symbols in one `selectedStocks`. */
const MAX_SELECTED = 500;

const SYMBOL = /^[A-Z0-9]{1,20}$/;

const flag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['', 'true', 'false', '1', '0'].includes(v), { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1');

const symbolList = z
  .string()
  .transform((v) => parseSymbols(v))
  .refine((list) => list.length <= MAX_SELECTED, { error: `at most ${MAX_SELECTED} symbols` })
  .refine((list) => list.every((s) => SYMBOL.test(s)), {
    error: 'must be symbols (letters and digits) separated by commas',
  });

/** An exchange's code (10, 02, 04) or empty: `marketId`, `pthMktId`. */
const exchangeCode = z
  .string()
  .trim()
  .default('')
  .refine((v) => v === '' || exchangeOfCode(v) !== null, {
    error: 'must be 10 (HOSE), 02 (HNX), 04 (UPCOM) or empty',
  })
  .transform((v): Exchange | undefined =>
    v === '' ? undefined : (exchangeOfCode(v) ?? undefined),
  );

const AmwSchema = z.object({
  selectedStocks: symbolList.default([]),
  criteriaId: z.string().max(32).default(''),
  marketId: exchangeCode,
  lastSeq: z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || /^\d{1,15}$/.test(v), { error: 'must be a whole number ≥ 0' })
    .transform((v) => (v === '' ? undefined : Number(v))),
  isReqTL: flag.default(false),
  isReqMK: flag.default(false),
  tlSymbol: z
    .string()
    .trim()
    .toUpperCase()
    .default('')
    .refine((v) => v === '' || SYMBOL.test(v), { error: 'must be a symbol' }),
  // The put-through deals of one exchange (spec §7; the board's put-through tab).
  pthMktId: exchangeCode,
  isGetNullValue: flag.default(false),
  isIncrValue: flag.default(false),
});

export interface ApiError {
  code: string;
  message: string;
  field?: string;
}

type AmwResult = { status: 200; body: AmwReply } | { status: number; body: { errors: ApiError[] } };

const fail = (status: number, errors: ApiError[]): AmwResult => ({ status, body: { errors } });

/** Answers a parsed form (fields as sent, each once) from the board. */
export function answerAmw(board: BoardState, form: URLSearchParams): AmwResult {
  const session = board.session;
  if (!session) {
    return fail(503, [{ code: 'service_unavailable', message: 'The board is not ready yet.' }]);
  }
  const fields: Record<string, string> = {};
  const errors: ApiError[] = [];
  for (const name of AMW_FIELDS) {
    const values = form.getAll(name);
    if (values.length > 1) {
      errors.push({ code: 'invalid_field', message: 'given more than once', field: name });
    } else if (values[0] !== undefined) {
      fields[name] = values[0];
    }
  }
  const parsed = AmwSchema.safeParse(fields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      errors.push({ code: 'invalid_field', message: issue.message, field: String(issue.path[0]) });
    }
  }
  if (!parsed.success || errors.length > 0) return fail(400, errors);
  const f = parsed.data;
  const unknown = f.selectedStocks.filter((s) => !board.has(s));
  if (unknown.length > 0) {
    errors.push({
      code: 'unknown_symbol',
      message: `not on the board: ${unknown.slice(0, 10).join(', ')}`,
      field: 'selectedStocks',
    });
  }
  if (f.isReqTL && f.tlSymbol === '') {
    errors.push({ code: 'required', message: 'required with isReqTL=true', field: 'tlSymbol' });
  } else if (f.isReqTL && !board.has(f.tlSymbol)) {
    errors.push({ code: 'unknown_symbol', message: 'not on the board', field: 'tlSymbol' });
  }
  if (f.isIncrValue && f.lastSeq === undefined) {
    errors.push({ code: 'required', message: 'required with isIncrValue=true', field: 'lastSeq' });
  }
  if (errors.length > 0) return fail(400, errors);

  // A lastSeq past the board's own means the board started over (a restarted feed), one before
  // the session's startSeq that the caller's state is of an earlier pass (a replay that looped):
  // either way the caller gets the whole pass again, and `session.startSeq` tells it to drop
  // its tape.
  const afterSeq =
    f.isIncrValue &&
    f.lastSeq !== undefined &&
    f.lastSeq <= session.seq &&
    f.lastSeq >= (session.startSeq ?? 0)
      ? f.lastSeq
      : -1;
  const symbols = f.selectedStocks.length > 0 ? new Set(f.selectedStocks) : undefined;
  const rows = board.rows({ afterSeq, symbols, exchange: f.marketId });
  return {
    status: 200,
    body: {
      mi: f.isReqMK ? board.indices(afterSeq) : [],
      pb: { f: rows.map((row) => JSON.stringify(row)) },
      tl: { f: f.isReqTL ? board.trades(f.tlSymbol, afterSeq) : [] },
      pt: { f: f.pthMktId ? board.putThroughDeals(afterSeq, f.pthMktId) : [] },
      session,
    },
  };
}

export interface AmwRateLimitOptions {
  /** Calls one client address may make per window. */
  max: number;
  windowMs: number;
  /** Trusted proxies in front (PRICEBOARD_PROXY_HOPS): where the client's address is read. */
  proxyHops: number;
  now?: () => number;
  /** Addresses remembered at once; past it ended windows go, then the oldest. */
  maxAddresses?: number;
}

/**
 * Calls per client address in fixed windows, in this process's memory (as the API's global
 * limit without Redis), so that one address polling flat out cannot take the board's time from
 * everyone else (issue 20 #4).
 */
export class AmwRateLimit {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly options: AmwRateLimitOptions) {}

  /** Counts the call; the seconds to wait when it is over the limit, else 0. */
  retryAfter(req: Pick<IncomingMessage, 'headers' | 'socket'>): number {
    const { max, windowMs, proxyHops, now = Date.now, maxAddresses = 10_000 } = this.options;
    // A call that did not come through the proxy comes from inside: the API's order-matching
    // reads, which it coalesces itself. Such a peer could put any address in the header anyway.
    if (proxyHops > 0 && req.headers['x-forwarded-for'] === undefined) return 0;
    const address = clientAddress(req, proxyHops);
    const at = now();
    let window = this.windows.get(address);
    if (!window || window.resetAt <= at) {
      this.windows.delete(address);
      for (const [key, old] of this.windows) {
        if (this.windows.size < maxAddresses && old.resetAt > at) break;
        this.windows.delete(key);
      }
      window = { count: 0, resetAt: at + windowMs };
      this.windows.set(address, window);
    }
    window.count += 1;
    return window.count > max ? Math.max(1, Math.ceil((window.resetAt - at) / 1000)) : 0;
  }
}

/** The HTTP side: the caller's rate, method, content type and body size, then `answerAmw`. */
export function handleAmw(
  board: BoardState,
  req: IncomingMessage,
  res: ServerResponse,
  rateLimit?: AmwRateLimit,
): void {
  const wait = rateLimit?.retryAfter(req) ?? 0;
  if (wait > 0) {
    req.resume();
    sendJson(
      res,
      429,
      { errors: [{ code: 'rate_limited', message: 'Too many requests; try again later.' }] },
      { 'retry-after': String(wait) },
    );
    return;
  }
  if (req.method !== 'POST') {
    req.resume();
    sendJson(
      res,
      405,
      { errors: [{ code: 'method_not_allowed', message: 'Use POST with a form body.' }] },
      { allow: 'POST' },
    );
    return;
  }
  const type = (req.headers['content-type'] ?? '').split(';', 1)[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    req.resume();
    sendJson(res, 415, {
      errors: [
        { code: 'unsupported_media_type', message: 'Send application/x-www-form-urlencoded.' },
      ],
    });
    return;
  }
  const declared = Number(req.headers['content-length'] ?? 0);
  const tooLarge = () =>
    sendJson(
      res,
      413,
      { errors: [{ code: 'payload_too_large', message: `At most ${MAX_AMW_BODY_BYTES} bytes.` }] },
      { connection: 'close' },
    );
  if (declared > MAX_AMW_BODY_BYTES) {
    tooLarge();
    req.destroy();
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let done = false;
  req.on('data', (chunk: Buffer) => {
    if (done) return;
    size += chunk.length;
    if (size > MAX_AMW_BODY_BYTES) {
      done = true;
      tooLarge();
      req.destroy();
      return;
    }
    chunks.push(chunk);
  });
  req.on('end', () => {
    if (done) return;
    done = true;
    const result = answerAmw(board, new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    sendCompressedJson(req, res, result.status, result.body);
  });
  req.on('error', () => {
    done = true;
  });
}
