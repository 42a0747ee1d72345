import { ROUTES, type RouteEntry } from '@wps-mobile/config';
import { expect, it } from 'vitest';
import { SCREENS } from './screens';

it("every route the player's build owns opens a screen of its own (none is left to a stand-in page)", () => {
  const own = (ROUTES as readonly RouteEntry[]).filter((route) => route.app === 'player').map((r) => r.id);
  expect(own.filter((id) => !(id in SCREENS))).toEqual([]);
});
