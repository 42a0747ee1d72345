import { formatIsoDate, useTranslation } from '@wps-mobile/i18n';
import { ServerHtml } from '@wps-mobile/ui';
import { QueryView } from '../../lib/layout/query-view';
import { useAgentAnnouncements } from '../../lib/content/use-agent-announcements';
import { useOpenLink } from '@wps-mobile/app-shell';
import { serverHref } from '@wps-mobile/app-shell';

/** Agent announcements (type A): newest first, each with its date and text. */
export default function AgentNoticeScreen() {
  const { t, i18n } = useTranslation();
  const announcements = useAgentAnnouncements();
  const follow = useOpenLink();
  return (
    <div className="agent-screen">
      <QueryView query={announcements} isEmpty={(data) => data.agent.length === 0}>
        {(data) => (
          <ul className="agent-list" aria-label={t('routes.agentNotice')}>
            {data.agent.map((item) => (
              <li key={item.id}>
                <article className="agent-card">
                  <h2 className="agent-card__label">{item.title}</h2>
                  <p className="agent-note">{formatIsoDate(item.createTime, i18n.language)}</p>
                  <ServerHtml html={item.content} onLink={follow} linkHref={serverHref} />
                </article>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
}
