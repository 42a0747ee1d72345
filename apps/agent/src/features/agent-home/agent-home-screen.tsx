import { routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { NoData } from '@wps-mobile/ui';

/** Agent centre home. Greeting, balance, team counters and the navigation grid come with the agent work. */
export default function AgentHomeScreen() {
  const { t } = useTranslation();
  return (
    <section className="agent-screen" aria-labelledby="agent-home-title">
      <h1 id="agent-home-title" className="agent-screen__title">
        {t('routes.agentHome')}
      </h1>
      <NoData text={t('app.comingSoon')} />
      {/* A plain link: home belongs to the player build, so this is a full page load. */}
      <a href={routePath('home')}>{t('app.backHome')}</a>
    </section>
  );
}
