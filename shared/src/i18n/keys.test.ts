import { describe, expectTypeOf, it } from 'vitest';
import type { KeyOf, LeafKeys, SameKeys, TKey } from './keys';

// Type-level checks: `npm run typecheck` fails when one of these stops holding.
describe('typed text keys', () => {
  it('lists the leaves of a text tree as dotted paths', () => {
    expectTypeOf<LeafKeys<{ a: { b: string; c: { d: string } }; e: string }>>().toEqualTypeOf<
      'a.b' | 'a.c.d' | 'e'
    >();
  });

  it('reaches plural forms by their base name', () => {
    expectTypeOf<'actions.back'>().toExtend<KeyOf<'common'>>();
    expectTypeOf<'common:actions.back'>().toExtend<TKey<'common'>>();
    expectTypeOf<'no.such.key'>().not.toExtend<TKey<'common'>>();
  });

  it('names the keys one language lacks', () => {
    expectTypeOf<SameKeys<{ a: { b: string } }, { a: { b: string } }>>().toEqualTypeOf<true>();
    expectTypeOf<SameKeys<{ a: string; b: string }, { a: string }>>().toEqualTypeOf<{
      missingInSecond: 'b';
    }>();
    expectTypeOf<SameKeys<{ a: string }, { a: string; c: string }>>().toEqualTypeOf<{
      missingInFirst: 'c';
    }>();
  });
});
