import { z } from 'zod';

/** The chart's bar sizes, as the `interval=` query parameter spells them. */
export const INTERVALS = ['1m', '5m', '15m', '1h', 'day', 'week', 'month'] as const;
export const IntervalSchema = z.enum(INTERVALS);
export type ChartInterval = z.infer<typeof IntervalSchema>;
export type IntradayInterval = Extract<ChartInterval, '1m' | '5m' | '15m' | '1h'>;

export const DEFAULT_INTERVAL: ChartInterval = 'day';

/** Minutes per bar of the intraday intervals (built from today's one-minute bars). */
export const INTRADAY_MINUTES: Record<IntradayInterval, number> = {
  '1m': 1,
  '5m': 5,
  '15m': 15,
  '1h': 60,
};

export const isIntraday = (interval: ChartInterval): interval is IntradayInterval =>
  interval in INTRADAY_MINUTES;

/**
 * The interval of `?interval=`: absent → the default; a value that is not an interval → the
 * default too, with `invalid` set so the page can say it ignored the visitor's value.
 */
export function intervalFromQuery(value: string | null): {
  interval: ChartInterval;
  invalid: string | null;
} {
  if (value === null || value === '') return { interval: DEFAULT_INTERVAL, invalid: null };
  const parsed = IntervalSchema.safeParse(value.trim());
  return parsed.success
    ? { interval: parsed.data, invalid: null }
    : { interval: DEFAULT_INTERVAL, invalid: value };
}
