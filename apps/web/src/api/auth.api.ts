import type {
  LoginRequest,
  LoginResponse,
  SessionResponse,
  SetPasswordRequest,
  SetPasswordResponse,
} from '@fairway/contract';
import { isApiError } from './api-error';
import { apiGet, apiPost } from './client';
import { reply } from './reply';
import { setLoggedIn } from './session-state';

/**
 * A logout the server has not heard of yet (the member logged out with no signal). Until it has,
 * the session cookie still works, so the session check must not take the member back in.
 */
const LOGOUT_PENDING = 'fw_logout_pending';

function setLogoutPending(pending: boolean): void {
  try {
    if (pending) localStorage.setItem(LOGOUT_PENDING, '1');
    else localStorage.removeItem(LOGOUT_PENDING);
  } catch {
    // Without storage the logout is only as good as the call that told the server.
  }
}

function logoutPending(): boolean {
  try {
    return localStorage.getItem(LOGOUT_PENDING) === '1';
  } catch {
    return false;
  }
}

/** Tells the server the session is over; true once it knows (an answer of any kind). */
async function endServerSession(): Promise<boolean> {
  try {
    await apiPost('/api/auth/logout', reply('LogoutResponse'), undefined, { silentOffline: true });
  } catch (error) {
    if (!isApiError(error) || error.status === 0) return false;
  }
  setLogoutPending(false);
  return true;
}

/** GET /api/auth/login: the session check (spec §7); it also corrects the local logged_in flag. */
export async function fetchSession(signal?: AbortSignal): Promise<SessionResponse> {
  if (logoutPending() && !(await endServerSession())) {
    setLoggedIn(false);
    return { status: 'logged_out', club: null };
  }
  const session = await apiGet('/api/auth/login', reply('SessionResponse'), {
    signal,
    anonymous: true,
  });
  setLoggedIn(session.status === 'logged_in');
  return session;
}

export async function login(body: LoginRequest): Promise<LoginResponse> {
  const answer = await apiPost('/api/auth/login', reply('LoginResponse'), body);
  // The new session replaced the old one on this device.
  setLogoutPending(false);
  return answer;
}

/**
 * Logged out locally at once (spec §4: cleared on logout), also with no signal; the server is
 * told now, or before the next session check.
 */
export async function logout(): Promise<void> {
  setLogoutPending(true);
  setLoggedIn(false);
  await endServerSession();
}

/** POST /api/auth/password: a one-time link's page sets the member's password (no session). */
export function setPassword(body: SetPasswordRequest): Promise<SetPasswordResponse> {
  return apiPost('/api/auth/password', reply('SetPasswordResponse'), body, { anonymous: true });
}
