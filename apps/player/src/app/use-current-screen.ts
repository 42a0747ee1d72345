import { useMatches } from 'react-router';
import type { ScreenId } from './layout-rules';
import type { ScreenHandle } from './route-table';

/** The screen of the deepest matched route (the not-found page when none has a handle). */
export function useCurrentScreen(): ScreenId {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as ScreenHandle | undefined;
    if (handle?.screen) return handle.screen;
  }
  return 'notFound';
}
