import { Component, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  /** A new value (usually the next address) clears a caught failure, so the user can go elsewhere from it. */
  readonly resetKey?: string;
  /** Shown in place of the children once they have thrown while loading or rendering. */
  readonly fallback: (error: unknown) => ReactNode;
  /** Told of each failure once it is caught (to log it). */
  readonly onError?: (error: unknown) => void;
  readonly children: ReactNode;
}

interface State {
  readonly error: unknown;
  readonly failed: boolean;
  /** The `resetKey` of the last render. */
  readonly key: string | undefined;
}

/**
 * Keeps a failing part (a screen whose code did not arrive, or that threw while rendering) from taking the page
 * down: its fallback stands in, and everything outside the boundary stays.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: undefined, failed: false, key: undefined };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { key: props.resetKey, error: undefined, failed: false };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError?.(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
