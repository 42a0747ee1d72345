import { Component, Suspense, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

// A chunk that cannot load (offline, a new deployment) must not take the screen down with it.
class ChunkBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A part of the screen failed to load', error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Renders a lazily loaded part of a screen: nothing while it loads, and nothing if its code fails to load. */
export function LazyPart({ children }: { children: ReactNode }) {
  return (
    <ChunkBoundary>
      <Suspense fallback={null}>{children}</Suspense>
    </ChunkBoundary>
  );
}
