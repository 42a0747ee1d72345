import { useAgentMenuKeysQuery, useUnreadMessageCountQuery } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { Badge } from '@wps-mobile/ui';
import { AppLink } from '../../lib/app-link';
import { QueryView } from '../../lib/query-view';
import { enabledGridItems } from './grid-items';

/** The navigation grid: only the items whose menu key is enabled; news carries the unread count. */
export function NavGrid() {
  const { t } = useTranslation();
  const menu = useAgentMenuKeysQuery();
  const unread = useUnreadMessageCountQuery().data ?? 0;
  return (
    <nav className="agent-card" aria-label={t('agent.title')}>
      <QueryView query={menu}>
        {(keys) => (
          <ul className="agent-grid">
            {enabledGridItems(keys).map((item) => (
              <li key={item.key}>
                <AppLink className="agent-grid__item" href={item.href}>
                  <span>{t(item.label)}</span>
                  {item.key === 'NEWS' && unread > 0 && (
                    <Badge count={unread} label={t('agent.unread', { n: unread })} />
                  )}
                </AppLink>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </nav>
  );
}
