import type { PopupAnnouncement } from '@wps-mobile/api-client/contract';
import { readSession } from '@wps-mobile/session';
import { AnnouncementPopup } from '@wps-mobile/ui';
import DOMPurify from 'dompurify';
import { useEffect, useMemo, useState } from 'react';
import { isPopupHidden, popupSignature, rememberPopupHidden, type PopupAudience } from './popup-memory';
import { useOpenLink } from './use-open-link';

const REFRESH_DELAY_MS = 500;

function currentAudience(): PopupAudience {
  const session = readSession();
  if (!session) return 'B';
  return session.firstTimeLogin ? 'F' : 'A';
}

/** The announcement pop-up of this visitor's audience; shown 500 ms after the list arrives or changes. */
export function AnnouncementPopupSection({ popups }: { popups: PopupAnnouncement[] | undefined }) {
  const audience = currentAudience();
  const openLink = useOpenLink();
  const mine = useMemo(
    () => (popups ?? []).filter((item) => item.execution === audience),
    [popups, audience],
  );
  const signature = popupSignature(mine);
  const [shown, setShown] = useState<PopupAnnouncement[]>([]);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setShown(mine);
      setOpen(mine.length > 0 && !isPopupHidden(audience, mine));
    }, REFRESH_DELAY_MS);
    return () => window.clearTimeout(timer);
    // The signature stands for the list: a refetch with the same announcements changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature, audience]);

  const announcements = useMemo(
    () =>
      shown.map((item) => ({
        id: String(item.id),
        title: item.title,
        contentHtml: DOMPurify.sanitize(item.content),
      })),
    [shown],
  );
  const close = () => {
    rememberPopupHidden(audience, shown);
    setOpen(false);
  };
  return (
    <AnnouncementPopup open={open} announcements={announcements} onClose={close} onLinkClick={openLink} />
  );
}
