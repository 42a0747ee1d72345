import { ErrorBoundary } from '@wps-mobile/ui';
import { BrowserRouter, useLocation, useRoutes, type RouteObject } from 'react-router';
import { RouteError } from '../errors/route-error';
import { SessionExpiredNotice } from '../session/session-expired-notice';

function ShellRoutes({ routes }: { readonly routes: RouteObject[] }) {
  const { pathname } = useLocation();
  // The shell's own failure is caught too: never a blank page. An expired session is told on any screen, a
  // failed one included.
  return (
    <>
      <ErrorBoundary resetKey={pathname} fallback={(error) => <RouteError error={error} />}>
        {useRoutes(routes)}
      </ErrorBoundary>
      <SessionExpiredNotice />
    </>
  );
}

/**
 * An app's routes in the browser's address bar. Declarative routing: screens load their own data through RTK
 * Query, so the router's data APIs (loaders, actions) would be code on every first load for nothing.
 */
export function AppRouter({ routes }: { readonly routes: RouteObject[] }) {
  return (
    <BrowserRouter>
      <ShellRoutes routes={routes} />
    </BrowserRouter>
  );
}
