import { lazy, type ComponentType, type JSX } from 'react';

export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Loads the component's chunk; once it is in, the component renders without suspending. */
  preload: () => Promise<unknown>;
};

/**
 * `React.lazy` that can be loaded ahead. A server-rendered page hydrates what the server drew:
 * a lazy component that is not loaded yet suspends, its part of the page stays the server's
 * markup (not hydrated, clicks on it lost) until its chunk arrives. Preloaded before hydration,
 * it renders at once, like any other component.
 */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Preloadable(props: P): JSX.Element {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
