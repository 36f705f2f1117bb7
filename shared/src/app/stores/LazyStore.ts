/**
 * A store registered in the RootStore but made on first use, by the lazily loaded route that
 * needs it: its class (and what it imports) stays out of the site's entry bundle
 * (scripts/check-bundles.ts), while its options and its lifetime are the RootStore's — one
 * instance per page load, kept across visits of the route.
 */
export class LazyStore<Store, Options> {
  readonly #options: Options;
  #store: Store | undefined;

  constructor(options: Options) {
    this.#options = options;
  }

  get(create: (options: Options) => Store): Store {
    return (this.#store ??= create(this.#options));
  }
}
