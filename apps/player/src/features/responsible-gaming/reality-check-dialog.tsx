import { useMemberTransactionsQuery, useWalletQuery } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, ConfirmDialog } from '@wps-mobile/ui';
import { useState } from 'react';
import { durationText } from '../../lib/play-session/duration-text';
import { readPlaySession } from '../../lib/play-session/play-session-store';
import { useFormatMoney } from '@wps-mobile/app-shell';
import { useSignOut } from '../../lib/session/use-sign-out';
import { MONEY_MOVE_TYPES, netResult } from './net-result';
import './responsible-gaming.css';

/** How many recent deposits and withdrawals the net result looks at (one page of the account record). */
const MOVES_PAGE_SIZE = 100;

export interface RealityCheckDialogProps {
  readonly startedAt: number;
  readonly onContinue: () => void;
}

/**
 * The reality check: how long the session has lasted and what it has won or lost, with Continue (also Escape)
 * and Log out (the app's one sign-out, without a second question: this dialog already asked).
 */
export default function RealityCheckDialog({ startedAt, onContinue }: RealityCheckDialogProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const { signOutNow, signOutDialog, signingOut } = useSignOut();
  const [openedAt] = useState(Date.now);
  const wallet = useWalletQuery(undefined, { refetchOnMountOrArgChange: true });
  const moves = useMemberTransactionsQuery(
    { types: [...MONEY_MOVE_TYPES], pageSize: MOVES_PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  const openingBalance = readPlaySession()?.openingBalance;

  let net;
  if (wallet.isFetching || moves.isFetching) net = <span aria-busy="true">…</span>;
  else if (wallet.data && moves.data && openingBalance !== undefined) {
    const amount = netResult({
      balanceNow: wallet.data.sumBalance,
      openingBalance,
      moves: moves.data.list,
      startedAt,
    });
    net = `${amount > 0 ? '+' : ''}${formatMoney(amount)}`;
  } else
    net = (
      <span className="reality-check__failed">
        {t('responsible.netResultUnavailable')}{' '}
        <Button
          variant="secondary"
          onClick={() => {
            void wallet.refetch();
            void moves.refetch();
          }}
        >
          {t('app.retry')}
        </Button>
      </span>
    );

  return (
    <>
      <ConfirmDialog
        open={!signingOut}
        title={t('responsible.realityCheckTitle')}
        message={
          <>
            <p>{t('responsible.realityCheckPlayed', { time: durationText(openedAt - startedAt, t) })}</p>
            <dl className="reality-check__figures">
              <dt>{t('responsible.netResult')}</dt>
              <dd>{net}</dd>
            </dl>
            <p className="reality-check__hint">{t('responsible.netResultHint')}</p>
          </>
        }
        cancelLabel={t('responsible.continue')}
        confirmLabel={t('responsible.logOut')}
        onCancel={onContinue}
        onConfirm={signOutNow}
        destructive
        busy={signingOut}
      />
      {signOutDialog}
    </>
  );
}
