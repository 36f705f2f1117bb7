import type { Db } from '../db/client';

/** The recruitment portal's job postings, their lists, about-us posts, FAQs and quick applications (helper: jobs API). */
export function recruitmentJobsRepository(db: Db) {
  void db;
  return {};
}
