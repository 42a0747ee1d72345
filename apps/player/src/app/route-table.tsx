import { ROUTES, type RouteEntry } from '@wps-mobile/config';
import { screenFinder } from '@wps-mobile/app-shell';
import { createScreenLoader } from '@wps-mobile/ui';
import { Navigate, useLocation, type RouteObject } from 'react-router';
import { isGuardedRoute } from '../lib/session/access-rules';
import { loadDeferredEnglish } from '../lib/language/deferred-english';
import { FIRST_SCREENS } from './first-screens';
import type { ScreenId } from './layout-rules';
import { guardedScreen } from './route-guard';
import { screenModule } from './screens';

/** Route metadata read by the shell (layout rules, titles, back button). */
export interface ScreenHandle {
  readonly screen: ScreenId;
}

const FIRST_SCREEN_IDS: ReadonlySet<ScreenId> = new Set(FIRST_SCREENS);

// One load per screen for the page's life: a failed import stays failed, and `RouteError` offers a reload.
const screens = createScreenLoader<ScreenId>((screen) =>
  Promise.all([
    screenModule(screen)(),
    FIRST_SCREEN_IDS.has(screen) ? undefined : loadDeferredEnglish(),
  ]).then(([{ default: Component }]) =>
    isGuardedRoute(screen) ? guardedScreen(screen, Component) : Component,
  ),
);

/** Starts loading a screen's code (the first render waits for the landing screen's), once. */
export const loadScreen = screens.load;

/** A screen whose code loads on first visit; until it is in, the navigation waits or the shell shows a spinner. */
const { LazyScreen } = screens;

function screenRoute(path: string, screen: ScreenId): RouteObject {
  const handle: ScreenHandle = { screen };
  return { path, handle, element: <LazyScreen screen={screen} /> };
}

/** Lands on the canonical path, keeping the query string (invitation codes, game types). */
function AliasRedirect({ to }: { readonly to: string }) {
  return <Navigate to={`${to}${useLocation().search}`} replace />;
}

function aliasRoute(alias: string, route: RouteEntry): RouteObject {
  const handle: ScreenHandle = { screen: route.id as ScreenId };
  return { path: alias, handle, element: <AliasRedirect to={route.path} /> };
}

/** Every player route of the ownership table, its aliases, and the not-found page for the rest. */
export function playerRoutes(): RouteObject[] {
  const own = (ROUTES as readonly RouteEntry[]).filter((route) => route.app === 'player');
  return [
    ...own.map((route) => screenRoute(route.path, route.id as ScreenId)),
    ...own.flatMap((route) => (route.aliases ?? []).map((alias) => aliasRoute(alias, route))),
    screenRoute('*', 'notFound'),
  ];
}

/** The player's routes, made once for the router and for `screenAt`. */
export const PLAYER_ROUTES = playerRoutes();

/** The screen an address opens (an alias's screen; the not-found page for an unknown address). */
export const screenAt: (pathname: string) => ScreenId = screenFinder(PLAYER_ROUTES, 'notFound');
