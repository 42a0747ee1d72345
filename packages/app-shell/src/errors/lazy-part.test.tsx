import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LazyPart } from './lazy-part';

describe('LazyPart', () => {
  it('shows the part once its code has loaded', async () => {
    const Part = lazy(() => Promise.resolve({ default: () => <p>Loaded part</p> }));
    render(
      <LazyPart>
        <Part />
      </LazyPart>,
    );
    expect(await screen.findByText('Loaded part')).toBeInTheDocument();
  });

  it('renders nothing, and logs, when the code cannot be loaded', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const { container } = render(
      <div>
        <p>Screen</p>
        <LazyPart>
          <Broken />
        </LazyPart>
      </div>,
    );
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.getByText('Screen')).toBeInTheDocument();
    expect(container.textContent).toBe('Screen');
    logged.mockRestore();
  });
});
