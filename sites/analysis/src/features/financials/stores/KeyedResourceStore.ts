import { action, observable } from 'mobx';
import type { Cancelable } from '@brokerage/shared/app/data/useLoad.ts';
import { ResourceStore, type ResourceLoader } from '@brokerage/shared/app/data/ResourceStore.ts';
import type { LoadFailure } from '@brokerage/shared/app/data/loadError.ts';

/** One answer the page wants: its cache key (symbol, statement, period, language…) and its call. */
export interface KeyedRequest<T> {
  key: string;
  loader: ResourceLoader<T>;
}

/** What a section draws for a key: the answer, the loading flag and the failure. */
export interface KeyedState<T> {
  value: T | null;
  isLoading: boolean;
  failure: LoadFailure | null;
}

const IDLE: KeyedState<never> = { value: null, isLoading: false, failure: null };

interface Entry<T> {
  resource: ResourceStore<T>;
  loader: ResourceLoader<T>;
  /** The leases holding the key: the request in flight is aborted only once none does. */
  users: number;
}

/**
 * Answers kept by key for the visit, each with its own loading flag and failure
 * (ResourceStore), so that switching back to a period or a statement already seen costs nothing
 * and each section of the page loads, fails and retries on its own. Sections ask through a
 * lease (their `useLoad` cancel scope): the table and the charts may both want the income
 * statement, and one of them leaving must not abort the other's request.
 */
export class KeyedResourceStore<T> {
  readonly #entries = observable.map<string, Entry<T>>({}, { deep: false });
  readonly #context: string;

  constructor(context: string) {
    this.#context = context;
  }

  /** The state of `key` (observable: an observer re-renders when it is asked or answers). */
  state(key: string): KeyedState<T> {
    const resource = this.#entries.get(key)?.resource;
    if (!resource) return IDLE;
    return { value: resource.value, isLoading: resource.isLoading, failure: resource.failure };
  }

  /** A cancel scope for one section of the page. */
  lease(): ResourceLease<T> {
    return new ResourceLease(this);
  }

  /** Asks again for a failed (or cancelled) key with its last call. */
  retry(key: string): Promise<void> {
    const entry = this.#entries.get(key);
    return entry ? entry.resource.load(entry.loader) : Promise.resolve();
  }

  /** @internal A lease takes `request`: asks for it unless it is answered or on its way. */
  acquire = action((request: KeyedRequest<T>, fresh: boolean): Promise<void> => {
    let entry = this.#entries.get(request.key);
    if (!entry) {
      entry = {
        resource: new ResourceStore<T>(this.#context),
        loader: request.loader,
        users: 0,
      };
      this.#entries.set(request.key, entry);
    }
    entry.loader = request.loader;
    if (fresh) entry.users += 1;
    const { resource } = entry;
    if (resource.value !== null || resource.isLoading) return Promise.resolve();
    // A failure stays on screen (with its retry button) until a new visit of the section.
    if (resource.failure !== null && !fresh) return Promise.resolve();
    return resource.load(request.loader);
  });

  /** @internal A lease lets `key` go: its request stops once nobody holds it. */
  release = action((key: string): void => {
    const entry = this.#entries.get(key);
    if (!entry) return;
    entry.users = Math.max(0, entry.users - 1);
    if (entry.users === 0 && entry.resource.isLoading) entry.resource.cancel();
  });
}

/** The keys one section holds; `cancel` (useLoad's, on leaving or before the next load) lets them go. */
export class ResourceLease<T> implements Cancelable {
  readonly #store: KeyedResourceStore<T>;
  readonly #held = new Set<string>();

  constructor(store: KeyedResourceStore<T>) {
    this.#store = store;
  }

  /** Holds exactly `requests` (letting go of any other key held) and asks for what is missing. */
  load(requests: ReadonlyArray<KeyedRequest<T>>): Promise<void> {
    const wanted = new Set(requests.map((request) => request.key));
    for (const key of [...this.#held]) {
      if (!wanted.has(key)) {
        this.#held.delete(key);
        this.#store.release(key);
      }
    }
    const loads = requests.map((request) => {
      const fresh = !this.#held.has(request.key);
      this.#held.add(request.key);
      return this.#store.acquire(request, fresh);
    });
    return Promise.all(loads).then(() => undefined);
  }

  cancel(): void {
    for (const key of this.#held) this.#store.release(key);
    this.#held.clear();
  }
}
