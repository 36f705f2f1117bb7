import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { isCanceled, logLoadError, toLoadFailure, type LoadFailure } from './loadError';

/** One request for a store's data; it must give up when `signal` aborts. */
export type ResourceLoader<T> = (signal: AbortSignal) => Promise<T>;

export interface ResourceLoadOptions<T> {
  /**
   * Forget the current value as the request starts: the next one is another thing (another
   * slug), not a newer copy of the same. By default the value stays until the new one arrives.
   */
  clear?: boolean;
  /** A 404 that means "nothing here" rather than a failure: the value that stands for it. */
  whenNotFound?: () => T;
}

/**
 * The loading half of a page's store: one request at a time, the flag and the failure as
 * observables, and cancellation (the next load or `cancel()` aborts the request in flight, whose
 * late answer is then dropped). Site stores compose one and add what their page needs.
 */
export class ResourceStore<T> {
  value: T | null = null;
  isLoading = false;
  failure: LoadFailure | null = null;

  /** Names the page in the console when its data cannot be read. */
  readonly #context: string;
  #controller: AbortController | null = null;

  constructor(context: string) {
    this.#context = context;
    // Server data is replaced, never edited in place: no deep observable copy.
    makeAutoObservable(this, { value: observableRef }, { autoBind: true });
  }

  async load(loader: ResourceLoader<T>, options: ResourceLoadOptions<T> = {}): Promise<void> {
    this.cancel();
    const controller = new AbortController();
    this.#controller = controller;
    this.isLoading = true;
    this.failure = null;
    if (options.clear) this.value = null;
    try {
      const value = await loader(controller.signal);
      runInAction(() => {
        if (!controller.signal.aborted) this.value = value;
      });
    } catch (error) {
      if (isCanceled(error, controller.signal)) return;
      logLoadError(this.#context, error);
      const failure = toLoadFailure(error);
      runInAction(() => {
        if (failure === 'notFound' && options.whenNotFound) this.value = options.whenNotFound();
        else this.failure = failure;
      });
    } finally {
      if (this.#controller === controller) {
        this.#controller = null;
        runInAction(() => {
          this.isLoading = false;
        });
      }
    }
  }

  /** Stops the request in flight; called on unmount and before the next load. */
  cancel(): void {
    this.#controller?.abort();
    this.#controller = null;
    this.isLoading = false;
  }
}
