import { createElement, lazy, useState, type ComponentType } from 'react';
import { loadOnce } from './load-once';

/** A part of the app whose code loads on its own (a route's page, the app shell), with a handle to
 * fetch that code ahead of its first render. */
export type LazyPage<P extends object = object> = ComponentType<P> & {
  preload: () => Promise<unknown>;
};

type PageModule<P extends object> = { default: ComponentType<P> };

/**
 * A page's code did not arrive: no connection, or a new deploy replaced the chunk. Its boundary
 * (app/page-code-boundary.tsx) says so and tries again.
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
 * A page whose code is already here when it mounts renders it directly, without React.lazy, so it
 * does not suspend. Suspending would commit an empty route first, and in a transition React holds
 * the page's own commit back for up to 300 ms after that, while the member looks at a screen that
 * does not answer yet.
 *
 * After a failed fetch the page throws `PageCodeUnavailable` until `retryFailedPages`.
 */
export function lazyPage<P extends object = object>(
  load: () => Promise<PageModule<P>>,
): LazyPage<P> {
  let loaded: PageModule<P> | undefined;
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
  const fresh = () => lazy(once);
  let current = fresh();
  const Page = (props: P) => {
    // Decided once per mount: switching from the lazy wrapper to the module would remount it.
    const [here] = useState(() => loaded);
    return createElement(here ? here.default : current, props);
  };
  return Object.assign(Page, { preload: once });
}
