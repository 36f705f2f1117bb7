import type {
  AmwRequest,
  BoardRow,
  BoardSession,
  TradeRow,
} from '@brokerage/shared/market/board.ts';
import { decodeAmwReply, type DecodedAmwReply } from '@brokerage/shared/validation/board.ts';

/**
 * The API's port to the price board (design §7): `POST {PRICEBOARD_URL}/priceboard/Acc/amw`
 * with the form fields of the contract (`AmwRequest`), the reply checked with the shared board
 * schemas. services/priceboard answers it in development; the brokerage's feed, speaking the
 * same protocol, in production.
 */
export interface PriceboardPort {
  amw(request: AmwRequest): Promise<DecodedAmwReply>;
}

/** The board did not answer, timed out, or answered something that is not the contract. */
export class PriceboardUnavailableError extends Error {
  override name = 'PriceboardUnavailableError';
}

/** The board answered that it does not know the symbol (400 `unknown_symbol`). */
export class PriceboardUnknownSymbolError extends Error {
  override name = 'PriceboardUnknownSymbolError';
}

export interface PriceboardClientOptions {
  /** The board's base URL, without a trailing slash (PRICEBOARD_URL). */
  url: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export function createPriceboardClient({
  url,
  timeoutMs,
  fetch: fetchImpl = fetch,
}: PriceboardClientOptions): PriceboardPort {
  const endpoint = `${url}/priceboard/Acc/amw`;
  return {
    async amw(request) {
      const form = new URLSearchParams();
      for (const [name, value] of Object.entries(request)) {
        if (value !== undefined) form.set(name, value);
      }
      let response: Response;
      try {
        response = await fetchImpl(endpoint, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
            // A neighbour on the same network: compressing the board there and inflating it
            // here would cost both ends CPU to save bandwidth nobody pays for.
            'accept-encoding': 'identity',
          },
          body: form.toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new PriceboardUnavailableError(`price board unreachable: ${String(error)}`, {
          cause: error,
        });
      }
      const body: unknown = await response.json().catch(() => undefined);
      if (response.status === 400 && hasUnknownSymbol(body)) {
        throw new PriceboardUnknownSymbolError('the price board does not know the symbol');
      }
      if (!response.ok) {
        throw new PriceboardUnavailableError(`price board answered ${response.status}`);
      }
      try {
        return decodeAmwReply(body);
      } catch (error) {
        throw new PriceboardUnavailableError('price board reply is not the contract', {
          cause: error,
        });
      }
    },
  };
}

function hasUnknownSymbol(body: unknown): boolean {
  const errors = (body as { errors?: unknown } | undefined)?.errors;
  return (
    Array.isArray(errors) &&
    errors.some((e) => (e as { code?: unknown } | null)?.code === 'unknown_symbol')
  );
}

/** One symbol's board row and its whole time and sales of the board's session. */
export interface SymbolSession {
  session: BoardSession;
  /** Undefined when the board has no row for it. */
  row: BoardRow | undefined;
  /** Oldest first. */
  trades: TradeRow[];
}

/** Asks the board for one symbol's row and time and sales (the whole session, not incremental). */
export async function readSymbolSession(
  port: PriceboardPort,
  symbol: string,
): Promise<SymbolSession> {
  const reply = await port.amw({
    selectedStocks: symbol,
    criteriaId: '',
    marketId: '',
    lastSeq: '0',
    isReqTL: 'true',
    isReqMK: 'false',
    tlSymbol: symbol,
    pthMktId: '',
    isGetNullValue: 'false',
    isIncrValue: 'false',
  });
  return {
    session: reply.session,
    row: reply.pb.find((row) => row.symbol === symbol),
    trades: reply.tl.filter((trade) => trade.symbol === symbol).sort((a, b) => a.seq - b.seq),
  };
}
