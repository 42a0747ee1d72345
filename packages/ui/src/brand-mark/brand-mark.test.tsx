import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandMark } from './brand-mark';

describe('BrandMark', () => {
  it('shows the logo named by the brand when the merchant has one', () => {
    render(<BrandMark brandName="Lucky Peso" logoSrc="/logo.svg" />);
    expect(screen.getByRole('img', { name: 'Lucky Peso' })).toHaveAttribute('src', '/logo.svg');
  });

  it('writes the whole brand name when there is no logo', () => {
    render(<BrandMark brandName="Lucky Peso" />);
    expect(screen.getByText('Lucky Peso')).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('draws the large logo above a form with the screen and first, the header’s without holding anything up', () => {
    const { unmount } = render(<BrandMark brandName="Lucky Peso" logoSrc="/logo.svg" size="hero" />);
    const hero = screen.getByRole('img', { name: 'Lucky Peso' });
    expect(hero).toHaveAttribute('decoding', 'sync');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    unmount();
    render(<BrandMark brandName="Lucky Peso" logoSrc="/logo.svg" />);
    const header = screen.getByRole('img', { name: 'Lucky Peso' });
    expect(header).toHaveAttribute('decoding', 'async');
    expect(header).not.toHaveAttribute('fetchpriority');
  });
});
