import { readSession } from '@wps-mobile/session';
import { useTranslation } from '@wps-mobile/i18n';
import { AppLink } from '@wps-mobile/app-shell';
import { agentSubPath } from '../../lib/sub-paths';
import { AgentFooter } from './agent-footer';
import { AgentHomeHeader } from './agent-home-header';
import { DownloadLinks } from './download-links';
import { NavGrid } from './nav-grid';
import { TeamCounters } from './team-counters';
import { WalletCard } from './wallet-card';
import './agent-home.css';

/** Agent centre home: greeting, wallet, today's team counters, the navigation grid, downloads and the footer. */
export default function AgentHomeScreen() {
  const { t } = useTranslation();
  const userName = readSession()?.userName ?? '';
  return (
    <div className="agent-home">
      <AgentHomeHeader userName={userName} hour={new Date().getHours()} />
      <WalletCard />
      <TeamCounters />
      <NavGrid />
      <nav className="agent-card agent-home__more" aria-label={t('agent.moreTools')}>
        <AppLink className="agent-button" href={agentSubPath('downlineTransfer')}>
          {t('agent.transferTitle')}
        </AppLink>
        <AppLink className="agent-button" href={agentSubPath('affiliateLinks')}>
          {t('agent.affiliateTitle')}
        </AppLink>
      </nav>
      <DownloadLinks />
      <AgentFooter />
    </div>
  );
}
