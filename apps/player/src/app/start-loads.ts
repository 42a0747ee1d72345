import { accountApi, contentApi, gamesApi, systemApi } from '@wps-mobile/api-client';
import { CONSTANTS, findRoute } from '@wps-mobile/config';
import { preload } from 'react-dom';
import { homeAnnouncementsArgs } from '../features/home/announcements/use-home-announcements';
import { gameListPaths, sentHomeAnnouncements } from '../lib/early-requests';
import type { AppStore } from '../lib/store';

/**
 * Starts the calls the first screen waits for together with the store, instead of one after another as the
 * screens that need them render: the start-up check, the merchant's settings and feature flags (the header and
 * login's form depend on them), and home's announcements when
 * the app opens on home. On a slow network each would otherwise wait a round trip for the one before it. The
 * screens subscribe to the same cache entries, so nothing is asked twice.
 *
 * Home's first banner is its largest picture: it is preloaded with high priority the moment the
 * announcements name it, even when home's own code is still on its way. When the early script asked for the
 * announcements (a visitor), it preloads the banner itself as soon as its answer arrives.
 *
 * Resolves once the three start-up calls (and home's announcements on home, a game list's first page and
 * vendors on a game list) have answered or failed (it never rejects): the app's first render waits for them
 * (`main.tsx`), so it draws the screen itself in one interruptible render. Without the wait it drew the
 * start-up spinner first, and the answer then drew the whole app again in one long synchronous task, since a
 * store update is not a transition.
 */
export function startFirstLoads(store: AppStore, pathname: string, search = ''): Promise<void> {
  const once = { subscribe: false } as const;
  const startUp: PromiseLike<unknown>[] = [
    store.dispatch(systemApi.endpoints.systemStatus.initiate(undefined, once)),
    store.dispatch(systemApi.endpoints.consolidatedSettings.initiate(undefined, once)),
    store.dispatch(systemApi.endpoints.whitelabel.initiate(undefined, once)),
  ];
  const screen = findRoute(pathname)?.id;
  if (screen === 'home') {
    const announcements = store.dispatch(
      contentApi.endpoints.announcements.initiate(homeAnnouncementsArgs(), once),
    );
    // Home's first screen is drawn with its banners, not a placeholder that the shell's banner turns into first.
    startUp.push(announcements);
    // The early script preloads the banner from its own answer; a second preload here would race it.
    if (!sentHomeAnnouncements())
      void announcements.then(({ data }) => {
        const banner = data?.banners?.[0];
        if (banner) preload(banner.url, { as: 'image', fetchPriority: 'high' });
      });
  }
  const language = store.getState().preferences.language;
  // A game list opened on a category (the early script's case) is drawn with its first page and vendor strip:
  // answers arriving after the first render would draw the tiles again in one long task, since a store update is
  // not a transition. Its rules come with the list's own code (which the early script preloads), not with the
  // code every screen loads first.
  if (screen === 'gameList' && gameListPaths(search, language).length > 0) {
    const firstPage = import('../features/game-list/game-list-rules').then(({ listQuery, readParams }) =>
      store.dispatch(
        gamesApi.endpoints.gameList.initiate(
          listQuery(readParams(new URLSearchParams(search), 'HOT'), CONSTANTS.gameList.firstPage, language),
          once,
        ),
      ),
    );
    startUp.push(firstPage, store.dispatch(gamesApi.endpoints.gameVendorList.initiate({ language }, once)));
  }
  // Login's form waits for whether the merchant offers a free trial: asked for now, not once login's code ran.
  if (screen === 'login') void store.dispatch(accountApi.endpoints.trialUser.initiate(undefined, once));
  // The sign-in and sign-up forms check what is typed by the merchant's registration rules: asked for with the
  // start-up calls rather than a round trip after the form is drawn.
  if (screen === 'login' || screen === 'register')
    void store.dispatch(systemApi.endpoints.registerSettings.initiate(undefined, once));
  return Promise.all(startUp).then(() => undefined);
}
