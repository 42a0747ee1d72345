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
export const player = <Id extends string>(id: Id, path: string, aliases?: readonly string[]) =>
  ({ id, path, app: 'player', ...(aliases ? { aliases } : {}) }) as const;
export const agent = <Id extends string>(id: Id, path: string) => ({ id, path, app: 'agent' }) as const;

/*
 * The routes a visitor most often opens first, entries of the route table (`ROUTES`) kept apart so that the
 * player's early script, which plans the first calls of these pages, finds them without carrying the whole table.
 */
export const HOME_ROUTE = player('home', '/m/home', ['/', '/m', '/m/', '/m/index', '/m/index.html']);
export const LOGIN_ROUTE = player('login', '/m/login');
export const REGISTER_ROUTE = player('register', '/m/register', ['/m/register.html', '/register.html']);
export const GAME_LIST_ROUTE = player('gameList', '/m/gameList');

/** A path as the table writes it: trailing slashes are not meaningful except for the bare `/m/` alias. */
export function normalisePath(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith('/') && pathname !== '/m/') return pathname.slice(0, -1);
  return pathname;
}

/** Which of `routes` a path (canonical or alias) opens; `findRoute` looks in the whole table. */
export function routeAmong<Route extends RouteEntry>(
  routes: readonly Route[],
  pathname: string,
): Route | undefined {
  const path = normalisePath(pathname);
  return routes.find((route) => route.path === path || route.aliases?.includes(path));
}
