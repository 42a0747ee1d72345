import type { MouseEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../test/render-with-i18n';
import { FooterMenu, type FooterMenuItem } from './footer-menu';

function items(membersBadge?: number): FooterMenuItem[] {
  return [
    { id: 'home', label: 'Home', href: '/m/home', icon: <svg aria-hidden="true" /> },
    {
      id: 'deposit',
      label: 'Deposit',
      href: '/m/voucherCenter',
      icon: <svg aria-hidden="true" />,
      primary: true,
    },
    {
      id: 'members',
      label: 'Members',
      href: '/m/mine',
      icon: <svg aria-hidden="true" />,
      badge: membersBadge,
    },
  ];
}

describe('FooterMenu', () => {
  it('is a named navigation landmark of links', async () => {
    await renderWithI18n(<FooterMenu items={items()} />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getAllByRole('link')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/m/voucherCenter');
  });

  it('marks only the active item as the current page', async () => {
    await renderWithI18n(<FooterMenu items={items()} activeId="members" />);
    expect(screen.getByRole('link', { name: 'Members' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('hides the badge at 0 and without a count', async () => {
    const { rerender, container } = await renderWithI18n(<FooterMenu items={items(0)} />);
    expect(container.querySelector('.wps-badge')).toBeNull();
    rerender(<FooterMenu items={items()} />);
    expect(container.querySelector('.wps-badge')).toBeNull();
  });

  it('shows the count with an accessible description', async () => {
    await renderWithI18n(<FooterMenu items={items(3)} />);
    const members = screen.getByRole('link', { name: 'Members 3 unclaimed' });
    expect(members.querySelector('.wps-badge')).toHaveTextContent('3');
  });

  it('caps the visible count at 99+ but tells the real count', async () => {
    await renderWithI18n(<FooterMenu items={items(150)} />);
    const members = screen.getByRole('link', { name: 'Members 150 unclaimed' });
    expect(members.querySelector('.wps-badge [aria-hidden="true"]')).toHaveTextContent('99+');
  });

  it('passes the href and the event to onNavigate for client-side routing', async () => {
    const onNavigate = vi.fn((_href: string, event: MouseEvent<HTMLAnchorElement>) => event.preventDefault());
    await renderWithI18n(<FooterMenu items={items()} onNavigate={onNavigate} />);
    await userEvent.click(screen.getByRole('link', { name: 'Deposit' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(onNavigate.mock.calls[0]?.[0]).toBe('/m/voucherCenter');
    expect(onNavigate.mock.calls[0]?.[1].defaultPrevented).toBe(true);
  });
});
