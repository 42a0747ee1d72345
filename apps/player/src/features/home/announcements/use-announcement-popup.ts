import type { PopupAnnouncement } from '@wps-mobile/api-client/contract';
import { readSession } from '@wps-mobile/session';
import { MODAL_EXIT_MS } from '@wps-mobile/ui';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { isPopupHidden, popupSignature, rememberPopupHidden, type PopupAudience } from './popup-memory';

const REFRESH_DELAY_MS = 500;
const NONE: readonly PopupAnnouncement[] = [];

function currentAudience(): PopupAudience {
  const session = readSession();
  if (!session) return 'B';
  return session.firstTimeLogin ? 'F' : 'A';
}

/**
 * The announcement pop-up of this visitor's audience: shown 500 ms after the list arrives or changes, unless it
 * was closed with these very announcements. `popups` is undefined while the list is loading.
 *
 * `done` tells the other home dialogs that it is their turn: the list arrived, the pop-up decided, and it is
 * not shown (nothing to show, or closed and its exit animation over).
 */
export function useAnnouncementPopup(popups: readonly PopupAnnouncement[] | undefined) {
  const audience = currentAudience();
  const loaded = popups !== undefined;
  const mine = useMemo(
    () => (popups ?? []).filter((item) => item.execution === audience),
    [popups, audience],
  );
  const signature = `${audience}${popupSignature(mine)}`;
  // Whether the list holds a pop-up this visitor has not closed: it opens, so its code can load now.
  const willOpen = useMemo(() => mine.length > 0 && !isPopupHidden(audience, mine), [mine, audience]);
  const upcoming = useMemo(() => (willOpen ? mine : NONE), [willOpen, mine]);
  const [shown, setShown] = useState<PopupAnnouncement[]>([]);
  const [open, setOpen] = useState(false);
  const [decidedFor, setDecidedFor] = useState<string | undefined>();
  const [closing, setClosing] = useState(false);

  useEffect(() => {
    // A transition: the pop-up's sanitised text and dialog render in slices that yield to the player's taps,
    // not in one long task while home is still settling.
    const timer = window.setTimeout(
      () =>
        startTransition(() => {
          setShown(mine);
          setOpen(willOpen);
          if (loaded) setDecidedFor(signature);
        }),
      REFRESH_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
    // The signature stands for the list: a refetch with the same announcements changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature, loaded]);

  useEffect(() => {
    if (!closing) return undefined;
    const timer = window.setTimeout(() => setClosing(false), MODAL_EXIT_MS);
    return () => window.clearTimeout(timer);
  }, [closing]);

  const close = () => {
    rememberPopupHidden(audience, shown);
    setOpen(false);
    setClosing(true);
  };
  return {
    open,
    shown,
    close,
    done: decidedFor === signature && !open && !closing,
    /** What the pop-up will show when it opens (nothing when it will not): its content can be prepared now. */
    upcoming,
  };
}

export type AnnouncementPopupState = ReturnType<typeof useAnnouncementPopup>;
