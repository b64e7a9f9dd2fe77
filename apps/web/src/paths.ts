/** The paths the boot script must know too (it is bundled on its own, without the routes table). */
export const LOGIN_PATH = '/login';
export const HOME_PATH = '/app/scorecards';
/** Every screen of the app shell lives under it. */
export const APP_PREFIX = '/app/';
