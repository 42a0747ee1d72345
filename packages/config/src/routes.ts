/** The two front-end builds that share the `/m` root. */
export type AppName = 'player' | 'agent';

/** One screen of the spec's route table: its canonical path, the other paths that open it, and its owner. */
export interface RouteEntry {
  /** Stable identifier used by routers and links. */
  readonly id: string;
  /** Canonical path, always under `/m`. */
  readonly path: string;
  /** Other paths that open the same screen (served and routed exactly like `path`). */
  readonly aliases?: readonly string[];
  readonly app: AppName;
}

// Generic over the id so that `RouteId` stays a union of literal ids (typed links and titles).
const player = <Id extends string>(id: Id, path: string, aliases?: readonly string[]) =>
  ({ id, path, app: 'player', ...(aliases ? { aliases } : {}) }) as const;
const agent = <Id extends string>(id: Id, path: string) => ({ id, path, app: 'agent' }) as const;

/** Every route of the spec's route table with the app that owns it. */
export const ROUTES = [
  player('home', '/m/home', ['/', '/m', '/m/', '/m/index', '/m/index.html']),
  player('login', '/m/login'),
  player('register', '/m/register', ['/m/register.html', '/register.html']),
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
  player('gameList', '/m/gameList'),
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

const byPath = new Map<string, RouteEntry>();
for (const route of ROUTES as readonly RouteEntry[]) {
  byPath.set(route.path, route);
  for (const alias of route.aliases ?? []) byPath.set(alias, route);
}

const byId = new Map<string, RouteEntry>((ROUTES as readonly RouteEntry[]).map((r) => [r.id, r]));

function normalise(pathname: string): string {
  // Trailing slashes are not meaningful except for the bare `/m/` alias.
  if (pathname.length > 1 && pathname.endsWith('/') && pathname !== '/m/') return pathname.slice(0, -1);
  return pathname;
}

/** The table entry a path (canonical or alias) opens, or undefined when it is not in the table. */
export function findRoute(pathname: string): RouteEntry | undefined {
  return byPath.get(normalise(pathname));
}

/** The canonical path of a route id. */
export function routePath(id: RouteId): string {
  const route = byId.get(id);
  if (!route) throw new Error(`Unknown route id: ${id}`);
  return route.path;
}

/**
 * Which build serves a path. Unknown paths under `/m` belong to the player app, which shows its not-found page;
 * paths outside the product (`/wps`, assets, anything else) return undefined.
 */
export function ownerOf(pathname: string): AppName | undefined {
  const path = normalise(pathname);
  const known = byPath.get(path);
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
