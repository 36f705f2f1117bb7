import type { Db } from '../db/client';

/** The recruitment portal's online CVs, PDF CVs, applications, saved jobs and reminders (helper: CV API). */
export function recruitmentCvRepository(db: Db) {
  void db;
  return {};
}
