import { useTranslation } from '@wps-mobile/i18n';
import { lazy, Suspense, useState } from 'react';
import { useMemberHomeLoads } from './use-member-home-loads';

// Only agents with a pending contract ever see the reminder: its code loads then, not with home.
const ContractReminder = lazy(() => import('./contract-reminder'));

/** A signed-in home's loads: a message when they fail, and the contract reminder when one waits. */
export default function MemberHomeStatus() {
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
        <Suspense fallback={null}>
          <ContractReminder open={!dismissed} contract={contract} onCancel={() => setDismissed(true)} />
        </Suspense>
      ) : null}
    </>
  );
}
