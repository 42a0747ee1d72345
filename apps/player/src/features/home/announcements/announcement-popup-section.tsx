import { routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import type { PopupAnnouncement } from '@wps-mobile/api-client/contract';
import { AnnouncementPopup, Button, prepareServerHtml } from '@wps-mobile/ui';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { AnnouncementPopupState } from './use-announcement-popup';
import { useFeatures } from '../../../lib/session/use-features';
import { eachWhenIdle, serverHref, useOpenLink } from '@wps-mobile/app-shell';
import { useSession } from '../../../lib/session/use-session';

/**
 * Cleans the pop-up's announcements in idle moments before it opens: the sanitiser is built in one, each
 * announcement cleaned in the next. Cleaned inside the render that opens the pop-up, they made that render one of
 * home's longest tasks on a slow phone. Returns a function that drops what is not done yet.
 */
export function preparePopupContent(upcoming: readonly PopupAnnouncement[]): () => void {
  return eachWhenIdle([
    () => prepareServerHtml(),
    ...upcoming.map((item) => () => prepareServerHtml(item.content)),
  ]);
}

/** The announcement pop-up over home: content cleaned by the kit, links opened in or out of the app. */
export function AnnouncementPopupSection({ popup }: { popup: AnnouncementPopupState }) {
  const { t } = useTranslation();
  const openLink = useOpenLink();
  const navigate = useNavigate();
  const session = useSession();
  const features = useFeatures();
  const rewardsShown = session !== undefined && features.rewardCentre;
  const announcements = useMemo(
    () =>
      popup.shown.map((item) => ({
        id: String(item.id),
        title: item.title,
        contentHtml: item.content,
      })),
    [popup.shown],
  );
  // The go-to action: members with the reward centre on get there from any announcement.
  const goToRewards = () => {
    popup.close();
    void navigate(routePath('rewardCenter'));
  };
  return (
    <AnnouncementPopup
      open={popup.open}
      announcements={announcements}
      onClose={popup.close}
      onLinkClick={openLink}
      linkHref={serverHref}
      {...(rewardsShown
        ? {
            footer: () => (
              <Button block onClick={goToRewards}>
                {t('member.goToRewardCenter')}
              </Button>
            ),
          }
        : {})}
    />
  );
}
