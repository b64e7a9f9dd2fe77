import type { LoginRequest, LoginResponse, SessionResponse } from '@fairway/contract';
import { apiGet, apiPost } from './client';
import { reply } from './reply';
import { setLoggedIn } from './session-state';

/** GET /api/auth/login: the session check (spec §7); it also corrects the local logged_in flag. */
export async function fetchSession(signal?: AbortSignal): Promise<SessionResponse> {
  const session = await apiGet('/api/auth/login', reply('SessionResponse'), {
    signal,
    anonymous: true,
  });
  setLoggedIn(session.status === 'logged_in');
  return session;
}

export function login(body: LoginRequest): Promise<LoginResponse> {
  return apiPost('/api/auth/login', reply('LoginResponse'), body);
}

export async function logout(): Promise<void> {
  try {
    await apiPost('/api/auth/logout', reply('LogoutResponse'));
  } finally {
    // Logged out locally even when the server could not be told (spec §4: cleared on logout).
    setLoggedIn(false);
  }
}
