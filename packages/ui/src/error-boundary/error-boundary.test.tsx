import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

function Broken({ message }: { message: string }): never {
  throw new Error(message);
}

const fallback = (error: unknown) => <p role="alert">Failed: {(error as Error).message}</p>;

describe('ErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows its fallback with the error instead of a child that throws, and keeps what is outside', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <main>
        <h1>Shell</h1>
        <ErrorBoundary resetKey="/a" fallback={fallback}>
          <Broken message="render failed" />
        </ErrorBoundary>
      </main>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed: render failed');
    expect(screen.getByRole('heading', { name: 'Shell' })).toBeInTheDocument();
  });

  it('tells onError of the failure, and without a reset key keeps its fallback', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = vi.fn();
    const { rerender } = render(
      <ErrorBoundary fallback={fallback} onError={onError}>
        <Broken message="chunk missing" />
      </ErrorBoundary>,
    );
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'chunk missing' }));
    rerender(
      <ErrorBoundary fallback={fallback} onError={onError}>
        <p>Fine</p>
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed: chunk missing');
  });

  it('keeps the fallback for the same key and tries the children again for a new one', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <ErrorBoundary resetKey="/a" fallback={fallback}>
        <Broken message="first" />
      </ErrorBoundary>,
    );
    rerender(
      <ErrorBoundary resetKey="/a" fallback={fallback}>
        <p>Fine</p>
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed: first');
    rerender(
      <ErrorBoundary resetKey="/b" fallback={fallback}>
        <p>Fine</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Fine')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
