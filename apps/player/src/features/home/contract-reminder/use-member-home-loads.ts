import {
  isSessionGoneError,
  useContractRequestQuery,
  useFavouriteIdsQuery,
  useMemberRenewQuery,
  useMerchantWalletQuery,
  useWalletQuery,
} from '@wps-mobile/api-client';
import { isContractExempt } from '@wps-mobile/session';
import { useSession } from '../../../lib/session/use-session';
import { pendingContract } from './contract-reminder-rules';

/** Why a member load failed, as home tells the player (an expired session is told by the shell instead). */
export type MemberLoadFailure = 'offline' | 'unavailable' | undefined;

function failureOf(errors: readonly unknown[]): MemberLoadFailure {
  const shown = errors.filter((error) => error !== undefined && !isSessionGoneError(error));
  if (shown.length === 0) return undefined;
  const offline = shown.some(
    (error) => (error as { status?: unknown }).status === 'FETCH_ERROR' || !navigator.onLine,
  );
  return offline ? 'offline' : 'unavailable';
}

/**
 * The loads of a signed-in home (spec section 4): wallet, merchant wallet, favourite games, the session renewal
 * and, for types that may have contracts, the contract request. Each failure is only reported, never thrown.
 */
export function useMemberHomeLoads() {
  const session = useSession();
  const skip = !session;
  const wallet = useWalletQuery(undefined, { skip });
  const merchantWallet = useMerchantWalletQuery(undefined, { skip });
  const favourites = useFavouriteIdsQuery(undefined, { skip });
  // Renewing keeps the session alive: asked again on every home visit, never served from the cache.
  const renew = useMemberRenewQuery(undefined, { skip, refetchOnMountOrArgChange: true });
  const contracts = useContractRequestQuery(undefined, {
    skip: !session || isContractExempt(session.type),
  });
  return {
    failure: failureOf([wallet.error, merchantWallet.error, favourites.error, renew.error, contracts.error]),
    contract: session ? pendingContract(session.type, contracts.data) : undefined,
  };
}
