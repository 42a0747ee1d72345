import { useMemberInfoQuery } from '@wps-mobile/api-client';
import { formatMoney } from '@wps-mobile/i18n';
import { useCallback } from 'react';
import { useAppSelector } from './store-hooks';
import { useSession } from './use-session';

/** Formats amounts in the player's language and the merchant's currency (the member's, once known). */
export function useMoney(): (value: number) => string {
  const language = useAppSelector((state) => state.preferences.language);
  const session = useSession();
  const { data } = useMemberInfoQuery(undefined, { skip: !session });
  const currency = data?.currency;
  return useCallback(
    (value: number) => formatMoney(value, language, currency ? { currency } : {}),
    [language, currency],
  );
}
