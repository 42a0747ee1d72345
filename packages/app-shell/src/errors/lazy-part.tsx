import { ErrorBoundary } from '@wps-mobile/ui';
import { Suspense, type ReactNode } from 'react';

function logFailure(error: unknown) {
  console.error('A part of the screen failed to load', error);
}

/**
 * Renders a lazily loaded part of a screen: nothing while it loads, and nothing if its code fails to load (offline,
 * a new deployment), so it never takes the screen down with it.
 */
export function LazyPart({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={() => null} onError={logFailure}>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}
