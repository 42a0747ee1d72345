import { Spinner } from '@wps-mobile/ui';
import { createBrowserRouter } from 'react-router';
import { AgentLayout } from './agent-layout';
import { agentRoutes } from './route-table';

export function createAgentRouter() {
  return createBrowserRouter([
    { Component: AgentLayout, HydrateFallback: () => <Spinner label="…" />, children: agentRoutes() },
  ]);
}
