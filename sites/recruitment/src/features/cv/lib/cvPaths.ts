import {
  CV_FORM_ERROR_CODES,
  CvDraftSchema,
  type CvDataInput,
} from '@brokerage/shared/validation/recruitment/cv.ts';

type Container = Record<string, unknown> | unknown[];

const isContainer = (value: unknown): value is Container =>
  typeof value === 'object' && value !== null;

/** The value at `personal.fullName` or `workProcess.0.company`; undefined on the way. */
export function getAt(root: unknown, path: string): unknown {
  let node: unknown = root;
  for (const key of path.split('.')) {
    if (!isContainer(node)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** Sets the value at `path`, making the sections on the way (objects, or arrays before a number). */
export function setAt(root: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node: Container = root;
  keys.slice(0, -1).forEach((key, index) => {
    const record = node as Record<string, unknown>;
    if (!isContainer(record[key])) record[key] = /^\d+$/.test(keys[index + 1] ?? '') ? [] : {};
    node = record[key] as Container;
  });
  (node as Record<string, unknown>)[keys.at(-1) ?? ''] = value;
}

const FORM_CODES: ReadonlySet<string> = new Set(CV_FORM_ERROR_CODES);

/**
 * The shared draft schema's verdict, by field path: the same check the API makes, so a field
 * the server would refuse is marked before anything is sent.
 */
export function draftFieldErrors(cv: CvDataInput): Record<string, string> {
  const result = CvDraftSchema.safeParse(cv);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (!(path in errors))
      errors[path] = FORM_CODES.has(issue.message) ? issue.message : 'option_invalid';
  }
  return errors;
}
