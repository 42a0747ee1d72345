import { accountApi, contentApi, gamesApi, systemApi } from '@wps-mobile/api-client';
import { yieldToMain } from '@wps-mobile/app-shell';
import type { RuntimeConfig } from '@wps-mobile/config';
import { sentHomeAnnouncements } from '../lib/first-paint/early-requests';
import { firstPaintPlan, type FirstCall, type FirstCallPath } from '../lib/first-paint/first-paint-plan';
import type { AppStore } from '../lib/store/store';

type Started = PromiseLike<{ data?: unknown }>;
type ArgsOf<Endpoint extends { initiate: (args: never) => unknown }> = Parameters<Endpoint['initiate']>[0];

// Started for the cache only: the screens subscribe when they render.
const once = { subscribe: false } as const;

/** The api-client endpoint of each call of the first-paint plan (its arguments come from the plan). */
const START: Record<FirstCallPath, (store: AppStore, args: FirstCall['args']) => Started> = {
  '/relay/CCSFE_getListAnnouncements': (store, args) =>
    store.dispatch(
      contentApi.endpoints.announcements.initiate(
        args as ArgsOf<typeof contentApi.endpoints.announcements>,
        once,
      ),
    ),
  '/relay/GCSGAME_gameList': (store, args) =>
    store.dispatch(
      gamesApi.endpoints.gameList.initiate(args as ArgsOf<typeof gamesApi.endpoints.gameList>, once),
    ),
  '/relay/GCSGAME_getGameVendorList': (store, args) =>
    store.dispatch(
      gamesApi.endpoints.gameVendorList.initiate(
        args as ArgsOf<typeof gamesApi.endpoints.gameVendorList>,
        once,
      ),
    ),
  '/member/trialuser': (store) => store.dispatch(accountApi.endpoints.trialUser.initiate(undefined, once)),
  '/system/setting/register': (store) =>
    store.dispatch(systemApi.endpoints.registerSettings.initiate(undefined, once)),
  '/system/status': (store) => store.dispatch(systemApi.endpoints.systemStatus.initiate(undefined, once)),
  '/system/settings/consolidated': (store) =>
    store.dispatch(systemApi.endpoints.consolidatedSettings.initiate(undefined, once)),
  '/system/whitelabel': (store) => store.dispatch(systemApi.endpoints.whitelabel.initiate(undefined, once)),
};

/**
 * Starts the first paint's calls (`lib/first-paint/first-paint-plan.ts`, the table the early script reads too)
 * together with the store, instead of one after another as the screens that need them render: on a slow network
 * each would otherwise wait a round trip for the one before it. The screens subscribe to the same cache entries,
 * so nothing is asked twice.
 *
 * Home's first banner is its largest picture: it is preloaded with high priority the moment the announcements
 * name it, even when home's own code is still on its way. When the early script asked for the announcements (a
 * visitor), it preloads the banner itself as soon as its answer arrives.
 *
 * Resolves once the calls the plan marks as awaited have answered or failed (it never rejects): the app's first
 * render waits for them (`main.tsx`), so it draws the screen itself in one interruptible render. Without the wait
 * it drew the start-up spinner first, and the answer then drew the whole app again in one long synchronous task,
 * since a store update is not a transition.
 */
export async function startFirstLoads(
  store: AppStore,
  config: RuntimeConfig,
  pathname: string,
  search = '',
): Promise<void> {
  const language = store.getState().preferences.language;
  const awaited: PromiseLike<unknown>[] = [];
  for (const [index, call] of firstPaintPlan(pathname, search, language).entries()) {
    // A task per call: the first dispatch of each endpoint sets up its part of the cache, and together they
    // held the main thread for one long task on a slow phone. The first call (home's banner) goes out at once.
    if (index > 0) await yieldToMain();
    const started = START[call.path](store, call.args);
    if (call.firstRenderWaits) awaited.push(started);
    // The early script preloads the banner from its own answer; a second preload here would race it.
    if (call.pictures === 'firstBanner' && !sentHomeAnnouncements())
      void Promise.resolve(started)
        .then(async ({ data }) => {
          const banner = (data as { banners?: { url: string }[] } | undefined)?.banners?.[0];
          if (!banner) return;
          const { preloadBanner } = await import('../lib/images/preload-banner');
          preloadBanner(banner.url, config);
        })
        .catch(() => {
          // No preload (its file did not load): home asks for the banner as it draws it.
        });
  }
  await Promise.all(awaited);
}
