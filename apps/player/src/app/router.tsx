import { RouteError, SessionExpiredNotice } from '@wps-mobile/app-shell';
import { ErrorBoundary } from '@wps-mobile/ui';
import { BrowserRouter, useLocation, useRoutes } from 'react-router';
import { AppLayout } from './app-layout';
import { PLAYER_ROUTES } from './route-table';

const ROUTES = [{ element: <AppLayout />, children: PLAYER_ROUTES }];

function PlayerRoutes() {
  const { pathname } = useLocation();
  // The shell's own failure is caught too: never a blank page. An expired session is told on any screen,
  // a failed one included.
  return (
    <>
      <ErrorBoundary resetKey={pathname} fallback={(error) => <RouteError error={error} />}>
        {useRoutes(ROUTES)}
      </ErrorBoundary>
      <SessionExpiredNotice />
    </>
  );
}

/**
 * The player's routes in the browser's address bar. Declarative routing: screens load their own data through
 * RTK Query, so the router's data APIs (loaders, actions) would be code on every first load for nothing.
 */
export function PlayerRouter() {
  return (
    <BrowserRouter>
      <PlayerRoutes />
    </BrowserRouter>
  );
}
