import {
  agent,
  GAME_LIST_ROUTE,
  HOME_ROUTE,
  LOGIN_ROUTE,
  normalisePath,
  player,
  REGISTER_ROUTE,
  routeAmong,
  type AppName,
  type RouteEntry,
} from './route-entry';

export type { AppName, RouteEntry } from './route-entry';

/** Every route of the spec's route table with the app that owns it. */
export const ROUTES = [
  HOME_ROUTE,
  LOGIN_ROUTE,
  REGISTER_ROUTE,
  player('forget', '/m/forget'),
  player('changePsw', '/m/changePsw'),
  player('notice', '/m/notice'),
  player('settings', '/m/set'),
  player('memberHome', '/m/member/home', ['/m/mine']),
  player('memberBenefits', '/m/member/benefits'),
  player('voucherCenter', '/m/voucherCenter'),
  player('withdraw', '/m/withdraw'),
  player('rewardCenter', '/m/rewardCenter'),
  player('leaderBoard', '/m/leaderBoard'),
  player('manualRebate', '/m/member/manualRebate'),
  player('rebateReport', '/m/member/rebateReport'),
  player('activity', '/m/activity'),
  player('activityDetail', '/m/activityDetail'),
  player('activityInfo', '/m/activityInfo'),
  player('gameRecord', '/m/gameRecord'),
  player('transactionRecord', '/m/transaction/record'),
  player('securityCenter', '/m/securityCenter'),
  player('vouReport', '/m/vouReport'),
  player('withdrawReport', '/m/withdrawReport'),
  player('profitAndLoss', '/m/profitandloss'),
  player('uplineTransfer', '/m/upLine/transfer'),
  player('webEmail', '/m/webEmail'),
  player('feedback', '/m/feedback'),
  player('help', '/m/help'),
  player('helpDetail', '/m/helpDetail'),
  player('service', '/m/service'),
  player('startLottery', '/m/startLottery'),
  player('launchGame', '/m/launchGame'),
  player('gameLobby', '/m/gameLobby'),
  GAME_LIST_ROUTE,
  player('lottery', '/m/lottery'),
  player('moreLottery', '/m/moreLottery'),
  player('winnerPage', '/m/winnerPage'),
  player('userAgreement', '/m/useragreement'),
  player('trial', '/m/trail'),
  player('inviteFriends', '/m/inviteFriends'),
  player('maintenance', '/m/maintenance'),
  player('gameCenter', '/m/gameCenter'),
  player('slotsCenter', '/m/slotsCenter'),
  player('message', '/m/message'),
  // Not in the spec's table: the responsible-gaming page of issue 17 (help links, limits, self-exclusion).
  player('responsibleGaming', '/m/responsibleGaming'),
  agent('agentHome', '/m/agent'),
  agent('teamOverview', '/m/agent/team/overview'),
  agent('team', '/m/member/team'),
  agent('redRain', '/m/redRain'),
  agent('teamPnl', '/m/agent/team/pnl'),
  agent('teamBetting', '/m/teamBetting'),
  agent('agentRebate', '/m/member/agent/agentRebeat'),
  agent('teamRebate', '/m/member/teamRebate'),
  agent('agentRegister', '/m/agentRegister'),
  agent('agentDividend', '/m/member/agent/agentDivident'),
  agent('salaryContract', '/m/member/agent/getSalaryContract'),
  agent('dividendContract', '/m/member/agent/getDevidendContract'),
  agent('hourContract', '/m/member/agent/getHourContract'),
  agent('agentNotice', '/m/member/notice'),
] as const satisfies readonly RouteEntry[];

export type RouteId = (typeof ROUTES)[number]['id'];

/** Path prefixes whose whole subtree belongs to the agent app, even for paths not in the table. */
export const AGENT_PREFIXES = ['/m/agent/', '/m/member/agent/'] as const;

/** The table entry a path (canonical or alias) opens, or undefined when it is not in the table. */
export function findRoute(pathname: string): RouteEntry | undefined {
  return routeAmong(ROUTES as readonly RouteEntry[], pathname);
}

/** The canonical path of a route id. */
export function routePath(id: RouteId): string {
  const route = (ROUTES as readonly RouteEntry[]).find((r) => r.id === id);
  if (!route) throw new Error(`Unknown route id: ${id}`);
  return route.path;
}

/**
 * Which build serves a path. Unknown paths under `/m` belong to the player app, which shows its not-found page;
 * paths outside the product (`/wps`, assets, anything else) return undefined.
 */
export function ownerOf(pathname: string): AppName | undefined {
  const path = normalisePath(pathname);
  const known = findRoute(path);
  if (known) return known.app;
  if (AGENT_PREFIXES.some((prefix) => path.startsWith(prefix))) return 'agent';
  if (path === '/m' || path.startsWith('/m/')) return 'player';
  return undefined;
}

/** Every path (canonical and alias) a given app must answer. */
export function pathsOf(app: AppName): string[] {
  return (ROUTES as readonly RouteEntry[])
    .filter((r) => r.app === app)
    .flatMap((r) => [r.path, ...(r.aliases ?? [])]);
}

/**
 * Whether a link can be followed inside `app` without a page load: same origin and owned by that app.
 * Links to the other app's paths must be full page loads (the session survives: same origin, same storage).
 */
export function isInAppLink(app: AppName, href: string, origin: string): boolean {
  const url = new URL(href, origin);
  return url.origin === origin && ownerOf(url.pathname) === app;
}
