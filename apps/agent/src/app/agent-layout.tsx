import { routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { ErrorBoundary, Spinner, TopBar } from '@wps-mobile/ui';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { screenAt, type AgentScreenId } from './route-table';
import { AppUpdatePrompt, RouteError } from '@wps-mobile/app-shell';

function useScreenTitle(screen: AgentScreenId): string {
  const { t } = useTranslation();
  if (screen === 'downlineTransfer') return t('agent.transferTitle');
  if (screen === 'affiliateLinks') return t('agent.affiliateTitle');
  return t(`routes.${screen}`);
}

/** The agent shell: agent home has its own header; the other agent screens show a top bar with back. */
export function AgentLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const screen = screenAt(pathname);
  const title = useScreenTitle(screen);

  useEffect(() => {
    document.title = title;
  }, [title]);

  const onBack = () => {
    const state = window.history.state as { idx?: number } | null;
    if ((state?.idx ?? 0) > 0) void navigate(-1);
    else void navigate(routePath('agentHome'), { replace: true });
  };

  return (
    <div className="agent-shell">
      <a className="wps-skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      {screen !== 'agentHome' && <TopBar title={title} onBack={onBack} />}
      <main id="main" className="agent-main" tabIndex={-1} data-path={pathname}>
        <ErrorBoundary resetKey={pathname} fallback={(error) => <RouteError error={error} />}>
          <Suspense fallback={<Spinner label={t('common.loading')} />}>
            <Outlet context={{ title, screen }} />
          </Suspense>
        </ErrorBoundary>
      </main>
      <AppUpdatePrompt />
    </div>
  );
}
