import { CONSTANTS } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { FooterMenu, HomeHeader, Spinner, TopBar } from '@wps-mobile/ui';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { HeaderEnd } from '../features/header/header-end';
import { PlayerSideMenu } from '../features/side-menu/player-side-menu';
import { useLinkNavigation } from '../lib/app-link';
import { useRuntimeConfig } from '../lib/runtime-config';
import type { ScreenContext } from '../lib/screen-context';
import { activeFooterId, useFooterItems } from './footer-items';
import { layoutRulesFor } from './layout-rules';
import { useBack } from './use-back';
import { useCurrentScreen } from './use-current-screen';

/** The shell around every player screen: home header or top bar, the screen, the bottom area and footer menu. */
export function AppLayout() {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  const screen = useCurrentScreen();
  const rules = layoutRulesFor(screen);
  const onBack = useBack(screen);
  const onNavigate = useLinkNavigation();
  const footerItems = useFooterItems(0);
  const title = t(`routes.${screen}`);
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

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
      {rules.homeHeader && (
        <HomeHeader
          brandName={config.brandName}
          {...(config.brandLogo ? { logoSrc: config.brandLogo } : {})}
          end={<HeaderEnd onOpenMenu={() => setMenuOpen(true)} />}
        />
      )}
      {rules.topBar && <TopBar title={title} onBack={onBack} />}
      <main id="main" className="app-main" tabIndex={-1}>
        <Suspense fallback={<Spinner label={t('app.loading')} />}>
          <Outlet context={{ title, titleShown: rules.topBar } satisfies ScreenContext} />
        </Suspense>
      </main>
      {rules.bottom && (
        <footer className="app-bottom">
          {t('app.copyright', { year: CONSTANTS.copyrightYear, brand: config.brandName })}
        </footer>
      )}
      <PlayerSideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
      {rules.footerMenu && (
        <FooterMenu items={footerItems} onNavigate={onNavigate} {...withActive(activeFooterId(screen))} />
      )}
    </div>
  );
}

function withActive(activeId: string | undefined) {
  return activeId ? { activeId } : {};
}
