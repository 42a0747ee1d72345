import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../error-boundary/error-boundary';
import { createScreenLoader } from './screen-loader';

type Id = 'home' | 'login';

function Home() {
  return <h1>Home</h1>;
}

function Login() {
  return <h1>Login</h1>;
}

const SCREENS = { home: Home, login: Login };

describe('createScreenLoader', () => {
  afterEach(() => vi.restoreAllMocks());

  it('fetches each screen once, however often it is loaded or shown', async () => {
    const fetchScreen = vi.fn((id: Id) => Promise.resolve(SCREENS[id]));
    const { load, LazyScreen } = createScreenLoader(fetchScreen);
    const first = load('home');
    expect(load('home')).toBe(first);
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <LazyScreen screen="home" />
        </Suspense>,
      );
    });
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(fetchScreen).toHaveBeenCalledTimes(1);
    expect(fetchScreen).toHaveBeenCalledWith('home');
  });

  it('shows the fallback until the code is in, then the screen', async () => {
    let arrive: (screen: typeof Login) => void = () => undefined;
    const { LazyScreen } = createScreenLoader<Id>(() => new Promise((resolve) => (arrive = resolve)));
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <LazyScreen screen="login" />
        </Suspense>,
      );
    });
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => arrive(Login));
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('renders a screen whose code is in without suspending again', async () => {
    const { load, LazyScreen } = createScreenLoader<Id>((id) => Promise.resolve(SCREENS[id]));
    await load('home');
    // No Suspense boundary: a suspension here would throw instead of rendering.
    render(<LazyScreen screen="home" />);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('hands a failed load to the error boundary and does not fetch it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchScreen = vi.fn(() => Promise.reject(new Error('chunk missing')));
    const { load, LazyScreen } = createScreenLoader<Id>(fetchScreen);
    await act(async () => {
      render(
        <ErrorBoundary fallback={(error) => <p role="alert">{(error as Error).message}</p>}>
          <Suspense fallback={<p>Loading</p>}>
            <LazyScreen screen="home" />
          </Suspense>
        </ErrorBoundary>,
      );
    });
    expect(screen.getByRole('alert')).toHaveTextContent('chunk missing');
    await expect(load('home')).rejects.toThrow('chunk missing');
    expect(fetchScreen).toHaveBeenCalledTimes(1);
  });
});
