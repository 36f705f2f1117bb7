/** Which way a table is sorted by a column. */
export type SortDirection = 'asc' | 'desc';

/** A column header's `aria-sort`: the direction when the table is sorted by it, else none. */
export const ariaSort = (
  active: boolean,
  direction: SortDirection | undefined,
): 'ascending' | 'descending' | undefined =>
  active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined;
