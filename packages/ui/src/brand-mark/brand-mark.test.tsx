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
});
