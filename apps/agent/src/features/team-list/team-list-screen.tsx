import { useSubordinateListQuery } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { NoData, usePagedItems, WindowedList } from '@wps-mobile/ui';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AccountSearch } from '../../lib/team/account-search';
import { LoadFailed } from '../../lib/layout/query-view';
import { useFormatMoney } from '@wps-mobile/app-shell';
import { DownlineDetail } from './downline-detail';

const PAGE_SIZE = 20;

/**
 * The team below the agent: search by account, windowed and loaded 20 at a time (the next page as the end
 * comes near), and a tap opens one member's details.
 */
export default function TeamListScreen() {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const [params] = useSearchParams();
  const selected = params.get('member');
  const [account, setAccount] = useState('');
  const team = usePagedItems(useSubordinateListQuery, account ? { account } : {}, account, PAGE_SIZE);
  if (selected) return <DownlineDetail username={selected} />;

  return (
    <div className="agent-screen">
      <AccountSearch onSearch={setAccount} />
      {team.error !== undefined && team.items.length === 0 ? (
        <LoadFailed error={team.error} onRetry={team.retry} />
      ) : (
        <>
          {team.total !== undefined && team.total > 0 && (
            <p className="agent-note">{t('agent.teamCount', { total: team.total })}</p>
          )}
          <WindowedList
            items={team.items}
            label={t('routes.team')}
            getKey={(member) => member.id}
            estimatedRowHeight={56}
            status={team.status}
            onEndReached={team.loadMore}
            onRetry={team.retry}
            loadingLabel={t('common.loading')}
            errorLabel={t('errors.unknown')}
            retryLabel={t('app.retry')}
            endLabel={team.items.length > 0 ? t('common.noMore') : undefined}
            empty={<NoData text={t('app.noData')} />}
            renderItem={(member) => (
              <span className="agent-list__row">
                <Link
                  to={{ search: `?member=${encodeURIComponent(member.account)}` }}
                  className="agent-button"
                >
                  {member.account}
                </Link>
                <span>{t('agent.level', { level: member.level })}</span>
                <span>{money(member.balance)}</span>
                <span>{member.online ? t('agent.online') : t('agent.offline')}</span>
              </span>
            )}
          />
        </>
      )}
    </div>
  );
}
