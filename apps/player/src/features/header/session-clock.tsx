import { useTranslation } from '@wps-mobile/i18n';
import { useEffect, useState } from 'react';
import { durationText } from '../../lib/play-session/duration-text';
import './session-clock.css';

/** How often the shown session time is brought up to date; it shows whole minutes. */
const TICK_MS = 15_000;

/** The session time line of the account popover: how long the member has been logged in. */
export function SessionClock({ startedAt }: { startedAt: number }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <p className="app-popover__session">
      {t('responsible.sessionTime')}: <span>{durationText(now - startedAt, t)}</span>
    </p>
  );
}
