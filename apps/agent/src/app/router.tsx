import { AppRouter } from '@wps-mobile/app-shell';
import { AgentLayout } from './agent-layout';
import { AGENT_ROUTES } from './route-table';

const ROUTES = [{ element: <AgentLayout />, children: AGENT_ROUTES }];

/** The agent's routes inside its shell. */
export function AgentRouter() {
  return <AppRouter routes={ROUTES} />;
}
