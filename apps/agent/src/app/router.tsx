import { RouteError, SessionExpiredNotice } from '@wps-mobile/app-shell';
import { ErrorBoundary } from '@wps-mobile/ui';
import { BrowserRouter, useLocation, useRoutes } from 'react-router';
import { AgentLayout } from './agent-layout';
import { AGENT_ROUTES } from './route-table';

const ROUTES = [{ element: <AgentLayout />, children: AGENT_ROUTES }];

function AgentRoutes() {
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

/** The agent's routes (declarative: screens load their own data through RTK Query). */
export function AgentRouter() {
  return (
    <BrowserRouter>
      <AgentRoutes />
    </BrowserRouter>
  );
}
