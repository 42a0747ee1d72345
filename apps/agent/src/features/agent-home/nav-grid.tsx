import { useAgentMenuKeysQuery, useUnreadMessageCountQuery } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { Badge } from '@wps-mobile/ui';
import { PressableLink } from '@wps-mobile/app-shell';
import { LoadFailed } from '../../lib/layout/query-view';
import { GridIcon } from './grid-icons';
import { enabledGridItems, gridItems } from './grid-items';

/**
 * While the menu keys load, every item's tile stands in its place (its label hidden), so the grid already
 * has the size of the full grid and nothing below it moves when the answer comes.
 */
function GridPlaceholder() {
  const { t } = useTranslation();
  return (
    <ul className="agent-grid" aria-hidden="true">
      {gridItems().map((item) => (
        <li key={item.key} className="agent-grid__item agent-grid__item--loading">
          <GridIcon menuKey={item.key} />
          <span>{t(item.label)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The navigation grid: only the items whose menu key is enabled; news carries the unread count. */
export function NavGrid() {
  const { t } = useTranslation();
  const menu = useAgentMenuKeysQuery();
  const unread = useUnreadMessageCountQuery().data ?? 0;
  const failed = menu.error !== undefined && !menu.isFetching;
  return (
    <nav className="agent-card" aria-label={t('routes.agentHome')} aria-busy={menu.data ? undefined : true}>
      {failed ? (
        <LoadFailed error={menu.error} onRetry={() => void menu.refetch()} />
      ) : menu.data ? (
        <ul className="agent-grid">
          {enabledGridItems(menu.data).map((item) => (
            <li key={item.key}>
              <PressableLink className="agent-grid__item" href={item.href}>
                <GridIcon menuKey={item.key} />
                <span>{t(item.label)}</span>
                {item.key === 'NEWS' && unread > 0 && (
                  <Badge count={unread} label={t('agent.unread', { n: unread })} />
                )}
              </PressableLink>
            </li>
          ))}
        </ul>
      ) : (
        <GridPlaceholder />
      )}
    </nav>
  );
}
