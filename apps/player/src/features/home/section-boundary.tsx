import { ErrorBoundary } from '@wps-mobile/ui';
import type { ReactNode } from 'react';

interface SectionBoundaryProps {
  /** Shown instead of the section when it fails (usually a short message). */
  fallback: ReactNode;
  children: ReactNode;
}

function logFailure(error: unknown) {
  console.error('A section of the screen failed', error);
}

/**
 * Keeps a failure inside one part of a screen: a lazily loaded section whose chunk cannot load (offline) or that
 * throws shows its fallback, and the rest of the screen keeps working.
 */
export function SectionBoundary({ fallback, children }: SectionBoundaryProps) {
  return (
    <ErrorBoundary fallback={() => fallback} onError={logFailure}>
      {children}
    </ErrorBoundary>
  );
}
