import { AppRouter } from '@wps-mobile/app-shell';
import { AppLayout } from './app-layout';
import { PLAYER_ROUTES } from './route-table';

const ROUTES = [{ element: <AppLayout />, children: PLAYER_ROUTES }];

/** The player's routes inside its shell (header, footer menu, layout rules). */
export function PlayerRouter() {
  return <AppRouter routes={ROUTES} />;
}
