import { Spinner } from '@wps-mobile/ui';
import { createBrowserRouter } from 'react-router';
import { AgentLayout } from './agent-layout';
import { RouteError } from './route-error';
import { agentRoutes } from './route-table';

export function createAgentRouter() {
  return createBrowserRouter([
    {
      Component: AgentLayout,
      // The shell's own failure is caught too: never the router's bare default error page.
      ErrorBoundary: RouteError,
      HydrateFallback: () => <Spinner label="…" />,
      children: agentRoutes(),
    },
  ]);
}
