import { useGameVendorListQuery } from '@wps-mobile/api-client';
import { CONSTANTS, routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { LanguagePicker, Tabs, Toast, VendorStrip } from '@wps-mobile/ui';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useOpenGame } from '../../lib/games/use-open-game';
import { useScreenContext } from '../../lib/screen-context';
import { useFavouriteToggle } from '../../lib/use-favourite-toggle';
import { useLanguage } from '../../lib/use-language';
import { useSession } from '../../lib/use-session';
import { LANGUAGE_RELOAD_DELAY_MS, useSettledLanguage } from '../../lib/use-settled-language';
import { useToast } from '../../lib/use-toast';
import { GameFilters } from './game-filters';
import { GameGrid } from './game-grid';
import {
  otherCategories,
  readParams,
  sourceOf,
  stripVendors,
  withFilter,
  withTab,
  writeParams,
  type GameListParams,
  type GameListTab,
} from './game-list-rules';
import { GameSearch } from './game-search';
import { OtherCategories } from './other-categories';
import { useGamePages } from './use-game-pages';
import './game-list.css';

const TAB_LABELS = {
  all: 'games.tabAll',
  hot: 'games.tabHot',
  recent: 'games.tabRecent',
  fav: 'games.tabFavourites',
} as const;

/**
 * A category's games (/m/gameList?gameType=..., also the lobby, game centre and slots centre): search on Enter,
 * quick tabs, vendor strip, filter drawer, a windowed grid that pages as the player scrolls, favourite hearts
 * and the shared launch path.
 */
export default function GameListScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { title, titleShown } = useScreenContext();
  const [query, setQuery] = useSearchParams();
  const params = readParams(query, pathname === routePath('slotsCenter') ? 'RNG' : 'HOT');
  const session = useSession();
  const language = useSettledLanguage(LANGUAGE_RELOAD_DELAY_MS.gameList);
  const pages = useGamePages(params, language, session !== undefined);
  const vendorInfo = useGameVendorListQuery({ language });
  const toast = useToast();
  const languagePicker = useLanguage();
  const favourites = useFavouriteToggle((message) => toast.show({ type: 'fail', message }));
  const { open, failed } = useOpenGame();
  const vendors = stripVendors(vendorInfo.data, params.gameType).map((vendor) => ({
    id: vendor.vassalage,
    name: vendor.accountTypeName || vendor.vassalage,
    ...(vendor.mobileSmallIcon ? { logoSrc: vendor.mobileSmallIcon } : {}),
  }));
  const source = sourceOf(params);
  // On the favourites view a game whose heart was just cleared leaves the list at once.
  const games =
    source === 'fav' ? pages.games.filter((game) => favourites.isFavourite(game.nodeId)) : pages.games;

  const { show, hide } = toast;
  const firstPageLoading = pages.firstPageLoading;
  useEffect(() => {
    if (!firstPageLoading) return;
    show({ type: 'loading', durationMs: CONSTANTS.toast.gameListLoadingMs });
    return hide;
  }, [firstPageLoading, show, hide]);

  const change = (next: GameListParams) => setQuery(writeParams(next), { replace: true });
  const chooseTab = (tab: GameListTab) => {
    if ((tab === 'fav' || tab === 'recent') && !session) {
      void navigate(routePath('login'));
      return;
    }
    change(withTab(params, tab));
  };

  return (
    <section className="game-list">
      {!titleShown && <h1 className="game-list__title">{title}</h1>}
      {/* Until the vendors arrive, the rows they fill keep their place, so the list below does not jump. */}
      {vendorInfo.isLoading ? (
        <div className="game-list__categories-placeholder" aria-hidden="true" />
      ) : (
        <OtherCategories links={otherCategories(vendorInfo.data, params.gameType)} />
      )}
      <div className="game-list__tools">
        <GameSearch value={params.search} onSearch={(search) => change({ ...params, search })} />
        <GameFilters
          params={params}
          vendors={vendors}
          onApply={(filter) => change(withFilter(params, filter))}
        />
        {/* The list reloads in the new language 200 ms after the last change (spec section 9). */}
        <LanguagePicker compact {...languagePicker} />
      </div>
      {vendorInfo.isLoading && <div className="game-list__vendors-placeholder" aria-hidden="true" />}
      {vendors.length > 0 && (
        <VendorStrip
          vendors={vendors}
          selectedId={params.vendor}
          onSelect={(vendor) => change({ ...params, vendor })}
        />
      )}
      {failed ? (
        <p className="game-list__alert" role="alert">
          {failed}
        </p>
      ) : null}
      <Tabs
        tabs={(['all', 'hot', 'recent', 'fav'] as const).map((id) => ({ id, label: t(TAB_LABELS[id]) }))}
        activeId={params.tab}
        onChange={(id) => chooseTab(id as GameListTab)}
        label={t('routes.gameList')}
        activation="manual"
      >
        <GameGrid
          games={games}
          status={pages.status}
          onEndReached={pages.loadMore}
          onRetry={pages.retry}
          onOpen={open}
          favourites={favourites}
        />
      </Tabs>
      <Toast toast={toast.toast} onDismiss={toast.dismiss} />
    </section>
  );
}
