import { useWalletQuery } from '@wps-mobile/api-client';
import { lazy, useEffect, useState } from 'react';
import { LazyPart } from '@wps-mobile/app-shell';
import { readPlaySession, updatePlaySession } from '../../lib/play-session/play-session-store';
import { scheduleRealityCheck } from '../../lib/play-session/reality-check-timer';
import { usePlaySession } from '../../lib/play-session/use-play-session';
import { useRuntimeConfig } from '@wps-mobile/app-shell';

const RealityCheckDialog = lazy(() => import('./reality-check-dialog'));

/**
 * The reality check of the shell: while a member is signed in, every N minutes of the session (the runtime
 * config's `responsibleGaming.realityCheckMinutes`, 0 = never) a dialog tells the session time and the net
 * result. It also notes the balance at login, which the net result starts from.
 */
export default function RealityCheck() {
  const { responsibleGaming } = useRuntimeConfig();
  const play = usePlaySession();
  const [due, setDue] = useState(false);
  const needsOpening = play !== undefined && play.openingBalance === undefined;
  const wallet = useWalletQuery(undefined, { skip: !needsOpening });
  const balance = wallet.data?.sumBalance;
  const userName = play?.userName;
  const startedAt = play?.startedAt;
  const minutes = responsibleGaming.realityCheckMinutes;

  useEffect(() => {
    // The first balance after the login only: later answers (a refresh, the check's own) must not replace it.
    if (!needsOpening || userName === undefined || balance === undefined) return;
    if (readPlaySession()?.openingBalance === undefined)
      updatePlaySession(userName, { openingBalance: balance });
  }, [needsOpening, userName, balance]);

  useEffect(() => {
    if (startedAt === undefined || due) return undefined;
    // Read afresh: the last Continue (also one from before a reload) decides the next mark.
    const acknowledgedAt = readPlaySession()?.acknowledgedAt;
    return scheduleRealityCheck({
      startedAt,
      intervalMinutes: minutes,
      acknowledgedAt,
      onDue: () => setDue(true),
    });
  }, [startedAt, minutes, due]);

  if (!due || startedAt === undefined || userName === undefined) return null;
  return (
    <LazyPart>
      <RealityCheckDialog
        startedAt={startedAt}
        onContinue={() => {
          updatePlaySession(userName, { acknowledgedAt: Date.now() });
          setDue(false);
        }}
      />
    </LazyPart>
  );
}
