import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

type PageModule = { default: ComponentType };

/**
 * React.lazy with a preload handle, so the first screen's code can be fetched while the
 * translations load instead of after them.
 *
 * A page whose code is already here renders in the same pass: React.lazy gets a thenable that
 * resolves at once instead of a promise, so it does not suspend. Suspending would commit an empty
 * route first, and in a transition React holds the page's own commit back for up to 300 ms after
 * that, while the member looks at a screen that does not answer yet.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let pending: Promise<PageModule> | undefined;
  let loaded: PageModule | undefined;
  const once = () =>
    (pending ??= load().then((module) => {
      loaded = module;
      return module;
    }));
  const here = (module: PageModule) =>
    ({
      then: (resolve: (m: PageModule) => void) => resolve(module),
    }) as unknown as Promise<PageModule>;
  return Object.assign(
    lazy(() => (loaded ? here(loaded) : once())),
    { preload: once },
  );
}
