import { autorun } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@brokerage/shared/api/errors.ts';
import { DetailResource } from './DetailResource';

describe('DetailResource', () => {
  it('loads another slug or language while a page observes it', async () => {
    const loader = vi.fn(async (key: string, locale: string) => ({ key, locale }));
    const store = new DetailResource(loader, { context: 'test' });
    const seen: unknown[] = [];
    const dispose = autorun(() => seen.push(store.item));
    await store.open('a', 'vi');
    await store.open('b', 'en');
    await store.open('b', 'en');
    dispose();
    expect(loader).toHaveBeenCalledTimes(2);
    expect(seen.at(-1)).toEqual({ key: 'b', locale: 'en' });
    // Never the previous item under the new slug.
    expect(seen).not.toContainEqual({ key: 'a', locale: 'en' });
  });

  it('loads the related items after the item, once per item', async () => {
    const related = vi.fn(async (item: { key: string }) => [`${item.key}-1`]);
    const store = new DetailResource(async (key: string) => ({ key }), { context: 'test', related });
    await store.open('a', 'vi');
    expect(store.related).toEqual(['a-1']);
    await store.open('a', 'vi');
    expect(related).toHaveBeenCalledTimes(1);
    await store.open('b', 'vi');
    expect(store.related).toEqual(['b-1']);
  });

  it('reports a 404 as notFound', async () => {
    const store = new DetailResource(
      async () => {
        throw new ApiRequestError({ status: 404, errors: [] });
      },
      { context: 'test' },
    );
    await store.open('x', 'vi');
    expect(store.notFound).toBe(true);
    expect(store.item).toBeNull();
  });
});
