import type { Announcement } from '@wps-mobile/api-client/contract';
import { routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { Marquee } from '@wps-mobile/ui';
import { useNavigate } from 'react-router';

/** The scrolling strip of notice titles; a tap opens the notice list. */
export function NoticeStrip({ notices }: { notices: Announcement[] | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="home-notices">
      <Marquee
        titles={(notices ?? []).map((notice) => notice.title)}
        label={t('routes.notice')}
        onOpen={() => void navigate(routePath('notice'))}
      />
    </div>
  );
}
