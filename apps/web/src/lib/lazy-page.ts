import { createElement, lazy, type ComponentType } from 'react';
import { loadOnce } from './load-once';

/** A page the router renders, with a handle to fetch its code ahead of its first render. */
export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

type PageModule = { default: ComponentType };

/**
 * A page's code did not arrive: no connection, or a new deploy replaced the chunk. The route's
 * boundary (app/page-code-boundary.tsx) says so and offers to try again.
 */
export class PageCodeUnavailable extends Error {
  constructor(cause: unknown) {
    super("the page's code could not be loaded", { cause });
    this.name = 'PageCodeUnavailable';
  }
}

/** How to renew each page whose code failed to arrive (React.lazy keeps a failure for good). */
const failed = new Set<() => void>();

/**
 * Lets every page whose code failed to arrive fetch it again at its next render (the member's
 * "try again"). Until then such a page keeps failing, which its route's boundary shows.
 */
export function retryFailedPages(): void {
  for (const renew of failed) renew();
  failed.clear();
}

/**
 * React.lazy with a preload handle, so the first screen's code can be fetched while the
 * translations load instead of after them.
 *
 * A page whose code is already here renders in the same pass: React.lazy gets a thenable that
 * resolves at once instead of a promise, so it does not suspend. Suspending would commit an empty
 * route first, and in a transition React holds the page's own commit back for up to 300 ms after
 * that, while the member looks at a screen that does not answer yet.
 *
 * After a failed fetch the page throws `PageCodeUnavailable` until `retryFailedPages`.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: PageModule | undefined;
  const once = loadOnce(() =>
    load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        failed.add(() => {
          current = fresh();
        });
        throw new PageCodeUnavailable(error);
      },
    ),
  );
  const here = (module: PageModule) =>
    ({
      then: (resolve: (m: PageModule) => void) => resolve(module),
    }) as unknown as Promise<PageModule>;
  const fresh = () => lazy(() => (loaded ? here(loaded) : once()));
  let current = fresh();
  const Page = () => createElement(current);
  return Object.assign(Page, { preload: once });
}
