import type { RedRainSession } from '@wps-mobile/api-client/contract';
import { formatMonthDayTime, useTranslation } from '@wps-mobile/i18n';
import { useState } from 'react';
import { useFormatMoney } from '@wps-mobile/app-shell';
import { OpenEnvelope } from './open-envelope';

const STATUS_KEYS = {
  upcoming: 'agent.redRainUpcoming',
  live: 'agent.redRainLive',
  ended: 'agent.redRainEnded',
} as const;

/** One rain session: its times and amount range, then what the member can do or already got. */
export function RedRainSessionItem({ session }: { session: RedRainSession }) {
  const { t, i18n } = useTranslation();
  const money = useFormatMoney();
  const [opened, setOpened] = useState<number>();
  const at = (time: number) => formatMonthDayTime(time, i18n.language);
  return (
    <li className={`red-rain__session red-rain__session--${session.status}`}>
      <p className="red-rain__status">{t(STATUS_KEYS[session.status])}</p>
      <p>{t('agent.redRainTimes', { start: at(session.start), end: at(session.end) })}</p>
      <p>{t('agent.redRainRange', { min: money(session.minAmount), max: money(session.maxAmount) })}</p>
      {session.status === 'upcoming' && (
        <p className="red-rain__note">{t('agent.redRainStartsAt', { time: at(session.start) })}</p>
      )}
      {opened !== undefined ? (
        <p role="status" className="red-rain__got" data-testid="red-rain-got">
          {t('agent.redRainGot', { amount: money(opened) })}
        </p>
      ) : session.grabbedAmount !== null ? (
        <p className="red-rain__note" data-testid="red-rain-grabbed">
          {t('agent.redRainAlreadyGrabbed', { amount: money(session.grabbedAmount) })}
        </p>
      ) : (
        session.status === 'live' && <OpenEnvelope sessionId={session.id} onOpened={setOpened} />
      )}
    </li>
  );
}
