import { useHelpCenterQuery } from '@wps-mobile/api-client';
import { routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { IconHelp, NoData, ServerHtml } from '@wps-mobile/ui';
import { Link, useSearchParams } from 'react-router';
import { ContentScreen, Loaded } from '../../lib/screens/content-screen';
import { useAppSelector } from '../../lib/store/store-hooks';
import { serverHref, useOpenLink } from '@wps-mobile/app-shell';
import { activeTopicIndex } from './topic-index';
import './help.css';

/**
 * Help centre (/m/help and /m/helpDetail): the topic list and the active topic's text, `?i=` choosing it (the
 * first by default); an empty state when the merchant has none.
 */
export default function HelpScreen() {
  const { t } = useTranslation();
  const language = useAppSelector((state) => state.preferences.language);
  const openLink = useOpenLink();
  const [search] = useSearchParams();
  const query = useHelpCenterQuery({ device: 'MOBILE', lang: language });

  return (
    <ContentScreen>
      <Loaded {...query}>
        {(topics) => {
          const active = activeTopicIndex(search, topics.length);
          const topic = topics[active];
          if (!topic) return <NoData text={t('help.empty')} />;
          return (
            <>
              <nav aria-label={t('help.topics')}>
                <ul className="content-screen__row">
                  {topics.map((entry, index) => (
                    <li key={entry.id}>
                      <Link
                        className="help-topics__link"
                        to={`${routePath('helpDetail')}?i=${index}`}
                        replace
                        preventScrollReset
                        aria-current={index === active ? 'page' : undefined}
                      >
                        <IconHelp className="help-topics__icon" />
                        <span>{entry.title}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
              <article className="content-screen__card help-topic" aria-labelledby="help-topic-title">
                <h2 id="help-topic-title" className="help-topic__title">
                  {topic.title}
                </h2>
                <ServerHtml html={topic.content} onLink={openLink} linkHref={serverHref} />
              </article>
            </>
          );
        }}
      </Loaded>
    </ContentScreen>
  );
}
