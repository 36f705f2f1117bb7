/**
 * The board seed from the API (`GET /api/v1/stock-quotes/board-seed?session_date=`): every
 * instrument's reference and band for a session, and the stored day when the dataset has it.
 */
import type { BoardSeed } from '@brokerage/shared/market/board.ts';
import { z } from 'zod';

/** The outline checked here; the engine reads the rest as the contract types it. */
const SeedEnvelopeSchema = z.object({
  data: z.looseObject({
    sessionDate: z.iso.date(),
    previousSessionDate: z.iso.date(),
    instruments: z.array(z.looseObject({ symbol: z.string(), reference: z.number() })).min(1),
    indices: z.array(z.looseObject({ symbol: z.string() })),
  }),
});

export class SeedError extends Error {
  override name = 'SeedError';
  constructor(
    message: string,
    /** False when asking again cannot help (the session does not exist). */
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

export type FetchSeed = (sessionDate: string) => Promise<BoardSeed>;

/** `sessionDate`: YYYY-MM-DD or `latest`. */
export function createSeedFetcher(apiUrl: string, timeoutMs = 10_000): FetchSeed {
  return async (sessionDate) => {
    const url = `${apiUrl}/api/v1/stock-quotes/board-seed?session_date=${encodeURIComponent(sessionDate)}`;
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new SeedError(
        `the API at ${apiUrl} does not answer (${error instanceof Error ? error.message : String(error)})`,
        true,
      );
    }
    if (response.status === 404) {
      throw new SeedError(`the API has no session ${sessionDate} (404)`, false);
    }
    if (!response.ok) {
      throw new SeedError(`the API answered ${response.status} for the board seed`, true);
    }
    const parsed = SeedEnvelopeSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) {
      throw new SeedError(
        `the API's board seed is malformed: ${z.prettifyError(parsed.error)}`,
        true,
      );
    }
    return parsed.data.data as unknown as BoardSeed;
  };
}
