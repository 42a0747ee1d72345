import type { AgentContract } from '@wps-mobile/api-client/contract';
import { formatIsoDate, useTranslation } from '@wps-mobile/i18n';
import { Button, ConfirmDialog } from '@wps-mobile/ui';
import { useState } from 'react';
import { toPercentText } from '../../lib/figures/percent';
import { serverMessage, useFormatMoney } from '@wps-mobile/app-shell';
import { usePeriodLabel } from '../../lib/reports/use-period-label';
import { Figures } from '../../lib/figures/figures';

const STATUS_KEYS = {
  PENDING: 'agent.contractPending',
  ACCEPTED: 'agent.contractSigned',
  REJECTED: 'agent.contractDeclined',
} as const;

interface Props {
  readonly contract: AgentContract;
  readonly busy: boolean;
  readonly error: unknown;
  readonly onAnswer: (action: 'ACCEPT' | 'REJECT') => void;
}

/** One contract's terms and state; a pending one can be signed, or declined after a confirmation. */
export function ContractCard({ contract, busy, error, onAnswer }: Props) {
  const { t, i18n } = useTranslation();
  const money = useFormatMoney();
  const period = usePeriodLabel();
  const [confirming, setConfirming] = useState(false);
  return (
    <article className="agent-card" aria-label={t('agent.contractFrom', { name: contract.fromAccount })}>
      <Figures
        items={[
          [t('agent.rate'), toPercentText(contract.rate)],
          [t('agent.contractPeriod'), period(contract.period)],
          [t('agent.contractMinBet'), money(contract.minValidBet)],
          [t('agent.contractDate'), formatIsoDate(contract.createTime, i18n.language)],
        ]}
      />
      <p className="agent-contract__status" data-testid="contract-status">
        {t(STATUS_KEYS[contract.status])}
      </p>
      {error !== undefined && (
        <p role="alert" className="agent-note">
          {serverMessage(error, t)}
        </p>
      )}
      {contract.status === 'PENDING' && (
        <div className="agent-actions">
          <Button busy={busy} disabled={busy} onClick={() => onAnswer('ACCEPT')}>
            {t('agent.contractAccept')}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => setConfirming(true)}>
            {t('agent.contractReject')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('agent.contractReject')}
        message={t('agent.contractRejectConfirm')}
        confirmLabel={t('agent.contractReject')}
        destructive
        onConfirm={() => {
          setConfirming(false);
          onAnswer('REJECT');
        }}
        onCancel={() => setConfirming(false)}
      />
    </article>
  );
}
