import { useConsolidatedSettingsQuery } from '@wps-mobile/api-client';
import { readDeviceEnvironment, STORAGE_KEYS } from '@wps-mobile/config';
import { lazy, useMemo, useState } from 'react';
import { LazyPart } from '@wps-mobile/app-shell';
import { DownloadBar } from './download-bar';
import { hasLinks, homeInstallPlan } from './install-rules';

// None of these is needed before the player taps something (or on iOS Safari only): each loads on demand.
const DownloadPopup = lazy(() => import('./download-popup'));
const SafariNotice = lazy(() => import('./safari-notice'));
const InstallGuide = lazy(() => import('./install-guide'));

// The guide is closed for the rest of the visit; the bar's close is remembered for good (spec section 4).
const GUIDE_CLOSED_KEY = 'homeInstallGuideClosed';

type Dialog = 'links' | 'safari';

const read = (storage: Storage, key: string) => {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
};

/** The download bar with its pop-up and Safari notice, and the add-to-home-screen guide (iOS Safari). */
export function DownloadArea() {
  const { data } = useConsolidatedSettingsQuery();
  const resources = data?.resources;
  const plan = useMemo(
    () =>
      resources
        ? homeInstallPlan(readDeviceEnvironment(), resources, read(localStorage, STORAGE_KEYS.webClip))
        : undefined,
    [resources],
  );
  const [barClosed, setBarClosed] = useState(() => read(localStorage, STORAGE_KEYS.hideDownloadBar) === '1');
  const [guideClosed, setGuideClosed] = useState(() => read(sessionStorage, GUIDE_CLOSED_KEY) === '1');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // A dialog stays mounted once opened, so closing plays its exit and hands focus back to the button.
  const [used, setUsed] = useState<ReadonlySet<Dialog>>(new Set());
  if (!plan) return null;

  const guideShown = plan.guide !== undefined && !guideClosed;
  // While the guide is up it stands in for the bar; closing the guide brings the bar back.
  const barShown = !barClosed && !guideShown && hasLinks(plan.links);
  const closeBar = () => {
    localStorage.setItem(STORAGE_KEYS.hideDownloadBar, '1');
    setBarClosed(true);
  };
  const closeGuide = () => {
    sessionStorage.setItem(GUIDE_CLOSED_KEY, '1');
    setGuideClosed(true);
  };
  const openDialog = (next: Dialog) => {
    setUsed((before) => new Set(before).add(next));
    setDialog(next);
  };
  const closeDialog = () => setDialog(null);
  return (
    <>
      {barShown ? (
        <DownloadBar
          onDownload={() => openDialog(plan.safariNotice ? 'safari' : 'links')}
          onClose={closeBar}
        />
      ) : null}
      <LazyPart>
        {used.has('links') ? (
          <DownloadPopup open={dialog === 'links'} links={plan.links} onClose={closeDialog} />
        ) : null}
        {used.has('safari') ? <SafariNotice open={dialog === 'safari'} onClose={closeDialog} /> : null}
        {guideShown && plan.guide ? <InstallGuide guide={plan.guide} onClose={closeGuide} /> : null}
      </LazyPart>
    </>
  );
}
