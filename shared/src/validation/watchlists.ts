import { z } from 'zod';
import { safeLine } from './text';

/**
 * Watchlists (issue 27 item 2): a logged-in customer's lists of symbols, kept by the API
 * (`/api/v1/watchlists`) so they follow the customer to another device; a visitor's live in the
 * browser under the same limits. A name is plain text (markup is stored and shown as text).
 */
export const WATCHLIST_LIMITS = {
  /** Lists one customer may keep. */
  lists: 10,
  /** Symbols in one list. */
  symbols: 50,
  /** Characters of a list's name. */
  name: 40,
} as const;

/** A board symbol as a person types it: trimmed and upper-cased; letters and digits. */
export const WatchlistSymbolSchema = safeLine({ error: 'required' })
  .trim()
  .toUpperCase()
  .min(1, { error: 'required', abort: true })
  .max(20, { abort: true })
  .regex(/^[A-Z0-9]+$/);

export const WatchlistNameSchema = safeLine({ error: 'required' })
  .trim()
  .min(1, { error: 'required', abort: true })
  .max(WATCHLIST_LIMITS.name, { error: 'too_long' });

/**
 * A request's bound on a list of symbols: only what no client sends (400 `too_many`). The
 * list's own limit (`WATCHLIST_LIMITS.symbols`, counted after repeats are dropped) is the
 * store's rule, answered as adding the 51st symbol is (422 `watchlist_full` on the field).
 */
export const WATCHLIST_SYMBOLS_PER_REQUEST = 200;

/** An ordered list of symbols, each once (a repeat is dropped, the first place kept). */
export const WatchlistSymbolsSchema = z
  .array(WatchlistSymbolSchema, { error: 'required' })
  .max(WATCHLIST_SYMBOLS_PER_REQUEST, { error: 'too_many' })
  .transform((symbols) => [...new Set(symbols)]);

/** `POST watchlists`. */
export const WatchlistCreateBodySchema = z.object({
  name: WatchlistNameSchema,
  symbols: WatchlistSymbolsSchema.default([]),
});
export type WatchlistCreateBody = z.output<typeof WatchlistCreateBodySchema>;

/** `PATCH watchlists/{id}`: a new name, the symbols in a new order or set, or both. */
export const WatchlistUpdateBodySchema = z
  .object({
    name: WatchlistNameSchema.optional(),
    symbols: WatchlistSymbolsSchema.optional(),
  })
  .refine((body) => body.name !== undefined || body.symbols !== undefined, {
    error: 'required',
    path: ['name'],
  });
export type WatchlistUpdateBody = z.output<typeof WatchlistUpdateBodySchema>;

/** `POST watchlists/{id}/symbols`: one symbol at the end of the list. */
export const WatchlistAddSymbolBodySchema = z.object({ symbol: WatchlistSymbolSchema });

/** `PUT watchlists/order`: every list of the customer's, each once, in the new order. */
export const WatchlistOrderBodySchema = z.object({
  ids: z
    .array(z.number().int().min(1).max(2147483647), { error: 'required' })
    .max(WATCHLIST_LIMITS.lists),
});

export const WatchlistIdParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2147483647),
});

export const WatchlistSymbolParamsSchema = WatchlistIdParamsSchema.extend({
  symbol: WatchlistSymbolSchema,
});

export const WatchlistSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  symbols: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Watchlist = z.infer<typeof WatchlistSchema>;
