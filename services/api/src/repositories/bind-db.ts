import type { Db } from '../db/client';

// `never[]` accepts any parameter list here; `Bound` below recovers each function's own.
type DbFunction = (db: Db, ...args: never[]) => unknown;
type Bound<F> = F extends (db: Db, ...args: infer A) => infer R ? (...args: A) => R : never;

/** A repository: its query functions with the database given once (`repos.pages.list(...)`). */
export function bindDb<T extends Record<string, DbFunction>>(
  db: Db,
  queries: T,
): { [K in keyof T]: Bound<T[K]> } {
  return Object.fromEntries(
    Object.entries(queries).map(([name, query]) => [
      name,
      (...args: never[]) => query(db, ...args),
    ]),
  ) as { [K in keyof T]: Bound<T[K]> };
}
