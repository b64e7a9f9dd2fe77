import { queryOptions, useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '@fairway/contract';
import { fetchSession, login, logout } from '../../api/auth.api';
import { leavePushOnLogout } from '../members';

export const authKeys = {
  all: ['auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
};

/** The session check; never cached, since it decides whether /login is skipped. */
export const sessionQuery = () =>
  queryOptions({
    queryKey: authKeys.session(),
    queryFn: ({ signal }) => fetchSession(signal),
    enabled: true,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export const useLogin = () => useMutation({ mutationFn: (body: LoginRequest) => login(body) });

/** This device's push subscription ended first, while the session still allows the call. */
export async function logOutDevice(): Promise<void> {
  await leavePushOnLogout();
  await logout();
}

export const useLogout = () => useMutation({ mutationFn: logOutDevice });
