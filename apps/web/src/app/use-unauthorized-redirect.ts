import { useEffect } from 'react';
import { useIonRouter } from '@ionic/react';
import { setUnauthorizedHandler } from '../api/session-state';
import { loginHref } from '../lib/login-target';
import { LOGIN_PATH } from '../paths';
import { forgetMemberData } from './query-client';

/**
 * spec §8: a 401 on any call sends the member to /login, unless they are already there, with the
 * reason and the screen to come back to.
 */
export function useUnauthorizedRedirect(): void {
  const router = useIonRouter();
  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        void forgetMemberData();
        const { pathname, search } = window.location;
        // The login says the session ended, and brings the member back to this screen.
        if (pathname !== LOGIN_PATH)
          router.push(loginHref(`${pathname}${search}`, true), 'root', 'replace');
      }),
    [router],
  );
}
