import { ROUTES, type RouteEntry, type RouteId } from '@wps-mobile/config';
import { createScreenLoader } from '@wps-mobile/ui';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { AGENT_SUB_SCREENS, agentSubPath, type SubScreenId } from '../lib/sub-paths';
import { ChunkFailed, screenFinder } from '@wps-mobile/app-shell';

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

/** Each screen's code loads once; a screen whose code did not arrive offers to load the page again. */
const screens = createScreenLoader<AgentScreenId>((screen) => {
  const module = SCREENS[screen] ?? SCREENS.notFound ?? contract;
  return module().then(
    ({ default: Screen }) => Screen,
    (error: unknown) => {
      // The connection dropped, or a deployment replaced the chunk.
      console.error('Agent screen failed to load', error);
      return ChunkFailed;
    },
  );
});

/** Starts loading a screen's code once (the first render waits for the landing screen's). */
export const loadScreen = screens.load;

const { LazyScreen } = screens;

function screenRoute(path: string, screen: AgentScreenId): RouteObject {
  const handle: ScreenHandle = { screen };
  return { path, handle, element: <LazyScreen screen={screen} /> };
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

/** The agent's routes, made once for the router and for `screenAt`. */
export const AGENT_ROUTES = agentRoutes();

/** The screen an address opens (the not-found page for an unknown address). */
export const screenAt: (pathname: string) => AgentScreenId = screenFinder(AGENT_ROUTES, 'notFound');
