import { matchRoutes, type RouteObject } from 'react-router';

/** Addresses whose screen is remembered; a visit meets far fewer, and past it the memory starts again. */
const MOST_KEPT = 100;

/**
 * A function naming the screen an address opens: the `screen` of the handle of the deepest route of `routes` that
 * matches it, otherwise `fallback`. React Router's `matchRoutes` flattens and ranks every route on each call (over
 * a hundred routes: about 20 ms of a slow phone's start went to it), and the shell asks on every render of its
 * layout; a route table never changes, so the answer for an address is kept.
 */
export function screenFinder<Screen extends string>(
  routes: RouteObject[],
  fallback: Screen,
): (pathname: string) => Screen {
  const known = new Map<string, Screen>();
  return (pathname) => {
    const remembered = known.get(pathname);
    if (remembered !== undefined) return remembered;
    const handle = matchRoutes(routes, pathname)?.at(-1)?.route.handle as { screen?: Screen } | undefined;
    const screen = handle?.screen ?? fallback;
    if (known.size >= MOST_KEPT) known.clear();
    known.set(pathname, screen);
    return screen;
  };
}
