import { describe, expect, it } from 'vitest';
import { textTable } from './textTable';

describe('textTable', () => {
  it('pads each column to its widest cell and trims line ends', () => {
    expect(textTable([['site', 'JS', ''], ['corporate', '179.1 kB', 'ok']])).toBe(
      'site       JS\ncorporate  179.1 kB  ok',
    );
  });

  it('rules the header off when asked', () => {
    expect(textTable([['a', 'bb'], ['ccc', 'd']], { rule: true })).toBe('a    bb\n---  --\nccc  d');
  });

  it('is empty without rows', () => {
    expect(textTable([])).toBe('');
  });
});
