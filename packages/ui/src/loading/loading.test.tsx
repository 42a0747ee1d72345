import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Skeleton } from './skeleton';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status named by its label', () => {
    render(<Spinner label="Loading…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByText('Loading…')).toHaveClass('wps-visually-hidden');
  });

  it('can show its label', () => {
    render(<Spinner label="Loading games" showLabel />);
    expect(screen.getByText('Loading games')).not.toHaveClass('wps-visually-hidden');
  });
});

describe('Skeleton', () => {
  it('turns numbers into pixels and keeps CSS lengths', () => {
    const { container } = render(<Skeleton width={120} height="2rem" radius="50%" />);
    const block = container.firstElementChild as HTMLElement;
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block.style.inlineSize).toBe('120px');
    expect(block.style.blockSize).toBe('2rem');
    expect(block.style.borderRadius).toBe('50%');
  });
});
