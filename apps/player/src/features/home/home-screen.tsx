import { useTranslation } from '@wps-mobile/i18n';
import { NoData } from '@wps-mobile/ui';
import { useRuntimeConfig } from '../../lib/runtime-config';

/** Home. The banner, notices, hot matches, popular games and winners fill this page in the home work. */
export default function HomeScreen() {
  const { t } = useTranslation();
  const { brandName } = useRuntimeConfig();
  return (
    <section className="home" aria-labelledby="home-title">
      <h1 id="home-title" className="wps-visually-hidden">
        {brandName}
      </h1>
      <NoData text={t('app.comingSoon')} />
    </section>
  );
}
