import { useTranslation } from '@wps-mobile/i18n';
import { lazy, useState } from 'react';
import { LazyPart } from '@wps-mobile/app-shell';
import { useMemberHomeLoads } from './use-member-home-loads';

// Only agents with a pending contract ever see the reminder: its code loads then, not with home.
const ContractReminder = lazy(() => import('./contract-reminder'));

/**
 * A signed-in home's loads (none for visitors): a message when they fail, and the contract reminder, which
 * opens once `reminderWaits` is false (another home dialog goes first).
 */
export function MemberHomeLoads({ reminderWaits = false }: { reminderWaits?: boolean }) {
  const { t } = useTranslation();
  const { failure, contract } = useMemberHomeLoads();
  const [dismissed, setDismissed] = useState(false);
  return (
    <>
      {failure ? (
        <p className="home-error" role="status">
          {failure === 'offline' ? t('errors.noInternet') : t('errors.serviceOutage')}
        </p>
      ) : null}
      {contract ? (
        <LazyPart>
          <ContractReminder
            open={!dismissed && !reminderWaits}
            contract={contract}
            onCancel={() => setDismissed(true)}
          />
        </LazyPart>
      ) : null}
    </>
  );
}
