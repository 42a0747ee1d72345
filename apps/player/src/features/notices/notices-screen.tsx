import { useTranslation } from '@wps-mobile/i18n';
import { useState } from 'react';
import { useScreenContext } from '../../lib/screens/screen-context';
import { NoticePage } from './notice-page';
import './notices.css';

/** Announcements (/m/notice): the player notices, newest first, page by page; each opens in place. */
export default function NoticesScreen() {
  const { t } = useTranslation();
  const { title, titleShown } = useScreenContext();
  const [pages, setPages] = useState(1);
  return (
    <section className="notices-screen" aria-label={titleShown ? title : undefined}>
      {!titleShown && <h1>{title}</h1>}
      {Array.from({ length: pages }, (_, index) => (
        <NoticePage
          key={index}
          pageNo={index + 1}
          last={index + 1 === pages}
          onMore={() => setPages(index + 2)}
          emptyText={t('ui.noAnnouncement')}
        />
      ))}
    </section>
  );
}
