import { ROUTES, type RouteEntry } from '@wps-mobile/config';
import { redirect, type RouteObject } from 'react-router';
import { isGuardedRoute } from '../lib/access-rules';
import type { ScreenId } from './layout-rules';
import { guardedScreen } from './route-guard';
import { screenModule } from './screens';

/** Route metadata read by the shell (layout rules, titles, back button). */
export interface ScreenHandle {
  readonly screen: ScreenId;
}

function screenRoute(path: string, screen: ScreenId): RouteObject {
  const handle: ScreenHandle = { screen };
  return {
    path,
    handle,
    lazy: async () => {
      const Component = (await screenModule(screen)()).default;
      return { Component: isGuardedRoute(screen) ? guardedScreen(screen, Component) : Component };
    },
  };
}

/** An alias keeps its query string (invitation codes, game types) and lands on the canonical path. */
function aliasRoute(alias: string, canonical: string): RouteObject {
  return {
    path: alias,
    loader: ({ request }) => redirect(`${canonical}${new URL(request.url).search}`),
  };
}

/** Every player route of the ownership table, its aliases, and the not-found page for the rest. */
export function playerRoutes(): RouteObject[] {
  const own = (ROUTES as readonly RouteEntry[]).filter((route) => route.app === 'player');
  return [
    ...own.map((route) => screenRoute(route.path, route.id as ScreenId)),
    ...own.flatMap((route) => (route.aliases ?? []).map((alias) => aliasRoute(alias, route.path))),
    screenRoute('*', 'notFound'),
  ];
}
