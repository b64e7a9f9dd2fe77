import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/**
 * React.lazy with a preload handle, so the first screen's code can be fetched while the
 * translations load instead of after them.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let pending: Promise<{ default: ComponentType }> | undefined;
  const once = () => (pending ??= load());
  return Object.assign(lazy(once), { preload: once });
}
