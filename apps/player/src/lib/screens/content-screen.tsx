import type { ReactNode } from 'react';
import { LoadState } from './load-state';
import { useScreenContext } from './screen-context';
import './content-screen.css';

/** The frame of a content page: its own heading only when the shell shows no top bar with the title. */
export function ContentScreen({ children }: { children: ReactNode }) {
  const { title, titleShown } = useScreenContext();
  return (
    <section className="content-screen">
      {!titleShown && <h1 className="content-screen__title">{title}</h1>}
      {children}
    </section>
  );
}

interface LoadedProps<T> {
  /** The read's result (RTK Query's `data`, `error`, `isLoading`, `refetch`). */
  readonly data?: T | undefined;
  readonly error?: unknown;
  readonly isLoading: boolean;
  readonly refetch: () => unknown;
  readonly children: (data: T) => ReactNode;
}

/**
 * A read's data once it is there, through the app's LoadState: a spinner while it loads, the failure with a
 * retry when it fails. Data already shown stays when a later read fails.
 */
export function Loaded<T>({ data, error, isLoading, refetch, children }: LoadedProps<T>) {
  return (
    <LoadState
      isLoading={isLoading && data === undefined}
      error={data === undefined ? error : undefined}
      onRetry={() => void refetch()}
    >
      {data === undefined ? null : children(data)}
    </LoadState>
  );
}
