import { createElement, lazy, type ComponentType } from 'react';

type RouteModule<P> = { default: ComponentType<P> };

/** A lazy page (or part of one) whose module can be fetched before it renders. */
export type LazyRoute<P extends object = object> = ComponentType<P> & {
  /** Fetches the module (once); resolves when the page can render without suspending. */
  preload: () => Promise<unknown>;
};

/**
 * `lazy`, plus `preload`: once its module is in, the page renders in the same pass as its parent.
 * A plain lazy component suspends on its first render even when its module already arrived, and
 * renders again a microtask later: on the first load of a signed-in page that turned one render
 * into a cascade (layout, then page), each a long task after the first paint (docs/decisions/029).
 */
export function lazyRoute<P extends object = object>(load: () => Promise<RouteModule<P>>): LazyRoute<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<RouteModule<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed fetch (network lost) may be tried again by the next render.
        pending = undefined;
        throw error;
      },
    ));
  const Suspending = lazy(preload);
  function Route(props: P) {
    return createElement((loaded ?? Suspending) as ComponentType<P>, props);
  }
  return Object.assign(Route, { preload });
}
