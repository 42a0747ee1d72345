import { lazy } from 'react';
import { LazyPart } from '../errors/lazy-part';

// The worker registers after the page has loaded, so its code (and the prompt's) is no part of the first render:
// it downloads in a chunk of its own once the shell is drawn.
const AppUpdatePrompt = lazy(() => import('./app-update-prompt'));

/** The offer to switch to a new deployment, in both apps' layouts. Shows nothing until there is one. */
export function LazyAppUpdatePrompt() {
  return (
    <LazyPart>
      <AppUpdatePrompt />
    </LazyPart>
  );
}
