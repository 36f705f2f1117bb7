import { makeAutoObservable } from 'mobx';
import type { Locale } from '../../routing/routes.ts';
import type { LoadFailure } from './loadError.ts';
import { ResourceStore } from './ResourceStore.ts';

export type ResourceFetch<T> = (locale: Locale, signal: AbortSignal) => Promise<T>;

/**
 * One catalogue load of a page (a list, or a few lists together) with the flags ListStatus reads
 * (`isLoading`, `failure`, `hasAnswer`, `isEmpty`, `retry`). Coming back to the page in the same
 * language keeps what is there; another language or another key loads again.
 */
export class Resource<T> {
  readonly #resource: ResourceStore<T>;
  readonly #isEmpty: (value: T) => boolean;
  readonly #whenNotFound: (() => T) | undefined;
  #loaded: { locale: Locale; key: string } | null = null;
  #last: { locale: Locale; key: string; loader: ResourceFetch<T> } | null = null;

  /** `whenNotFound`: the answer a 404 stands for ("no such page"), instead of a failure. */
  constructor(
    context: string,
    isEmpty: (value: T) => boolean,
    { whenNotFound }: { whenNotFound?: () => T } = {},
  ) {
    this.#resource = new ResourceStore<T>(context);
    this.#isEmpty = isEmpty;
    this.#whenNotFound = whenNotFound;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get value(): T | null {
    return this.#resource.value;
  }
  get isLoading(): boolean {
    return this.#resource.isLoading;
  }
  get failure(): LoadFailure | null {
    return this.#resource.failure;
  }
  get hasAnswer(): boolean {
    return this.#resource.value !== null;
  }
  get isEmpty(): boolean {
    const value = this.#resource.value;
    return value === null || this.#isEmpty(value);
  }

  async load(locale: Locale, loader: ResourceFetch<T>, key = ''): Promise<void> {
    this.#last = { locale, key, loader };
    const loaded = this.#loaded;
    if (loaded && loaded.locale === locale && loaded.key === key && this.hasAnswer && !this.failure)
      return;
    this.#loaded = null;
    await this.#resource.load((signal) => loader(locale, signal), {
      clear: true,
      whenNotFound: this.#whenNotFound,
    });
    if (this.#last?.locale === locale && this.#last.key === key && this.hasAnswer)
      this.#loaded = { locale, key };
  }

  retry(): Promise<void> {
    const last = this.#last;
    if (!last) return Promise.resolve();
    this.#loaded = null;
    return this.load(last.locale, last.loader, last.key);
  }

  cancel(): void {
    this.#resource.cancel();
  }
}
