import type { Db } from '../db/client';

/** The recruitment portal's candidate accounts, sessions, OTPs, password resets (helper: accounts API). */
export function recruitmentMembersRepository(db: Db) {
  void db;
  return {};
}
