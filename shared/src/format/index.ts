export {
  EMPTY_VALUE,
  formatNumber,
  formatPercent,
  formatVolume,
  toFiniteNumber,
  type FormatLocale,
  type NumberFormatOptions,
  type PercentFormatOptions,
} from './number';
export {
  MARKET_TIME_ZONE,
  bondSettlementDate,
  dayDistance,
  formatDate,
  toCalendarDate,
  type CalendarDate,
  type DateInput,
  type DatePattern,
} from './date';
export { telHref } from './phone';
export { textTable } from './textTable';
