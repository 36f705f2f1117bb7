import { describe, expect, it } from 'vitest';
import type { ContentSource, Lookup } from './content';
import { loadSystemData } from './pages';

const found = <T>(value: T): Lookup<T> => ({ status: 'found', value });

function source(overrides: Partial<ContentSource> = {}): ContentSource {
  return {
    page: async () => ({ status: 'missing' }),
    homePage: async () => ({ status: 'missing' }),
    redirect: async () => ({ status: 'missing' }),
    contentRoute: async () => ({ status: 'missing' }),
    general: async () => found({ hotline: '1900' } as never),
    menus: async () => found([]),
    translations: async () => found({}),
    ...overrides,
  };
}

describe('loadSystemData', () => {
  it('is the three lookups of the language when all are found', async () => {
    await expect(loadSystemData(source(), 'en')).resolves.toEqual({
      locale: 'en',
      general: { hotline: '1900' },
      menus: [],
      translations: {},
    });
  });

  it.each(['general', 'menus', 'translations'] as const)(
    'is nothing when %s is not to be had (the page then asks the API itself)',
    async (which) => {
      const down = source({ [which]: async () => ({ status: 'unavailable' }) });
      await expect(loadSystemData(down, 'vi')).resolves.toBeUndefined();
      const limited = source({ [which]: async () => ({ status: 'limited' }) });
      await expect(loadSystemData(limited, 'vi')).resolves.toBeUndefined();
    },
  );

  it('is nothing from a source that cannot look menus up', async () => {
    await expect(loadSystemData(source({ menus: undefined }), 'vi')).resolves.toBeUndefined();
  });
});
