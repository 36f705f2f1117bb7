export interface Cancellable {
  signal: AbortSignal;
  /** Aborts the request; its promise then rejects with `RequestCanceled`. */
  cancel: () => void;
}

/**
 * One abortable request. A store keeps the last one and cancels it before starting the next,
 * so a slow answer for an old stock symbol cannot overwrite the new one.
 */
export function cancellable(): Cancellable {
  const controller = new AbortController();
  return { signal: controller.signal, cancel: () => controller.abort() };
}
