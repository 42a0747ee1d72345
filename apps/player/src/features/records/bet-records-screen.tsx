import { useTranslation } from '@wps-mobile/i18n';
import { useSearchParams } from 'react-router';
import { BetList } from './bet-list';
import { OrderList } from './order-list';
import { RecordFrame } from './record-frame';

/** Betting record `/m/gameRecord`: settled bets by date range, and the game orders (`?view=orders`). */
export default function BetRecordsScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const orders = params.get('view') === 'orders';
  const views = (
    <div className="record-views" role="group" aria-label={t('routes.gameRecord')}>
      {(['bets', 'orders'] as const).map((view) => (
        <button
          key={view}
          type="button"
          className="money-chip"
          aria-pressed={(view === 'orders') === orders}
          onClick={() => setParams(view === 'orders' ? { view } : {}, { replace: true })}
        >
          {view === 'orders' ? t('wallet.records.ordersTab') : t('wallet.records.betsTab')}
        </button>
      ))}
    </div>
  );
  if (orders)
    return (
      <RecordFrame filters={views} ranged={false}>
        <OrderList />
      </RecordFrame>
    );
  return (
    <RecordFrame filters={views}>
      <BetList />
    </RecordFrame>
  );
}
