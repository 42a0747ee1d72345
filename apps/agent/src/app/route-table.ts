import { ROUTES, type RouteEntry, type RouteId } from '@wps-mobile/config';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

export type AgentScreenId = RouteId | 'notFound';

export interface ScreenHandle {
  readonly screen: AgentScreenId;
}

type ScreenModule = () => Promise<{ default: ComponentType }>;

const placeholder: ScreenModule = () => import('../features/placeholder/placeholder-screen');

/**
 * Each screen is its own chunk; screens not built yet open a titled placeholder page. The root README lists these
 * screens (`screens-readme.test.ts` keeps it true).
 */
export const SCREENS: Partial<Record<AgentScreenId, ScreenModule>> = {
  agentHome: () => import('../features/agent-home/agent-home-screen'),
};

function screenRoute(path: string, screen: AgentScreenId): RouteObject {
  const handle: ScreenHandle = { screen };
  const load = SCREENS[screen] ?? placeholder;
  return { path, handle, lazy: async () => ({ Component: (await load()).default }) };
}

/** Every agent route of the ownership table, and a not-found page for the rest of the agent's subtree. */
export function agentRoutes(): RouteObject[] {
  const own = (ROUTES as readonly RouteEntry[]).filter((route) => route.app === 'agent');
  return [
    ...own.map((route) => screenRoute(route.path, route.id as AgentScreenId)),
    screenRoute('*', 'notFound'),
  ];
}
