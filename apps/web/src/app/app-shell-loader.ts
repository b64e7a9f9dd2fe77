/** The shell's chunk, loaded by the router and warmed up by a successful login. */
export const loadAppShell = () => import('./app-shell');

/** The side menu's chunk: the shell mounts it when it is wanted (app/side-menu-mount.ts). */
export const loadSideMenu = () => import('./side-menu');
