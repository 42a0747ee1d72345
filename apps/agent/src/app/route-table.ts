import { ROUTES, type RouteEntry, type RouteId } from '@wps-mobile/config';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { AGENT_SUB_SCREENS, agentSubPath, type SubScreenId } from '../lib/sub-paths';
import { ChunkFailed, RouteError } from './route-error';

export type AgentScreenId = RouteId | SubScreenId | 'notFound';

export interface ScreenHandle {
  readonly screen: AgentScreenId;
}

type ScreenModule = () => Promise<{ default: ComponentType }>;

const contract: ScreenModule = () => import('../features/contracts/contract-screen');

/** Each screen is its own chunk. The root README lists these screens (`screens-readme.test.ts` keeps it true). */
export const SCREENS: Partial<Record<AgentScreenId, ScreenModule>> = {
  agentHome: () => import('../features/agent-home/agent-home-screen'),
  teamOverview: () => import('../features/team-overview/team-overview-screen'),
  team: () => import('../features/team-list/team-list-screen'),
  redRain: () => import('../features/red-rain/red-rain-screen'),
  teamPnl: () => import('../features/team-pnl/team-pnl-screen'),
  teamBetting: () => import('../features/team-betting/team-betting-screen'),
  agentRebate: () => import('../features/agent-rebate/agent-rebate-screen'),
  teamRebate: () => import('../features/team-rebate/team-rebate-screen'),
  agentRegister: () => import('../features/open-account/open-account-screen'),
  agentDividend: () => import('../features/dividend/dividend-screen'),
  salaryContract: contract,
  dividendContract: contract,
  hourContract: contract,
  agentNotice: () => import('../features/agent-notice/agent-notice-screen'),
  downlineTransfer: () => import('../features/downline-transfer/downline-transfer-screen'),
  affiliateLinks: () => import('../features/affiliate-links/affiliate-links-screen'),
  notFound: () => import('../features/not-found/not-found-screen'),
};

function screenRoute(path: string, screen: AgentScreenId): RouteObject {
  const handle: ScreenHandle = { screen };
  const load = SCREENS[screen] ?? SCREENS.notFound;
  return {
    path,
    handle,
    ErrorBoundary: RouteError,
    lazy: async () => {
      try {
        return { Component: (await (load ?? contract)()).default };
      } catch (error) {
        // The screen's code did not arrive (offline, or a deployment replaced it): offer to load it again.
        console.error('Agent screen failed to load', error);
        return { Component: ChunkFailed };
      }
    },
  };
}

/** Every agent route of the ownership table, the agent's sub-screens, and a not-found page for the rest. */
export function agentRoutes(): RouteObject[] {
  const own = (ROUTES as readonly RouteEntry[]).filter((route) => route.app === 'agent');
  return [
    ...own.map((route) => screenRoute(route.path, route.id as AgentScreenId)),
    ...(Object.keys(AGENT_SUB_SCREENS) as SubScreenId[]).map((id) => screenRoute(agentSubPath(id), id)),
    screenRoute('*', 'notFound'),
  ];
}
