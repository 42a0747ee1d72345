import { useLocation } from 'react-router';
import type { ScreenId } from './layout-rules';
import { screenAt } from './route-table';

/** The screen the current address opens (the not-found page for an unknown one). */
export function useCurrentScreen(): ScreenId {
  return screenAt(useLocation().pathname);
}
