/** The shell's chunk (side menu), loaded by the router and warmed up by a successful login. */
export const loadAppShell = () => import('./app-shell');
