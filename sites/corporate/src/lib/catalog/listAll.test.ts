import { describe, expect, it } from 'vitest';
import { listAll, type PagedCall } from './listAll';

const pagedOf = (total: number): PagedCall<number> => async ({ page, limit }) => {
  const all = Array.from({ length: total }, (_, i) => i + 1);
  return {
    data: all.slice((page - 1) * limit, page * limit),
    meta: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) },
  };
};

describe('listAll', () => {
  const context = { locale: 'vi' as const, signal: new AbortController().signal };

  it('stops after one page when it holds everything', async () => {
    expect(await listAll(pagedOf(3), context)).toEqual([1, 2, 3]);
  });

  it('reads the remaining pages in order', async () => {
    const rows = await listAll(pagedOf(250), context);
    expect(rows).toHaveLength(250);
    expect(rows.at(-1)).toBe(250);
  });
});
