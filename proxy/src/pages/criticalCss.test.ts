import { describe, expect, it } from 'vitest';
import { classesOf, cutSheet, parseSheet, requiredClasses } from './criticalCss';

const cut = (css: string, markup: string) => cutSheet(parseSheet(css), classesOf(markup), markup);

describe('requiredClasses', () => {
  it('counts the classes an element and its ancestors must have', () => {
    expect(requiredClasses('.a .b>.c:hover::after')).toEqual(['a', 'b', 'c']);
  });

  it('does not count classes inside functional pseudo-classes or attribute values', () => {
    expect(requiredClasses('.a:not(.b):where(.c .d)')).toEqual(['a']);
    expect(requiredClasses(':where([data-x=".e"]) .f')).toEqual(['f']);
  });
});

describe('cutSheet', () => {
  it.each([
    [
      'keeps the rules whose classes the markup has, in the sheet’s order',
      '.b{color:red}.a{color:blue}.a .c{color:green}.a,.z{margin:0}',
      '<p class="a b">x</p>',
      '.b{color:red}.a{color:blue}.a,.z{margin:0}',
    ],
    [
      'always keeps rules without classes, font faces and keyframes',
      'body{margin:0}@font-face{font-family:F;src:url(f.woff2)}@keyframes k{to{opacity:1}}.q{color:red}',
      '<p>x</p>',
      'body{margin:0}@font-face{font-family:F;src:url(f.woff2)}@keyframes k{to{opacity:1}}',
    ],
    [
      'keeps media queries with the rules the page needs, and drops empty ones',
      '@media (min-width:48em){.a{display:flex}.b{display:none}}@media print{.b{color:red}}',
      '<i class="a"></i>',
      '@media (min-width:48em){.a{display:flex}}',
    ],
    [
      'keeps the custom properties the kept rules and the markup read, through others',
      ':root{--a:1px;--b:var(--c);--c:2px;--d:3px;--e:4px;color:black}.x{margin:var(--a) var(--b)}.y{margin:var(--d)}',
      '<i class="x" style="padding:var(--e)"></i>',
      ':root{--a:1px;--b:var(--c);--c:2px;--e:4px;color:black}.x{margin:var(--a) var(--b)}',
    ],
  ])('%s', (_name, css, markup, expected) => {
    expect(cut(css, markup)).toBe(expected);
  });
});

describe('classesOf', () => {
  it('reads every class attribute', () => {
    expect([...classesOf('<a class="a  b"></a><i class=""></i><p class="c">')]).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});
