import type { AppName } from '@wps-mobile/config';
import { createContext, useContext } from 'react';

/**
 * Which of the two builds is running. Links decide by it whether a path routes client-side (this build owns it)
 * or is a full page load to the other build (same origin, so the session survives).
 */
export const AppIdContext = createContext<AppName | null>(null);

export function useAppId(): AppName {
  const app = useContext(AppIdContext);
  if (!app) throw new Error('useAppId: no ShellProviders above');
  return app;
}
