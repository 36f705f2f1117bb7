import type { AmwRequest } from '@brokerage/shared/market/board.ts';
import type { DecodedAmwReply } from '@brokerage/shared/validation/board.ts';
import type { PriceboardPort } from './client';

export interface CoalesceOptions {
  /** How long an answer serves the same request again (the board pushes every 250 ms). */
  ttlMs?: number;
  /** Requests remembered at once; the oldest goes first. */
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  answer: Promise<DecodedAmwReply>;
  /** When it answered; null while it is on its way. */
  answeredAt: number | null;
}

/**
 * The price board behind a short memory: the same `Acc/amw` request made while one is on its
 * way, or within `ttlMs` of its answer, shares that answer. A stock's history page asks for four
 * order-matching calls of one symbol at once, all reading the same request, and a crowd on one
 * symbol reads the board once per push interval instead of once per visitor. A failure is not
 * kept: the next request asks again.
 */
export function coalescePriceboard(
  port: PriceboardPort,
  { ttlMs = 250, maxEntries = 1_000, now = Date.now }: CoalesceOptions = {},
): PriceboardPort {
  const entries = new Map<string, Entry>();
  return {
    amw(request: AmwRequest) {
      const key = JSON.stringify(Object.entries(request).sort(([a], [b]) => (a < b ? -1 : 1)));
      const held = entries.get(key);
      if (held && (held.answeredAt === null || now() - held.answeredAt < ttlMs)) return held.answer;
      if (held) entries.delete(key);
      const entry: Entry = { answer: port.amw(request), answeredAt: null };
      entries.set(key, entry);
      // Kept from the moment it answers, not from the question: a slow answer is still fresh.
      entry.answer.then(
        () => {
          entry.answeredAt = now();
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return entry.answer;
    },
  };
}
