import { useGameVendorListQuery } from '@wps-mobile/api-client';
import { serverPicture, useRuntimeConfig } from '@wps-mobile/app-shell';
import { routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { LanguagePicker, Tabs, Toast, VendorStrip } from '@wps-mobile/ui';
import { useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useOpenGame } from '../../lib/games/use-open-game';
import { useScreenContext } from '../../lib/screens/screen-context';
import { useLanguage } from '../../lib/language/use-language';
import { useSession } from '../../lib/session/use-session';
import { useStableCallback } from './use-stable-callback';
import { LANGUAGE_RELOAD_DELAY_MS, useSettledLanguage } from '../../lib/language/use-settled-language';
import { useToast } from '../../lib/screens/use-toast';
import { VENDOR_STRIP_LOGO_SIZES } from '../../lib/images/picture-sizes';
import { GameFilters } from './game-filters';
import { GameListResults } from './game-list-results';
import {
  otherCategories,
  readParams,
  stripVendors,
  withFilter,
  withTab,
  writeParams,
  type GameListParams,
  type GameListTab,
} from './game-list-rules';
import { GameSearch } from './game-search';
import { OtherCategories } from './other-categories';
import './game-list.css';

const TAB_LABELS = {
  all: 'ui.filterAll',
  hot: 'categories.HOT',
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
  // One params object per address, so the memoised results see a change only when the address changes.
  const params = useMemo(
    () => readParams(query, pathname === routePath('slotsCenter') ? 'RNG' : 'HOT'),
    [query, pathname],
  );
  const session = useSession();
  const language = useSettledLanguage(LANGUAGE_RELOAD_DELAY_MS.gameList);
  const vendorInfo = useGameVendorListQuery({ language });
  const toast = useToast();
  const languagePicker = useLanguage();
  const { open, failed } = useOpenGame();
  const openGame = useStableCallback(open);
  const config = useRuntimeConfig();
  const vendors = stripVendors(vendorInfo.data, params.gameType).map((vendor) => {
    const logo = vendor.mobileSmallIcon
      ? serverPicture(vendor.mobileSmallIcon, config, VENDOR_STRIP_LOGO_SIZES)
      : undefined;
    return {
      id: vendor.vassalage,
      name: vendor.accountTypeName || vendor.vassalage,
      ...(logo ? { logoSrc: logo.src } : {}),
      ...(logo?.srcSet ? { logoSrcSet: logo.srcSet, logoSizes: logo.sizes } : {}),
    };
  });
  const { show, hide } = toast;

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
        <GameListResults
          params={params}
          language={language}
          signedIn={session !== undefined}
          onOpen={openGame}
          showToast={show}
          hideToast={hide}
        />
      </Tabs>
      <Toast toast={toast.toast} onDismiss={toast.dismiss} />
    </section>
  );
}
