import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../api/errors.ts';
import { Resource } from './Resource';

describe('Resource', () => {
  it('loads once per language and key, and reports empty lists', async () => {
    const loader = vi.fn(async (locale: string) => (locale === 'vi' ? [1, 2] : []));
    const resource = new Resource<number[]>('test', (v) => v.length === 0);
    await resource.load('vi', loader);
    await resource.load('vi', loader);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(resource.value).toEqual([1, 2]);
    expect(resource.isEmpty).toBe(false);
    await resource.load('en', loader);
    expect(loader).toHaveBeenCalledTimes(2);
    expect(resource.isEmpty).toBe(true);
    await resource.load('en', loader, 'other');
    expect(loader).toHaveBeenCalledTimes(3);
  });

  it('keeps the failure and loads again on retry', async () => {
    let fail = true;
    const resource = new Resource<string>('test', () => false);
    const loader = async () => {
      if (fail) throw new ApiRequestError({ status: 500, errors: [] });
      return 'ok';
    };
    await resource.load('vi', loader);
    expect(resource.failure).toBe('server');
    expect(resource.hasAnswer).toBe(false);
    fail = false;
    await resource.retry();
    expect(resource.failure).toBeNull();
    expect(resource.value).toBe('ok');
  });

  it('keeps what a 404 stands for as its answer when told, and loads it once', async () => {
    const loader = vi.fn(async () => {
      throw new ApiRequestError({ status: 404, errors: [] });
    });
    const resource = new Resource<string>('test', () => false, { whenNotFound: () => 'none' });
    await resource.load('vi', loader, '/x');
    expect(resource.failure).toBeNull();
    expect(resource.value).toBe('none');
    await resource.load('vi', loader, '/x');
    expect(loader).toHaveBeenCalledTimes(1);
  });
});
