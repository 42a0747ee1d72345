import { findRoute } from '@wps-mobile/config';
import { startAgentHomeLoads } from '../features/agent-home/home-loads';
import type { AgentStore } from '../lib/store';

/**
 * Starts the calls of the screen the app opens on together with the store, while that screen's code and the
 * first render are still on their way (agent home, where the agent centre is entered).
 */
export function startFirstLoads(store: AgentStore, pathname: string): void {
  if (findRoute(pathname)?.id === 'agentHome') void startAgentHomeLoads(store.dispatch);
}
