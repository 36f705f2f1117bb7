/**
 * Corporate actions and the prices they move: the exchange's reference on the ex-date
 * ("giá tham chiếu điều chỉnh") and the back-adjusted history.
 *
 * On the ex-date the exchange replaces the previous close P with
 *
 *     P' = (P − D + S × r_rights) / (1 + r_rights + r_stock)
 *
 * where D is the cash dividend per share, S the subscription price of a rights issue, r_rights
 * the new shares bought per old share and r_stock the new shares given per old share (stock
 * dividend or bonus). One action alone gives: cash P − D; stock dividend or bonus P / (1 + r);
 * rights (P + S·r) / (1 + r). Ratios are new shares per old share: a 10 % stock dividend is 0.1,
 * a "4:1" rights issue (four rights buy one new share, one right per share held) is 0.25.
 */
import type { Exchange } from './exchanges.ts';
import { roundToTick } from './prices.ts';

export type CorporateAction =
  | { kind: 'cash-dividend'; exDate: string; cashPerShare: number }
  | { kind: 'stock-dividend' | 'bonus'; exDate: string; ratio: number }
  | { kind: 'rights'; exDate: string; ratio: number; subscriptionPrice: number };

export interface PricePoint {
  /** ISO date, YYYY-MM-DD. */
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

function check(action: CorporateAction): void {
  const fail = (why: string) => {
    throw new RangeError(`${action.kind} on ${action.exDate}: ${why}`);
  };
  if (action.kind === 'cash-dividend') {
    if (!(action.cashPerShare > 0)) fail('cashPerShare must be positive');
  } else {
    if (!(action.ratio > 0)) fail('ratio must be positive');
    if (action.kind === 'rights' && !(action.subscriptionPrice >= 0)) fail('subscriptionPrice must be ≥ 0');
  }
}

/** The ex-date reference for several actions with the same ex-date (the formula above). */
export function combinedReference(previousClose: number, actions: readonly CorporateAction[]): number {
  let numerator = previousClose;
  let denominator = 1;
  for (const action of actions) {
    check(action);
    if (action.kind === 'cash-dividend') numerator -= action.cashPerShare;
    else if (action.kind === 'rights') {
      numerator += action.subscriptionPrice * action.ratio;
      denominator += action.ratio;
    } else denominator += action.ratio;
  }
  if (!(numerator > 0)) throw new RangeError(`the actions leave no positive price from ${previousClose}`);
  return numerator / denominator;
}

/**
 * The exchange's reference on the action's ex-date from the previous close. Unrounded unless
 * `exchange` is given: then on the nearest valid tick of that exchange, as the board shows it.
 */
export function adjustedReference(previousClose: number, action: CorporateAction, exchange?: Exchange): number {
  const reference = combinedReference(previousClose, [action]);
  return exchange ? roundToTick(exchange, reference, 'nearest') : reference;
}

/** The factor that carries prices before the ex-date onto the ex-date's basis: P' / P. */
export function adjustmentFactor(previousClose: number, action: CorporateAction): number {
  return combinedReference(previousClose, [action]) / previousClose;
}

/**
 * The back-adjusted series: each point before an ex-date has its prices multiplied, and its
 * volume divided, by the factors of every later action, so the series runs without the ex-date's
 * gap and price × volume is kept. The factor of an ex-date is taken from the series' own close
 * before it; actions with no point before them change nothing. Actions sharing an ex-date are
 * combined as the exchange does. Prices are rounded to whole VND, volumes to whole shares; other
 * fields are copied. Points come back in the order given.
 */
export function adjustSeries<T extends PricePoint>(points: readonly T[], actions: readonly CorporateAction[]): T[] {
  const byDate = [...points].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const groups = new Map<string, CorporateAction[]>();
  for (const action of actions) groups.set(action.exDate, [...(groups.get(action.exDate) ?? []), action]);

  const factors: { exDate: string; factor: number }[] = [];
  for (const [exDate, group] of groups) {
    const before = byDate.filter((point) => point.date < exDate).at(-1);
    if (before) factors.push({ exDate, factor: combinedReference(before.close, group) / before.close });
  }

  return points.map((point) => {
    const factor = factors.reduce((product, f) => (point.date < f.exDate ? product * f.factor : product), 1);
    if (factor === 1) return { ...point };
    return {
      ...point,
      open: Math.round(point.open * factor),
      high: Math.round(point.high * factor),
      low: Math.round(point.low * factor),
      close: Math.round(point.close * factor),
      volume: Math.round(point.volume / factor),
    };
  });
}
