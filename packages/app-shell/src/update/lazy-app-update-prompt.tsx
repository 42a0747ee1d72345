import { lazy } from 'react';
import { useAfterFirstScreen } from '../boot/use-after-first-screen';
import { LazyPart } from '../errors/lazy-part';

// The worker registers after the page has loaded, so its code (and the prompt's) is no part of the first screen:
// it downloads in a chunk of its own once the first screen is drawn, never beside the screen's own requests.
const AppUpdatePrompt = lazy(() => import('./app-update-prompt'));

/** The offer to switch to a new deployment, in both apps' layouts. Shows nothing until there is one. */
export function LazyAppUpdatePrompt() {
  const afterFirstScreen = useAfterFirstScreen();
  if (!afterFirstScreen) return null;
  return (
    <LazyPart>
      <AppUpdatePrompt />
    </LazyPart>
  );
}
