import { isSessionGoneError, useLaunchLotteryMutation } from '@wps-mobile/api-client';
import { routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, Spinner } from '@wps-mobile/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { accessToGame } from '../../lib/session/access-rules';
import { AppLink } from '@wps-mobile/app-shell';
import { useFollowLaunchUrl, useLaunchFailureMessage } from '../../lib/games/use-launch-game';
import { readViewer } from '../../lib/session/read-viewer';
import { useScreenContext } from '../../lib/screens/screen-context';
import { readLotteryLaunch } from './lottery-launch-query';
import './launch-game.css';

/**
 * /m/launchGame and /m/startLottery: opens a lottery through the lottery launch (vendor, gameCode, prizeMode,
 * playType) and follows the URL it answers. A visitor is sent to log in; a failure is told with a retry and a
 * way back (pageBack, home by default).
 */
export default function LaunchGameScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { title, titleShown } = useScreenContext();
  const [query] = useSearchParams();
  const follow = useFollowLaunchUrl();
  const failureMessage = useLaunchFailureMessage();
  const [launchLottery] = useLaunchLotteryMutation();
  const [failed, setFailed] = useState<string | undefined>();
  const started = useRef(false);
  const request = readLotteryLaunch(query);

  const launch = async () => {
    if (!request) {
      setFailed(t('games.launchFailed'));
      return;
    }
    setFailed(undefined);
    try {
      const { url } = await launchLottery(request).unwrap();
      const refusal = follow(url);
      if (refusal) setFailed(refusal);
    } catch (error) {
      if (!isSessionGoneError(error)) setFailed(failureMessage(error));
    }
  };

  useEffect(() => {
    // One launch per visit, even when the effect runs twice in development.
    if (started.current) return;
    started.current = true;
    const access = accessToGame(readViewer());
    if (access.kind === 'redirect') void navigate(access.to, { replace: true });
    else void launch();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- launches once, on arrival
  }, []);

  return (
    <section className="launch-game">
      {!titleShown && <h1 className="launch-game__title">{title}</h1>}
      {failed === undefined ? (
        <Spinner label={t('games.launching')} showLabel size="large" />
      ) : (
        <div className="launch-game__failure" role="alert">
          <p>{failed}</p>
          <Button onClick={() => void launch()}>{t('app.retry')}</Button>
          <AppLink href={routePath('home')}>{t('app.backHome')}</AppLink>
        </div>
      )}
    </section>
  );
}
