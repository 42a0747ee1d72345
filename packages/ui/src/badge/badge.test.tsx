import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithI18n } from '../test/render-with-i18n';
import { Badge } from './badge';

describe('Badge', () => {
  it('renders nothing at 0 or below', async () => {
    const { container, rerender } = await renderWithI18n(<Badge count={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Badge count={-2} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the count', async () => {
    await renderWithI18n(<Badge count={7} />);
    expect(screen.getByText('7')).toBeInTheDocument();
  });

  it('caps the count at max and says so in words', async () => {
    const { container } = await renderWithI18n(<Badge count={100} />);
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent('99+');
    expect(screen.getByText('More than 99')).toHaveClass('wps-visually-hidden');
  });

  it('honours a custom max', async () => {
    const { container } = await renderWithI18n(<Badge count={12} max={9} />);
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent('9+');
  });

  it('replaces the bare number with the label for screen readers', async () => {
    const { container } = await renderWithI18n(<Badge count={4} label="4 unread messages" />);
    expect(screen.getByText('4 unread messages')).toHaveClass('wps-visually-hidden');
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent('4');
  });
});
