import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { IonApp, IonRouterOutlet, IonSplitPane } from '@ionic/react';
import { IonReactRouter } from '@ionic/react-router';
import { QueryClientProvider, type FetchQueryOptions } from '@tanstack/react-query';
import { Navigate, Route, useLocation } from 'react-router-dom';
import { hasFirstAnswers } from '../api/first-answers';
import { isLoggedIn } from '../api/session-state';
import { LOGIN_PATH } from '../paths';
import { ROUTES, routeFor, type AppRoute } from '../routes';
import { APP_PREFIX } from '../paths';
import { removeBootScreen } from './boot-screen';
import { AppShell } from './app-shell-loader';
import { PageCodeBoundary, RetryWhenOnline } from './page-code-boundary';
import { ConnectionAlert } from './connection-alert';
import { UpdatePrompt } from './update-prompt';
import { RoleGate } from './role-gate';
import { FeatureGate } from './feature-gate';
import { LoadingIndicator } from './loading-indicator';
import { queryClient } from './query-client';
import { restoreDeviceData as restoreKept } from './query-persistence';
import { followClubTimeZone } from '../features/club';
import { usePageViews } from './use-page-views';
import { useUnauthorizedRedirect } from './use-unauthorized-redirect';
import { isOnline } from '../lib/online';

export { setupIonic } from './ionic-setup';

/** Fills the cache with what the device kept for the member (app/query-persistence.ts). */
export const restoreDeviceData = () => restoreKept(queryClient);

followClubTimeZone(queryClient);

/**
 * When the server painted the first screen and put its answers in the page (src/first-screen/),
 * fills the cache from them before React renders, so the screen's first frame shows the same data
 * instead of skeletons over the painted copy. The page module names its queries.
 */
export async function primeFirstScreen(page: Promise<unknown> | undefined): Promise<void> {
  if (!page) return;
  if (!hasFirstAnswers()) {
    // No answers in the page (the installed app starts from its kept shell): the page's calls go
    // out now, together, rather than after its route's gate has read the club's settings.
    if (isOnline()) {
      page
        .then((module) => {
          for (const query of queriesOf(module)) void queryClient.prefetchQuery(query);
        })
        // A page whose code did not arrive says so itself (page-code-boundary.tsx).
        .catch(() => {});
    }
    return;
  }
  // The page's answers are taken as sent (api/client.ts), so filling the cache is quick work.
  await Promise.all(queriesOf(await page).map((query) => queryClient.prefetchQuery(query)));
}

/** The queries a page module names for its first screen (`firstScreenQueries`), if any. */
function queriesOf(module: unknown) {
  const { firstScreenQueries } = module as {
    firstScreenQueries?: () => readonly FetchQueryOptions<
      unknown,
      Error,
      unknown,
      readonly unknown[]
    >[];
  };
  return firstScreenQueries?.() ?? [];
}

/**
 * A route's page, built in a transition once the route has mounted. Ionic's outlet mounts a route
 * from its componentDidMount, in an update React cannot interrupt, so a page rendered inside it
 * would hold the main thread for its whole first render; in a transition React builds it in
 * slices between which the browser paints and takes taps. The outlet waits for the page's
 * ion-page as it does for a page whose code is still loading.
 */
function InTransition({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    startTransition(() => setShown(true));
  }, []);
  return shown ? children : null;
}

function routeElement(route: AppRoute) {
  if (route.redirectTo) return <Navigate to={route.redirectTo} replace />;
  const Page = route.page;
  if (!Page) return null;
  const page = (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
  return (
    <InTransition>
      <PageCodeBoundary>
        {route.feature ? (
          <FeatureGate feature={route.feature}>{page}</FeatureGate>
        ) : route.role ? (
          <RoleGate role={route.role}>{page}</RoleGate>
        ) : (
          page
        )}
      </PageCodeBoundary>
    </InTransition>
  );
}

function AppFrame() {
  const { pathname } = useLocation();
  useUnauthorizedRedirect();
  usePageViews(pathname);
  // index.html paints the login screen or the app's frame first. The login page and the page
  // header remove their copy once they are up; a screen with neither drops it straight away.
  useEffect(() => {
    if (pathname !== LOGIN_PATH && !pathname.startsWith(APP_PREFIX)) removeBootScreen();
  }, [pathname]);
  const inShell = pathname.startsWith('/app') && isLoggedIn();
  // Once loaded, the menu stays mounted and is only disabled outside /app: unmounting an open or
  // closing ion-menu leaves the page content blocked for pointer events.
  const [shellLoaded, setShellLoaded] = useState(inShell);
  if (inShell && !shellLoaded) setShellLoaded(true);

  return (
    <>
      <LoadingIndicator pathname={pathname} />
      <ConnectionAlert />
      <UpdatePrompt />
      <IonSplitPane contentId="main" when={routeFor(pathname)?.fullScreen ? false : 'lg'}>
        {/* The menu and everything it needs load with the first /app screen, never on /login.
            Without its code the screens still work, and the menu comes with the next route or
            once the connection is back. */}
        {shellLoaded ? (
          <PageCodeBoundary
            retryKey={pathname}
            fallback={(retry) => <RetryWhenOnline retry={retry} />}
          >
            <Suspense fallback={null}>
              <AppShell active={inShell} />
            </Suspense>
          </PageCodeBoundary>
        ) : null}
        <IonRouterOutlet id="main">
          {ROUTES.map((route) => (
            <Route key={route.path} path={route.path} element={routeElement(route)} />
          ))}
        </IonRouterOutlet>
      </IonSplitPane>
    </>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <IonApp>
        <IonReactRouter>
          <AppFrame />
        </IonReactRouter>
      </IonApp>
    </QueryClientProvider>
  );
}
