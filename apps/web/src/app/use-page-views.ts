import { useEffect } from 'react';
import { reportPageView } from '../api/system.api';
import { isLoggedIn } from '../api/session-state';
import { routeInfo } from '../route-table';

/**
 * Reports each screen shown with its Dutch title (spec §1). Redirects report nothing (their
 * target does) and /login has no session to report with.
 */
export function usePageViews(pathname: string): void {
  useEffect(() => {
    const route = routeInfo(pathname);
    if (!route?.title || !route.screen || route.anonymous || !isLoggedIn()) return;
    reportPageView({ path: pathname, title: route.title }).catch(() => {
      // Analytics must never disturb the member; a lost page view is acceptable.
    });
  }, [pathname]);
}
