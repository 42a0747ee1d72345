import { Skeleton } from '@wps-mobile/ui';
import type { ReactNode } from 'react';
import { LoadFailed } from './load-failed';
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
  /** Height of the placeholder while the data loads, close to what it will take. */
  readonly placeholderHeight: number;
  readonly children: (data: T) => ReactNode;
}

/** A read's data once it is there: a placeholder while it loads, the failure with a retry when it fails. */
export function Loaded<T>({ data, error, isLoading, refetch, placeholderHeight, children }: LoadedProps<T>) {
  if (error && data === undefined) return <LoadFailed error={error} onRetry={refetch} />;
  if (isLoading || data === undefined) return <Skeleton height={placeholderHeight} />;
  return <>{children(data)}</>;
}
