import { useAvailablePromotionsQuery, useUnreadMessageCountQuery } from '@wps-mobile/api-client';
import { useSession } from './use-session';

/**
 * Unread messages of the signed-in member; asked only with a member session (spec section 4, Message icon).
 * Reading a message invalidates the count, so every place showing it follows at once.
 */
export function useUnreadMessageCount(): number {
  const session = useSession();
  const { data } = useUnreadMessageCountQuery(undefined, { skip: !session });
  return session ? (data ?? 0) : 0;
}

/** Promotions waiting to be claimed (footer Members badge, member centre bubble); 0 without a member session. */
export function useUnclaimedCount(): number {
  const session = useSession();
  const { data } = useAvailablePromotionsQuery(undefined, { skip: !session });
  return session ? (data?.unclaimedCount ?? 0) : 0;
}
