import { AnnouncementPopup } from '@wps-mobile/ui';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import type { AnnouncementPopupState } from './use-announcement-popup';
import { useOpenLink } from '../use-open-link';

/** The announcement pop-up over home, its announcements sanitised and its links opened in or out of the app. */
export function AnnouncementPopupSection({ popup }: { popup: AnnouncementPopupState }) {
  const openLink = useOpenLink();
  const announcements = useMemo(
    () =>
      popup.shown.map((item) => ({
        id: String(item.id),
        title: item.title,
        contentHtml: DOMPurify.sanitize(item.content),
      })),
    [popup.shown],
  );
  return (
    <AnnouncementPopup
      open={popup.open}
      announcements={announcements}
      onClose={popup.close}
      onLinkClick={openLink}
    />
  );
}
