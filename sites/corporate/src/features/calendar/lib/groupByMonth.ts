import { toCalendarDate } from '@brokerage/shared/format/date.ts';

export interface MonthGroup<T> {
  /** `yyyy-mm` */
  key: string;
  year: number;
  month: number;
  items: T[];
}

/**
 * Consecutive items of the same month, in the order the API gave (its order is the calendar's);
 * an item without a readable date joins the group before it.
 */
export function groupByMonth<T>(items: readonly T[], dateOf: (item: T) => string): MonthGroup<T>[] {
  const groups: MonthGroup<T>[] = [];
  for (const item of items) {
    const date = toCalendarDate(dateOf(item));
    const last = groups.at(-1);
    if (!date) {
      if (last) last.items.push(item);
      continue;
    }
    const key = `${date.year}-${String(date.month).padStart(2, '0')}`;
    if (last?.key === key) last.items.push(item);
    else groups.push({ key, year: date.year, month: date.month, items: [item] });
  }
  return groups;
}
