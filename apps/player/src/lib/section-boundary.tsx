import { Component, type ReactNode } from 'react';

interface SectionBoundaryProps {
  /** Shown instead of the section when it fails (usually a short message). */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Keeps a failure inside one part of a screen: a lazily loaded section whose chunk cannot load (offline) or that
 * throws shows its fallback, and the rest of the screen keeps working.
 */
export class SectionBoundary extends Component<SectionBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A section of the screen failed', error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
