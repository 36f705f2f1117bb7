import { formatDate } from '@brokerage/shared/format/date.ts';
import { timeParts } from './candles';
import { isIntraday, type ChartInterval } from './intervals';

const pad = (n: number) => String(n).padStart(2, '0');

/** A bar's date as spec §9 writes dates (dd/mm/yyyy), from the chart's wall-clock time. */
export function chartDate(time: number): string {
  const { year, month, day } = timeParts(time);
  return formatDate(`${year}-${pad(month)}-${pad(day)}`);
}

/** `HH:mm`, market time. */
export function chartClock(time: number): string {
  const { hours, minutes } = timeParts(time);
  return `${pad(hours)}:${pad(minutes)}`;
}

/** `mm/yyyy`. */
export function chartMonth(time: number): string {
  const { year, month } = timeParts(time);
  return `${pad(month)}/${year}`;
}

/** The crosshair's time label: date and time for intraday bars, the date otherwise. */
export function chartTimeLabel(time: number, interval: ChartInterval): string {
  if (isIntraday(interval)) return `${chartDate(time)} ${chartClock(time)}`;
  if (interval === 'month') return chartMonth(time);
  return chartDate(time);
}
