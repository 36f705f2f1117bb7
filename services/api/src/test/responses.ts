/** One entry of the error envelope (`{ errors: [...] }`). */
export interface ApiErrorEntry {
  code: string;
  message: string;
  field?: string;
  /** Only errors a site words itself send them (`bond_sold_out`: `{ remaining }`). */
  params?: Record<string, string | number>;
}

type Answer = { statusCode: number; json: () => unknown };

/** The errors of an answer's envelope. */
export const errorsOf = (res: Pick<Answer, 'json'>) =>
  (res.json() as { errors: ApiErrorEntry[] }).errors;

/** The first error of an answer's envelope. */
export const errorOf = (res: Pick<Answer, 'json'>) => errorsOf(res)[0];

/** The answer has this status and exactly this one error in its envelope, nothing else. */
export function expectApiError(res: Answer, status: number, error: ApiErrorEntry) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({ errors: [error] });
}
