import { autorun } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../api/errors.ts';
import { ContentDetailStore } from './ContentDetailStore';

interface Item {
  id: number;
  slug: string;
}

const notFound = () =>
  new ApiRequestError({ status: 404, errors: [{ code: 'not_found', message: 'x' }] });

describe('ContentDetailStore', () => {
  it('opens an item, then its related items, and sends nothing again for the item on screen', async () => {
    const load = vi.fn(async (slug: string) => ({ id: slug.length, slug }));
    const related = vi.fn(async (item: Item) => [{ id: item.id + 100, slug: 'other' }]);
    const store = new ContentDetailStore<Item>(load, { context: 'test', related });
    await store.open('tin-a', 'vi');
    expect(store.item).toEqual({ id: 5, slug: 'tin-a' });
    expect(store.related.map((r) => r.id)).toEqual([105]);
    expect(store.relatedLoading).toBe(false);
    await store.open('tin-a', 'vi');
    expect(load).toHaveBeenCalledTimes(1);
    expect(related).toHaveBeenCalledTimes(1);
    await store.open('tin-a', 'en');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets the previous item at once when another slug opens', async () => {
    let release: ((item: Item) => void) | undefined;
    const store = new ContentDetailStore<Item>(
      (slug) =>
        slug === 'b'
          ? new Promise((resolve) => (release = resolve))
          : Promise.resolve({ id: 1, slug }),
      { context: 'test' },
    );
    await store.open('a', 'vi');
    const opening = store.open('b', 'vi');
    expect(store.item).toBeNull();
    expect(store.isLoading).toBe(true);
    release?.({ id: 2, slug: 'b' });
    await opening;
    expect(store.item?.slug).toBe('b');
  });

  it('loads another slug or language while a view observes the item', async () => {
    // An observed computed is cached: the slug asked for must be observable too, or `item`
    // keeps the previous article and `open` thinks it is already on screen.
    const load = vi.fn(async (slug: string, locale: string) => ({
      id: slug.length,
      slug: `${locale}:${slug}`,
    }));
    const store = new ContentDetailStore<Item>(load, { context: 'test' });
    const seen: (string | undefined)[] = [];
    const stop = autorun(() => seen.push(store.item?.slug));
    try {
      await store.open('tin-a', 'vi');
      await store.open('tin-b', 'vi');
      expect(store.item?.slug).toBe('vi:tin-b');
      await store.open('news-b', 'en');
      expect(store.item?.slug).toBe('en:news-b');
      expect(load).toHaveBeenCalledTimes(3);
      expect(seen.filter(Boolean)).toEqual(['vi:tin-a', 'vi:tin-b', 'en:news-b']);
    } finally {
      stop();
    }
  });

  it('turns a 404 into notFound', async () => {
    const store = new ContentDetailStore<Item>(async () => Promise.reject(notFound()), {
      context: 'test',
    });
    await store.open('khong-co', 'vi');
    expect(store.notFound).toBe(true);
    expect(store.failure).toBe('notFound');
    expect(store.item).toBeNull();
  });

  it('keeps the item when the related list fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = new ContentDetailStore<Item>(async (slug) => ({ id: 1, slug }), {
      context: 'test',
      related: async () => {
        throw new Error('boom');
      },
    });
    await store.open('a', 'vi');
    expect(store.item?.slug).toBe('a');
    expect(store.relatedFailure).toBe('server');
    expect(store.related).toEqual([]);
  });

  it('loads the related items after the item, once per item', async () => {
    const related = vi.fn(async (item: { key: string }) => [`${item.key}-1`]);
    const store = new ContentDetailStore(async (key: string) => ({ key }), { context: 'test', related });
    await store.open('a', 'vi');
    expect(store.related).toEqual(['a-1']);
    await store.open('a', 'vi');
    expect(related).toHaveBeenCalledTimes(1);
    await store.open('b', 'vi');
    expect(store.related).toEqual(['b-1']);
  });
});
