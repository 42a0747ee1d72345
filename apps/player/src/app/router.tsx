import { Spinner } from '@wps-mobile/ui';
import { createBrowserRouter } from 'react-router';
import { AppLayout } from './app-layout';
import { RouteError } from './route-error';
import { playerRoutes } from './route-table';

export function createAppRouter() {
  return createBrowserRouter([
    {
      Component: AppLayout,
      ErrorBoundary: RouteError,
      // Shown while the first screen's chunk loads.
      HydrateFallback: () => <Spinner label="…" />,
      // A screen that fails (usually its chunk, offline) shows its error inside the shell, so the header, the
      // connectivity banner and the footer menu stay and the player can go elsewhere.
      children: [{ ErrorBoundary: RouteError, children: playerRoutes() }],
    },
  ]);
}
