import { useEffect } from 'react';
import { reportPageView } from '../api/system.api';
import { isLoggedIn } from '../api/session-state';
import { routeFor } from '../routes';

/**
 * Reports each screen shown with its Dutch title (spec §1). Redirects report nothing (their
 * target does) and /login has no session to report with.
 */
export function usePageViews(pathname: string): void {
  useEffect(() => {
    const route = routeFor(pathname);
    if (!route?.title || !route.page || route.anonymous || !isLoggedIn()) return;
    reportPageView({ path: pathname, title: route.title }).catch(() => {
      // Analytics must never disturb the member; a lost page view is acceptable.
    });
  }, [pathname]);
}
