import {
  isSessionGoneError,
  useFavouriteAddMutation,
  useFavouriteIdsQuery,
  useFavouriteRemoveMutation,
  type FavouriteRef,
} from '@wps-mobile/api-client';
import { routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { favouriteStep } from './favourite-step';
import { serverMessage } from '@wps-mobile/app-shell';
import { useSession } from '../session/use-session';

/**
 * The member's favourites and the heart's toggle. The cached favourite ids change at once and are put back when
 * the server refuses (the api-client's favourite mutations do both); the refusal is then told through
 * `onFailure` in the player's language. A visitor is sent to log in.
 */
export function useFavouriteToggle(onFailure: (message: string) => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  // The same query as home's member loads: served from their cache, never asked twice.
  const ids = useFavouriteIdsQuery(undefined, { skip: !session });
  const [add] = useFavouriteAddMutation();
  const [remove] = useFavouriteRemoveMutation();
  const favourites = useMemo(() => new Set(session ? (ids.data ?? []) : []), [session, ids.data]);

  const toggle = (game: FavouriteRef, wanted: boolean) => {
    const step = favouriteStep(session !== undefined, favourites, game.nodeId, wanted);
    if (step === 'login') void navigate(routePath('login'));
    if (step !== 'add' && step !== 'remove') return;
    const ref = { nodeId: game.nodeId, vendor: game.vendor };
    const request = step === 'add' ? add(ref) : remove(ref);
    request.unwrap().catch((error: unknown) => {
      // An expired session is told by the shell, which sends the player to log in.
      if (!isSessionGoneError(error)) onFailure(serverMessage(error, t));
    });
  };
  // Changes only with the favourites, so memoised tiles render again only when a heart changes.
  const isFavourite = useCallback((nodeId: string) => favourites.has(nodeId), [favourites]);
  return { isFavourite, toggle };
}
