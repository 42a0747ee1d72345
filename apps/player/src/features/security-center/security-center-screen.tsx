import { useSecurityConfigQuery } from '@wps-mobile/api-client';
import { routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { Spinner } from '@wps-mobile/ui';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useRuntimeConfig } from '@wps-mobile/app-shell';
import { passkeysOffered } from '../../lib/account/passkey-support';
import { Link, useSearchParams } from 'react-router';
import { LoadFailure } from '../../lib/money/load-failure';
import { useScreenContext } from '../../lib/screens/screen-context';
import { BankCardSection } from './bank-card-section';
import { PaymentPasswordSection } from './payment-password-section';
import { SecurityQuestionSection } from './security-question-section';
import '../../lib/screens/account-screen.css';
import '../../lib/money/money-form.css';

const SECTIONS = ['loginPassword', 'paymentPassword', 'bankCards', 'questions', 'passkeys'] as const;

// The passkey list and the WebAuthn code behind it load only where the merchant offers passkeys.
const PasskeysSection = lazy(() => import('./passkeys-section'));

function Section({
  id,
  title,
  status,
  children,
}: {
  id: string;
  title: string;
  status?: string;
  children: ReactNode;
}) {
  return (
    <section className="money-card" id={`security-${id}`} aria-labelledby={`security-${id}-title`}>
      <h2 id={`security-${id}-title`} tabIndex={-1} className="money-row">
        <span>{title}</span>
        {status && <span>{status}</span>}
      </h2>
      {children}
    </section>
  );
}

/**
 * Security centre `/m/securityCenter`: login password, payment password, bank cards, security questions, and
 * passkeys where the merchant offers them.
 */
export default function SecurityCenterScreen() {
  const { t } = useTranslation();
  const { title, titleShown } = useScreenContext();
  const [params] = useSearchParams();
  const config = useSecurityConfigQuery();
  const runtimeConfig = useRuntimeConfig();
  const section = params.get('section');
  const ready = config.data !== undefined;

  // Arriving from withdraw (`?section=bankCards`): the section asked for is where focus starts.
  useEffect(() => {
    if (!ready || !section || !(SECTIONS as readonly string[]).includes(section)) return;
    const heading = document.getElementById(`security-${section}-title`);
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus();
  }, [ready, section]);

  let body;
  if (config.isError) body = <LoadFailure error={config.error} onRetry={() => void config.refetch()} />;
  else if (!config.data) body = <Spinner label={t('common.loading')} />;
  else {
    const isSet = (value: boolean) => (value ? t('wallet.security.isSet') : t('wallet.security.notSet'));
    body = (
      <>
        <Section id="loginPassword" title={t('wallet.security.loginPassword')}>
          <Link className="money-link" to={routePath('changePsw')}>
            {t('wallet.security.changeLoginPassword')}
          </Link>
        </Section>
        <Section
          id="paymentPassword"
          title={t('common.paymentPassword')}
          status={isSet(config.data.hasWithdrawalPassword)}
        >
          <PaymentPasswordSection isSet={config.data.hasWithdrawalPassword} />
        </Section>
        <Section
          id="bankCards"
          title={t('wallet.security.bankCards')}
          status={isSet(config.data.hasBankCard)}
        >
          <BankCardSection hasPaymentPassword={config.data.hasWithdrawalPassword} />
        </Section>
        <Section
          id="questions"
          title={t('wallet.securityQuestion')}
          status={isSet(config.data.hasSecurityQuestion)}
        >
          <SecurityQuestionSection />
        </Section>
        {passkeysOffered(runtimeConfig) && (
          <Section id="passkeys" title={t('wallet.security.passkeys')}>
            <Suspense fallback={<Spinner label={t('common.loading')} />}>
              <PasskeysSection />
            </Suspense>
          </Section>
        )}
      </>
    );
  }

  return (
    <div className="account-screen">
      {!titleShown && <h1 className="account-screen__title">{title}</h1>}
      {body}
    </div>
  );
}
