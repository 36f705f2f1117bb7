import { describe, expect, it } from 'vitest';
import { medianOf, parseSmapsRollup, processTree, serviceOf } from './tree';

describe('the memory bench’s bookkeeping', () => {
  it('finds every process below the launcher, and only those', () => {
    const parentOf = new Map([
      [10, 1],
      [11, 10],
      [12, 10],
      [13, 12],
      [20, 1],
      [21, 20],
    ]);
    expect(processTree(10, parentOf).sort()).toEqual([10, 11, 12, 13]);
  });

  it('names a process by the folder it runs in', () => {
    expect(serviceOf('/repo', '/repo')).toBe('launcher');
    expect(serviceOf('/repo', '/repo/services/api')).toBe('services/api');
    expect(serviceOf('/repo', '/repo/proxy')).toBe('proxy');
    expect(serviceOf('/repo', '/tmp')).toBe('other');
    expect(serviceOf('/repo', '')).toBe('other');
  });

  it('takes the median of odd and even counts', () => {
    expect(medianOf([3, 1, 2])).toBe(2);
    expect(medianOf([4, 1, 2, 3])).toBe(2.5);
  });
});

describe('a process’s memory', () => {
  it('reads RSS and PSS from smaps_rollup, not the PSS breakdown lines', () => {
    const text = [
      '55e4c8a4b000-7ffd3b5fe000 ---p 00000000 00:00 0                          [rollup]',
      'Rss:               76596 kB',
      'Pss:               38211 kB',
      'Pss_Anon:          31020 kB',
      'Pss_File:           7191 kB',
      'Shared_Clean:      43768 kB',
    ].join('\n');
    expect(parseSmapsRollup(text)).toEqual({ rss: 76596, pss: 38211 });
    expect(parseSmapsRollup('')).toEqual({ rss: 0, pss: 0 });
  });
});
