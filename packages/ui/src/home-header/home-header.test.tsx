import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { HomeHeader } from './home-header';

describe('HomeHeader', () => {
  it('shows the logo with the brand name as its alternative text', () => {
    render(<HomeHeader brandName="Lucky Star" logoSrc="/logo.png" />);
    expect(screen.getByRole('img', { name: 'Lucky Star' })).toHaveAttribute('src', '/logo.png');
  });

  it('shows the brand name as text without a logo', () => {
    render(<HomeHeader brandName="Lucky Star" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Lucky Star')).toBeInTheDocument();
  });

  it('renders the end slot', () => {
    render(<HomeHeader brandName="Lucky Star" end={<a href="/m/login">Login</a>} />);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/m/login');
  });
});
