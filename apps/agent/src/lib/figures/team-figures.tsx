import { formatNumber, useTranslation } from '@wps-mobile/i18n';
import { Figures } from './figures';
import { useFormatMoney } from '@wps-mobile/app-shell';

export interface TeamFigures {
  readonly deposit: number;
  readonly withdraw: number;
  readonly bet: number;
  readonly validBet: number;
  readonly win: number;
  readonly profit: number;
  readonly memberCount: number;
}

const MONEY_FIELDS = [
  ['deposit', 'wallet.records.deposits'],
  ['withdraw', 'wallet.records.withdrawals'],
  ['bet', 'wallet.records.bets'],
  ['validBet', 'agent.figValidBet'],
  ['win', 'wallet.records.wins'],
  ['profit', 'agent.figProfit'],
] as const;

/** A team's money figures and member count as a definition list. */
export function TeamFiguresList({ figures }: { figures: TeamFigures }) {
  const { t, i18n } = useTranslation();
  const money = useFormatMoney();
  return (
    <Figures
      items={[
        ...MONEY_FIELDS.map(([field, label]) => [t(label), money(figures[field])] as const),
        [t('agent.figMembers'), formatNumber(figures.memberCount, i18n.language)],
      ]}
    />
  );
}
