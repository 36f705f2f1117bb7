import { describe, expect, it } from 'vitest';
import { ApiErrorBodySchema } from '../validation/common';
import { parseErrorBody } from './errorBody';

/** What the schema makes of a body: its errors, or [] where it refuses it. */
const bySchema = (body: unknown) => {
  const parsed = ApiErrorBodySchema.safeParse(body);
  return parsed.success ? parsed.data.errors : [];
};

const BODIES: unknown[] = [
  { errors: [{ code: 'page_not_found', message: 'Không tìm thấy trang' }] },
  {
    errors: [
      { code: 'invalid', message: 'Sai', field: 'email', extra: 'dropped' },
      { code: 'bond_sold_out', message: 'Hết', params: { remaining: 0, unit: 'trái phiếu' } },
    ],
    meta: { ignored: true },
  },
  { errors: [] },
  { errors: [{ code: 'x' }] },
  {
    errors: [
      { code: 'x', message: 'y' },
      { code: 1, message: 'z' },
    ],
  },
  { errors: [{ code: 'x', message: 'y', field: 3 }] },
  { errors: [{ code: 'x', message: 'y', field: undefined }] },
  { errors: [{ code: 'x', message: 'y', params: { n: true } }] },
  { errors: [{ code: 'x', message: 'y', params: ['a'] }] },
  { errors: [{ code: 'x', message: 'y', params: {} }] },
  { errors: 'nope' },
  { errors: [null] },
  { error: 'not found' },
  [],
  null,
  undefined,
  '<html>502 Bad Gateway</html>',
  42,
];

describe('parseErrorBody', () => {
  it.each(BODIES.map((body) => [JSON.stringify(body) ?? String(body), body]))(
    'reads %s as ApiErrorBodySchema does',
    (_name, body) => {
      expect(parseErrorBody(body)).toEqual(bySchema(body));
    },
  );

  it('keeps an error’s own keys only', () => {
    expect(parseErrorBody(BODIES[1])).toEqual([
      { code: 'invalid', message: 'Sai', field: 'email' },
      { code: 'bond_sold_out', message: 'Hết', params: { remaining: 0, unit: 'trái phiếu' } },
    ]);
  });
});
