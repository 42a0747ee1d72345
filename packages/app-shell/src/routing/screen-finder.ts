import { matchRoutes, type RouteObject } from 'react-router';

/** Addresses whose screen is remembered; a visit meets far fewer, and past it the memory starts again. */
const MOST_KEPT = 100;

interface ScreenHandle<Screen> {
  readonly screen?: Screen;
}

/** An absolute path React Router matches only as written: no `:param`, no `*`, no `?` optional segment. */
function isStaticPath(path: string): boolean {
  return path.startsWith('/') && !/[:*?]/.test(path);
}

/** How React Router compares a static path: letters in any case, trailing slashes dropped. */
function staticKey(path: string): string {
  return path.replace(/\/+$/, '').toLowerCase();
}

/**
 * The screens of the table's static top-level routes by address. A static path outranks every dynamic or splat
 * path in React Router's ranking, so where an address is one of them the answer is the one `matchRoutes` gives.
 * Nested routes, case-sensitive ones and repeated paths are left to `matchRoutes`.
 */
function staticScreens<Screen>(routes: readonly RouteObject[]): ReadonlyMap<string, Screen | undefined> {
  const screens = new Map<string, Screen | undefined>();
  const repeated = new Set<string>();
  for (const route of routes) {
    if (route.path === undefined || route.children || route.caseSensitive || !isStaticPath(route.path))
      continue;
    const key = staticKey(route.path);
    if (screens.has(key)) repeated.add(key);
    screens.set(key, (route.handle as ScreenHandle<Screen> | undefined)?.screen);
  }
  for (const key of repeated) screens.delete(key);
  return screens;
}

/**
 * A function naming the screen an address opens: the `screen` of the handle of the deepest route of `routes` that
 * matches it, otherwise `fallback`. React Router's `matchRoutes` flattens and ranks every route on each call (over
 * a hundred routes: its first call took 17-68 ms of a start at 4x CPU, the code not yet compiled), so an address
 * that is one of the table's static paths is looked up directly, and `matchRoutes` is asked only for the rest
 * (addresses with parameters, unknown addresses). A route table never changes, so each answer is also kept.
 */
export function screenFinder<Screen extends string>(
  routes: RouteObject[],
  fallback: Screen,
): (pathname: string) => Screen {
  const known = new Map<string, Screen>();
  let byPath: ReadonlyMap<string, Screen | undefined> | undefined;
  const find = (pathname: string): Screen => {
    byPath ??= staticScreens<Screen>(routes);
    const key = staticKey(pathname);
    if (byPath.has(key)) return byPath.get(key) ?? fallback;
    const handle = matchRoutes(routes, pathname)?.at(-1)?.route.handle as ScreenHandle<Screen> | undefined;
    return handle?.screen ?? fallback;
  };
  return (pathname) => {
    const remembered = known.get(pathname);
    if (remembered !== undefined) return remembered;
    const screen = find(pathname);
    if (known.size >= MOST_KEPT) known.clear();
    known.set(pathname, screen);
    return screen;
  };
}
