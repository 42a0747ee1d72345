import { useWalletQuery } from '@wps-mobile/api-client';
import { balanceMaskToggled } from '../../lib/store/preferences-slice';
import { useAppDispatch, useAppSelector } from '../../lib/store/store-hooks';
import { useFormatMoney } from '@wps-mobile/app-shell';

/**
 * The member's total balance for the header: two decimals, masked with asterisks when the player hides it and
 * while a refresh runs (spec section 4, Balance).
 */
export function useBalance(loggedIn: boolean) {
  const dispatch = useAppDispatch();
  const formatMoney = useFormatMoney();
  const balanceMasked = useAppSelector((state) => state.preferences.balanceMasked);
  const wallet = useWalletQuery(undefined, { skip: !loggedIn });
  const masked = balanceMasked || wallet.isFetching;
  const amount = wallet.data?.sumBalance ?? 0;
  return {
    // A visitor has no balance to show; formatting one anyway built the browser's first number formatter, one of
    // the costliest steps of home's first render on a slow phone.
    text: loggedIn ? formatMoney(amount, { masked, currency: wallet.data?.currency }) : '',
    hidden: balanceMasked,
    refreshing: wallet.isFetching,
    refresh: () => void wallet.refetch(),
    toggleHidden: () => dispatch(balanceMaskToggled()),
  };
}
