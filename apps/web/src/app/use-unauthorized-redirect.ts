import { useEffect } from 'react';
import { useIonRouter } from '@ionic/react';
import { setUnauthorizedHandler } from '../api/session-state';
import { LOGIN_PATH } from '../routes';
import { forgetMemberData } from './query-client';

/** spec §8: a 401 on any call sends the member to /login, unless they are already there. */
export function useUnauthorizedRedirect(): void {
  const router = useIonRouter();
  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        void forgetMemberData();
        if (window.location.pathname !== LOGIN_PATH) router.push(LOGIN_PATH, 'root', 'replace');
      }),
    [router],
  );
}
