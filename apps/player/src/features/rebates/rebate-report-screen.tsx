import { useRebateReportQuery } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { Button } from '@wps-mobile/ui';
import { useState } from 'react';
import { LoadState } from '../../lib/screens/load-state';
import { useScreenContext } from '../../lib/screens/screen-context';
import { RebateTable } from './rebate-table';
import '../../lib/screens/account-screen.css';
import './rebates.css';

/** My rebate: the rebates this member claimed, newest first, a page at a time. */
export default function RebateReportScreen() {
  const { t } = useTranslation();
  const { title, titleShown } = useScreenContext();
  const [pageNo, setPageNo] = useState(1);
  const query = useRebateReportQuery({ pageNo });
  const page = query.data;
  return (
    <section className="account-screen">
      {!titleShown && <h1 className="account-screen__title">{title}</h1>}
      <LoadState isLoading={query.isFetching} error={query.error} onRetry={() => void query.refetch()}>
        <RebateTable items={page?.list ?? []} />
        {page && page.totalPages > 1 && (
          <nav className="rebates-screen__pager" aria-label={title}>
            <Button variant="secondary" disabled={pageNo <= 1} onClick={() => setPageNo(pageNo - 1)}>
              {t('common.previous')}
            </Button>
            <span>{t('common.pageOf', { current: page.pageNum, total: page.totalPages })}</span>
            <Button
              variant="secondary"
              disabled={pageNo >= page.totalPages}
              onClick={() => setPageNo(pageNo + 1)}
            >
              {t('common.next')}
            </Button>
          </nav>
        )}
      </LoadState>
    </section>
  );
}
