import {
  type LoginRequest,
  LoginResponse,
  LogoutResponse,
  SessionResponse,
} from '@fairway/contract';
import { apiGet, apiPost } from './client';
import { setLoggedIn } from './session-state';

/** GET /api/auth/login: the session check (spec §7); it also corrects the local logged_in flag. */
export async function fetchSession(signal?: AbortSignal): Promise<SessionResponse> {
  const session = await apiGet('/api/auth/login', SessionResponse, {
    signal,
    anonymous: true,
  });
  setLoggedIn(session.status === 'logged_in');
  return session;
}

export function login(body: LoginRequest): Promise<LoginResponse> {
  return apiPost('/api/auth/login', LoginResponse, body);
}

export async function logout(): Promise<void> {
  try {
    await apiPost('/api/auth/logout', LogoutResponse);
  } finally {
    // Logged out locally even when the server could not be told (spec §4: cleared on logout).
    setLoggedIn(false);
  }
}
