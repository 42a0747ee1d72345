import { useTranslation } from '@wps-mobile/i18n';
import { NoData } from '@wps-mobile/ui';
import { useScreenContext } from '../../lib/screens/screen-context';

/** The plain titled page of a route whose screen is not built yet. */
export default function PlaceholderScreen() {
  const { t } = useTranslation();
  const { title, titleShown } = useScreenContext();
  return (
    <section className="app-placeholder">
      {!titleShown && <h1 className="app-placeholder__title">{title}</h1>}
      <NoData text={t('app.comingSoon')} />
    </section>
  );
}
