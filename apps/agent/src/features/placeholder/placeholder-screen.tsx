import { useTranslation } from '@wps-mobile/i18n';
import { NoData } from '@wps-mobile/ui';
import { useOutletContext } from 'react-router';

/** The plain titled page of an agent route whose screen is not built yet (the top bar carries the title). */
export default function PlaceholderScreen() {
  const { t } = useTranslation();
  const { title, titleShown } = useOutletContext<{ title: string; titleShown: boolean }>();
  return (
    <section className="agent-screen">
      {!titleShown && <h1 className="agent-screen__title">{title}</h1>}
      <NoData text={t('app.comingSoon')} />
    </section>
  );
}
