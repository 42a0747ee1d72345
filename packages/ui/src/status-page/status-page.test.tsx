import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StatusPage } from './status-page';

describe('StatusPage', () => {
  it('names its region by the title heading and shows the body', () => {
    render(<StatusPage title="Page not found" body="It has moved." tone="notFound" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Page not found' })).toHaveTextContent('It has moved.');
  });

  it('renders the action as a link when it has an href', async () => {
    const onClick = vi.fn();
    render(
      <StatusPage title="Page not found" action={{ label: 'Back to home', href: '/m/home', onClick }} />,
    );
    const link = screen.getByRole('link', { name: 'Back to home' });
    expect(link).toHaveAttribute('href', '/m/home');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('renders the action as a button without an href', async () => {
    const onClick = vi.fn();
    render(<StatusPage title="Not set up" tone="error" action={{ label: 'Try again', onClick }} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('renders no action when none is given', () => {
    render(<StatusPage title="Maintenance" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('uses a custom illustration instead of the default drawing', () => {
    render(<StatusPage title="Maintenance" illustration={<img src="/maintenance.png" alt="" />} />);
    expect(document.querySelector('img')).toHaveAttribute('src', '/maintenance.png');
    expect(document.querySelector('.wps-status-page__drawing')).toBeNull();
  });
});
