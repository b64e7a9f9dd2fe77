/**
 * The client's view of the session: the spec's local `logged_in` flag (§4) and what happens when
 * the server says the session is gone (§8: any 401 sends the user to /login).
 */
const LOGGED_IN_KEY = 'logged_in';

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage can be blocked (private mode, policies); the session cookie still works without it.
    return undefined;
  }
}

export function isLoggedIn(): boolean {
  return storage()?.getItem(LOGGED_IN_KEY) === 'true';
}

export function setLoggedIn(loggedIn: boolean): void {
  const store = storage();
  if (!store || isLoggedIn() === loggedIn) return;
  if (loggedIn) store.setItem(LOGGED_IN_KEY, 'true');
  else store.removeItem(LOGGED_IN_KEY);
}

type UnauthorizedHandler = () => void;

const defaultHandler: UnauthorizedHandler = () => {
  // Before the app's router is up: the login still says the session ended (lib/login-target.ts).
  if (window.location.pathname !== '/login') window.location.assign('/login?ended=1');
};
let unauthorizedHandler = defaultHandler;

/** The router registers how to go to /login; returns a function that restores the default. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = defaultHandler;
  };
}

export function handleUnauthorized(): void {
  setLoggedIn(false);
  unauthorizedHandler();
}
