import { routePath } from '@wps-mobile/config';
import { useNavigate } from 'react-router';
import { backTarget, type ScreenId } from './layout-rules';

/** The router keeps the position in its own history stack in `history.state.idx`; 0 means we are the first page. */
function hasHistory(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/** The back button's action for a screen (spec: home from the entry screens or with no history). */
export function useBack(screen: ScreenId): () => void {
  const navigate = useNavigate();
  return () => {
    if (backTarget(screen, hasHistory()) === 'home') void navigate(routePath('home'), { replace: true });
    else void navigate(-1);
  };
}
