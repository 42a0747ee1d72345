import { isInAppLink } from '@wps-mobile/config';
import { isSessionGoneError, useLaunchGameMutation } from '@wps-mobile/api-client';
import type { GameCategory } from '@wps-mobile/api-client/contract';
import { useTranslation } from '@wps-mobile/i18n';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { accessToGame } from '../session/access-rules';
import { readViewer } from '../session/read-viewer';
import { serverMessage } from '@wps-mobile/app-shell';
import { launchDestination, launchFailureKey, playModeFor, type FreePlayFlags } from './launch-rules';

export interface LaunchTarget extends FreePlayFlags {
  category: GameCategory;
  vendor: string;
  nodeId: string;
  gameId?: string;
}

/**
 * Follows a launch URL the server gave: a player route in the app, any other allowed address by a page load.
 * Answers the message to show when the URL is refused (one of its own for a plain-http game on an https page),
 * undefined when it was followed.
 */
export function useFollowLaunchUrl(): (url: string) => string | undefined {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return (url) => {
    const origin = window.location.origin;
    const destination = launchDestination(url, origin);
    if (destination.kind === 'refused')
      return t(destination.reason === 'insecure' ? 'errors.insecureAddress' : 'games.launchFailed');
    const target = new URL(destination.href);
    if (target.origin === origin && isInAppLink('player', destination.href, origin))
      void navigate(`${target.pathname}${target.search}${target.hash}`);
    else window.location.assign(destination.href);
    return undefined;
  };
}

/** The message for a failed launch, in the player's language where the code is known. */
export function useLaunchFailureMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => {
    const key = launchFailureKey(error);
    return key ? t(key) : serverMessage(error, t);
  };
}

/**
 * Launches a game through the generic launch (category, vendor, gameId, nodeId, supportPlay, free-play flag) and
 * follows its URL. A visitor goes to the login page; a trial account plays free where the game allows it and is
 * told when it does not. `failed` holds the message of the last failure.
 */
export function useLaunchGame() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const follow = useFollowLaunchUrl();
  const failureMessage = useLaunchFailureMessage();
  const [launch, { isLoading }] = useLaunchGameMutation();
  const [failed, setFailed] = useState<string | undefined>();
  const start = async (target: LaunchTarget) => {
    const viewer = readViewer();
    const access = accessToGame(viewer);
    if (access.kind === 'redirect') {
      void navigate(access.to);
      return;
    }
    const mode = playModeFor(viewer, target);
    if (mode === 'noFreePlay') {
      setFailed(t('games.noFreePlay'));
      return;
    }
    setFailed(undefined);
    try {
      const { url } = await launch({
        category: target.category,
        vendor: target.vendor,
        nodeId: target.nodeId,
        ...(target.gameId ? { gameId: target.gameId } : {}),
        ...(target.supportPlay !== undefined ? { supportPlay: target.supportPlay } : {}),
        freePlay: mode === 'free' ? 1 : 0,
      }).unwrap();
      const refusal = follow(url);
      if (refusal) setFailed(refusal);
    } catch (error) {
      // An expired session is told by the shell, which sends the player to log in.
      if (!isSessionGoneError(error)) setFailed(failureMessage(error));
    }
  };
  return { start, launching: isLoading, failed, clearFailure: () => setFailed(undefined) };
}
