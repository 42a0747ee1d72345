import { CONSTANTS } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import {
  ErrorBoundary,
  FooterMenu,
  HomeHeader,
  PageTransition,
  Spinner,
  TopBar,
  useSwipeBackGesture,
} from '@wps-mobile/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { ConnectivityBanner } from '../features/connectivity/connectivity-banner';
import { HeaderEnd } from '../features/header/header-end';
import { usePlaySession } from '../lib/play-session/use-play-session';
import {
  AppUpdatePrompt,
  LazyPart,
  RouteError,
  useAfterFirstScreen,
  useRuntimeConfig,
} from '@wps-mobile/app-shell';
import { useUnclaimedCount } from '../lib/session/use-member-counts';
import type { ScreenContext } from '../lib/screens/screen-context';
import { activeFooterId, useFooterItems, useFooterNavigation } from './footer-items';
import { layoutRulesFor } from './layout-rules';
import { useBack } from './use-back';
import { useCurrentScreen } from './use-current-screen';

const AppDownloadDialog = lazy(() => import('../features/download/app-download-dialog'));
// Neither is part of a first screen: the reality check runs only in a member's play session, and the update
// offer only once the page has loaded and a new deployment's worker has cached it.
const RealityCheck = lazy(() => import('../features/responsible-gaming/reality-check'));
// The side menu's code (its drawer, categories and shortcuts) is not needed to draw the first screen: it is
// fetched in the first idle moment after it, quietly, and a fetch that failed (the connection dropped) is simply
// tried again when the menu is first opened.
const importSideMenu = () => import('../features/side-menu/player-side-menu');
let sideMenuCode: ReturnType<typeof importSideMenu> | undefined;
function loadSideMenu() {
  sideMenuCode ??= importSideMenu().catch((error: unknown) => {
    sideMenuCode = undefined;
    throw error;
  });
  return sideMenuCode;
}
const PlayerSideMenu = lazy(loadSideMenu);

/** The shell around every player screen: home header or top bar, the screen, the bottom area and footer menu. */
export function AppLayout() {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  const screen = useCurrentScreen();
  const rules = layoutRulesFor(screen);
  const onBack = useBack(screen);
  const { onNavigate, notice } = useFooterNavigation();
  const footerItems = useFooterItems(useUnclaimedCount());
  const title = t(`routes.${screen}`);
  const { pathname, key: locationKey } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const afterFirstScreen = useAfterFirstScreen();
  const play = usePlaySession();
  // Mounted from its first opening on, so closing plays its exit and hands focus back.
  const [menuUsed, setMenuUsed] = useState(false);
  useEffect(() => {
    if (!afterFirstScreen) return undefined;
    // In a task of its own: asking for a chunk puts its styles and preloads into the page, and the sections that
    // wait for the first screen mount in this same commit with effects of their own.
    const timer = setTimeout(() => void loadSideMenu().catch(() => undefined), 0);
    return () => clearTimeout(timer);
  }, [afterFirstScreen]);
  // Loaded on first use, then kept mounted so closing plays its exit and hands focus back.
  const [download, setDownload] = useState<'unused' | 'open' | 'closed'>('unused');
  const wasSwipeBack = useSwipeBackGesture();
  // The page a visit opens on appears as it is: a fade from nothing would only delay it, and Chromium does not
  // count text revealed by an opacity animation as the largest paint, so such a page reports none at all.
  const firstPage = locationKey === 'default';
  const navigationType = useNavigationType();
  const animate = !firstPage && !(navigationType === 'POP' && wasSwipeBack());

  useEffect(() => {
    document.title = `${title} | ${config.brandName}`;
  }, [title, config.brandName]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="app-shell">
      <a className="wps-skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <ConnectivityBanner />
      {rules.homeHeader && (
        <HomeHeader
          brandName={config.brandName}
          {...(config.brandLogo ? { logoSrc: config.brandLogo } : {})}
          end={
            <HeaderEnd
              onOpenMenu={() => {
                setMenuOpen(true);
                setMenuUsed(true);
              }}
            />
          }
        />
      )}
      {rules.topBar && <TopBar title={title} onBack={onBack} />}
      {/* The address whose screen is shown: the next one takes over once its code is in. */}
      <main id="main" className="app-main" tabIndex={-1} data-path={pathname}>
        <ErrorBoundary resetKey={pathname} fallback={(error) => <RouteError error={error} />}>
          <Suspense fallback={<Spinner label={t('common.loading')} />}>
            <PageTransition transitionKey={pathname} animate={animate}>
              <Outlet context={{ title, titleShown: rules.topBar } satisfies ScreenContext} />
            </PageTransition>
          </Suspense>
        </ErrorBoundary>
      </main>
      {rules.bottom && (
        <footer className="app-bottom">
          {t('app.copyright', { year: CONSTANTS.copyrightYear, brand: config.brandName })}
        </footer>
      )}
      {play && (
        <LazyPart>
          <RealityCheck />
        </LazyPart>
      )}
      <AppUpdatePrompt />
      {menuUsed && (
        <LazyPart>
          <PlayerSideMenu
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            onAppDownload={() => setDownload('open')}
          />
        </LazyPart>
      )}
      {download !== 'unused' && (
        <LazyPart>
          <AppDownloadDialog open={download === 'open'} onClose={() => setDownload('closed')} />
        </LazyPart>
      )}
      {rules.footerMenu && (
        <FooterMenu items={footerItems} onNavigate={onNavigate} {...withActive(activeFooterId(screen))} />
      )}
      {notice}
    </div>
  );
}

function withActive(activeId: string | undefined) {
  return activeId ? { activeId } : {};
}
