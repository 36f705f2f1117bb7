import { isApiRequestError, isApiSchemaError, isRequestCanceled } from '../../api/errors';

/** What a page shows when its data could not be loaded (spec §8). */
export type LoadFailure = 'notFound' | 'server' | 'maintenance';

/** A request aborted by navigation or unmount: nobody waits for it, so it is not a failure. */
export function isCanceled(error: unknown, signal?: AbortSignal): boolean {
  return signal?.aborted === true || isRequestCanceled(error);
}

/**
 * 404 → not found; 503 → maintenance (the shell also raises its global event); anything else,
 * including a response that fails its schema, is a server error the visitor cannot fix.
 */
export function toLoadFailure(error: unknown): LoadFailure {
  if (isApiRequestError(error)) {
    if (error.status === 404) return 'notFound';
    if (error.status === 503) return 'maintenance';
  }
  return 'server';
}

/**
 * Logs which page could not read its data: schema failures (the client logs their issues, not
 * the page) and unexpected errors. HTTP error statuses are expected outcomes, not logged here.
 */
export function logLoadError(context: string, error: unknown): void {
  if (isApiSchemaError(error)) {
    console.error(`[${context}] response did not match its schema`, error.url, error.issues);
  } else if (!isApiRequestError(error)) {
    console.error(`[${context}] failed`, error);
  }
}

/** The status an ErrorPage shows for a failure. */
export function errorStatus(failure: LoadFailure): 404 | 500 | 503 {
  switch (failure) {
    case 'notFound':
      return 404;
    case 'maintenance':
      return 503;
    case 'server':
      return 500;
  }
}
