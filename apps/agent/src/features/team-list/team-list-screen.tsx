import { useSubordinateListQuery } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { Link, useSearchParams } from 'react-router';
import { AccountSearch } from '../../lib/account-search';
import { Pager } from '../../lib/pager';
import { QueryView } from '../../lib/query-view';
import { useFormatMoney } from '../../lib/use-format-money';
import { useReportFilters } from '../../lib/use-report-filters';
import { DownlineDetail } from './downline-detail';

const PAGE_SIZE = 20;

/** The team below the agent: search by account, 20 a page, and a tap opens one member's details. */
export default function TeamListScreen() {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const [params] = useSearchParams();
  const selected = params.get('member');
  const { account, page, setAccount, setPage } = useReportFilters();
  const list = useSubordinateListQuery({
    ...(account ? { account } : {}),
    pageNo: page,
    pageSize: PAGE_SIZE,
  });
  if (selected) return <DownlineDetail username={selected} />;

  return (
    <div className="agent-screen">
      <AccountSearch onSearch={setAccount} />
      <QueryView query={list} isEmpty={(data) => data.list.length === 0}>
        {(data) => (
          <>
            <p className="agent-note">{t('agent.teamCount', { total: data.total })}</p>
            <ul className="agent-list" aria-label={t('agent.team')}>
              {data.list.map((member) => (
                <li key={member.id} className="agent-list__row">
                  <Link
                    to={{ search: `?member=${encodeURIComponent(member.account)}` }}
                    className="agent-button"
                  >
                    {member.account}
                  </Link>
                  <span>{t('agent.level', { level: member.level })}</span>
                  <span>{money(member.balance)}</span>
                  <span>{member.online ? t('agent.online') : t('agent.offline')}</span>
                </li>
              ))}
            </ul>
            <Pager page={data.pageNum} pages={data.totalPages} onPage={setPage} />
          </>
        )}
      </QueryView>
    </div>
  );
}
