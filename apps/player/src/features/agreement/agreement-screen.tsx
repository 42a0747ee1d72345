import { useUserAgreementQuery } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { ServerHtml } from '@wps-mobile/ui';
import { useEffect, useRef } from 'react';
import { ContentScreen, Loaded } from '../../lib/screens/content-screen';
import { useAppSelector } from '../../lib/store/store-hooks';
import { useOpenLink } from '@wps-mobile/app-shell';
import { serverHref } from '@wps-mobile/app-shell';

/** User agreement (/m/useragreement): the merchant's text in the player's language, through ServerHtml. */
export default function AgreementScreen() {
  const { t } = useTranslation();
  const openLink = useOpenLink();
  const query = useUserAgreementQuery();
  const { refetch } = query;
  // The text follows the Language header, which is not part of the cache key: a language switch asks again.
  const language = useAppSelector((state) => state.preferences.language);
  const shownLanguage = useRef(language);
  useEffect(() => {
    if (shownLanguage.current === language) return;
    shownLanguage.current = language;
    void refetch();
  }, [language, refetch]);

  return (
    <ContentScreen>
      <Loaded {...query}>
        {(agreement) => (
          <article className="content-screen__card" aria-busy={query.isFetching || undefined}>
            <h2 className="content-screen__heading">{agreement.title || t('routes.userAgreement')}</h2>
            <ServerHtml html={agreement.content} onLink={openLink} linkHref={serverHref} />
          </article>
        )}
      </Loaded>
    </ContentScreen>
  );
}
