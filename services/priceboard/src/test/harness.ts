/** Starts a price board on a free port over a fake (or given) market and the fixture seed. */
import { createLogger } from '@brokerage/shared/server/observability.ts';
import { startPriceboard, type FeedFactory, type Priceboard } from '../app';
import { loadConfig, type PriceboardConfig } from '../config';
import type { FetchSeed } from '../feed/seed';
import type { MarketFactory } from '../market-port';
import { fakeMarket, fakeParseClock } from './fake-market';
import { FIXTURE_SEED } from './fixtures';

export interface Harness extends Priceboard {
  config: PriceboardConfig;
  market: MarketFactory;
  hubUrl: string;
}

export function testConfig(
  env: Record<string, string> = {},
  parseClock: MarketFactory['parseClock'] = fakeParseClock,
): PriceboardConfig {
  return loadConfig(
    {
      NODE_ENV: 'test',
      PORT: '0',
      PRICEBOARD_CLOCK: 'replay:2026-11-20:60',
      PUSH_INTERVAL_MS: '50',
      ...env,
    },
    { parseClock },
  );
}

export async function startHarness(
  options: {
    env?: Record<string, string>;
    market?: MarketFactory;
    fetchSeed?: FetchSeed;
    feed?: FeedFactory;
    /** Wait until the board is seeded (default true). */
    ready?: boolean;
  } = {},
): Promise<Harness> {
  const market = options.market ?? fakeMarket();
  const config = testConfig(options.env, market.parseClock);
  const priceboard = await startPriceboard(config, {
    market,
    fetchSeed: options.fetchSeed ?? (() => Promise.resolve(structuredClone(FIXTURE_SEED))),
    logger: createLogger('silent'),
    ...(options.feed ? { feed: options.feed } : {}),
  });
  if (options.ready !== false) await waitFor(() => priceboard.board.session !== null);
  return {
    ...priceboard,
    config,
    market,
    hubUrl: `${priceboard.origin}/priceboard/hubs/priceboard`,
  };
}

/** Polls `check` until it is true; throws after `timeoutMs`. */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 5000,
  what = 'condition',
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
