import { ApiRequestError } from '../api/errors';
import type { PageLoader } from '../app/data/PagedListStore';

export interface PagedRow {
  id: number;
}

/**
 * A list of `total` rows (ids 1…total) served like the API: pages of the asked limit, and a page
 * past the end is a 400 on `page` (what PagedListStore turns into the last page).
 */
export function servePagedRows<P>(total: number): PageLoader<PagedRow, P> {
  return async ({ page, limit }) => {
    const totalPages = Math.ceil(total / limit);
    if (page > Math.max(totalPages, 1)) {
      throw new ApiRequestError({
        status: 400,
        errors: [{ code: 'too_big', message: 'x', field: 'page' }],
      });
    }
    const start = (page - 1) * limit;
    const data = Array.from({ length: Math.max(0, Math.min(limit, total - start)) }, (_, i) => ({
      id: start + i + 1,
    }));
    return { data, meta: { page, limit, total, totalPages } };
  };
}
