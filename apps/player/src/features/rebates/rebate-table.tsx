import { formatIsoDate, formatNumber, useTranslation } from '@wps-mobile/i18n';
import { NoData } from '@wps-mobile/ui';
import { useAppSelector } from '../../lib/store/store-hooks';
import { useFormatMoney } from '@wps-mobile/app-shell';

export interface RebateItem {
  readonly gameCategory: string;
  readonly validBet: number;
  readonly rate: number;
  readonly amount: number;
  readonly claimTime?: number;
}

/** Rebate per game category: valid bet, rate and amount (and the claim date in the report). */
export function RebateTable({ items }: { items: readonly RebateItem[] }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const language = useAppSelector((state) => state.preferences.language);
  if (items.length === 0) return <NoData text={t('app.noData')} />;
  const withDate = items.some((item) => item.claimTime !== undefined);
  return (
    <table className="rebates-table">
      <thead>
        <tr>
          {withDate && <th scope="col">{t('common.time')}</th>}
          <th scope="col">{t('member.gameCategory')}</th>
          <th scope="col">{t('wallet.records.validBet')}</th>
          <th scope="col">{t('member.rebateRate')}</th>
          <th scope="col">{t('common.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <tr key={`${item.gameCategory}-${item.claimTime ?? index}`}>
            {withDate && <td>{item.claimTime ? formatIsoDate(item.claimTime, language) : ''}</td>}
            <td>{item.gameCategory}</td>
            <td>{money(item.validBet)}</td>
            <td>{`${formatNumber(item.rate * 100, language)}%`}</td>
            <td>{money(item.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
