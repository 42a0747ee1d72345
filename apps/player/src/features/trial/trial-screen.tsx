import { routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, NoData, Spinner, Toast } from '@wps-mobile/ui';
import { AppLink } from '@wps-mobile/app-shell';
import { useScreenContext } from '../../lib/screens/screen-context';
import { useTestPlay } from '../../lib/games/use-test-play';
import { useToast } from '../../lib/screens/use-toast';
import '../../lib/screens/account-screen.css';
import './trial.css';

/** Free trial (/m/trail): starts a trial account and goes home; says so when the merchant offers none. */
export default function TrialScreen() {
  const { t } = useTranslation();
  const { title, titleShown } = useScreenContext();
  const { offered, checking, play, playing } = useTestPlay();
  const toast = useToast();

  async function start() {
    const outcome = await play();
    if (!outcome.ok) toast.show({ type: 'fail', ...(outcome.message ? { message: outcome.message } : {}) });
  }

  return (
    <section className="account-screen">
      {!titleShown && <h1 className="account-screen__title">{title}</h1>}
      {checking ? (
        <Spinner label={t('common.loading')} />
      ) : offered ? (
        <>
          <p>{t('trial.intro')}</p>
          <Button type="button" variant="primary" block busy={playing} onClick={() => void start()}>
            {t('trial.start')}
          </Button>
        </>
      ) : (
        <NoData text={t('trial.unavailable')} />
      )}
      <p className="trial-screen__links">
        {t('account.haveAccount')} <AppLink href={routePath('login')}>{t('account.loginNow')}</AppLink>
      </p>
      <Toast toast={toast.toast} onDismiss={toast.dismiss} />
    </section>
  );
}
