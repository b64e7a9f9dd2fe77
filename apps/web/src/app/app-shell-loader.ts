import { lazyPage } from '../lib/lazy-page';

/** The shell (side menu): rendered with the first /app screen, warmed up by a successful login. */
export const AppShell = lazyPage(() => import('./app-shell'));
