import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MODAL_EXIT_MS } from '../internal/use-presence';
import { renderWithI18n } from '../test/render-with-i18n';
import { AnnouncementPopup, type Announcement } from './announcement-popup';

const ANNOUNCEMENTS: Announcement[] = [
  { id: 'a', title: 'Maintenance', contentHtml: '<p>Monday <a href="/m/rewardCenter">Rewards</a></p>' },
  { id: 'b', title: 'New bonus', contentHtml: '<p><a href="https://example.com/x">Terms</a></p>' },
  { id: 'c', title: 'VIP gift', contentHtml: '<p>Claim it</p>' },
];

function popup(props: Partial<Parameters<typeof AnnouncementPopup>[0]> = {}) {
  return (
    <AnnouncementPopup
      open
      announcements={ANNOUNCEMENTS}
      onClose={() => {}}
      onLinkClick={() => {}}
      {...props}
    />
  );
}

describe('AnnouncementPopup', () => {
  it('pages through the announcements; previous is off on the first, next on the last', async () => {
    await renderWithI18n(popup());
    const previous = screen.getByRole('button', { name: 'Previous announcement' });
    const next = screen.getByRole('button', { name: 'Next announcement' });
    expect(screen.getByRole('dialog', { name: 'Maintenance' })).toBeInTheDocument();
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('1 of 3')).toBeInTheDocument();

    await userEvent.click(previous);
    expect(screen.getByRole('dialog', { name: 'Maintenance' })).toBeInTheDocument();
    await userEvent.click(next);
    expect(screen.getByRole('dialog', { name: 'New bonus' })).toBeInTheDocument();
    expect(previous).not.toHaveAttribute('aria-disabled');
    await userEvent.click(next);
    expect(screen.getByRole('dialog', { name: 'VIP gift' })).toBeInTheDocument();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    expect(screen.getByText('3 of 3')).toBeInTheDocument();
    expect(next).toHaveFocus();
  });

  it('hides the pager with a single announcement', async () => {
    await renderWithI18n(popup({ announcements: ANNOUNCEMENTS.slice(0, 1) }));
    expect(screen.queryByRole('button', { name: 'Next announcement' })).not.toBeInTheDocument();
    expect(screen.queryByText('1 of 1')).not.toBeInTheDocument();
  });

  it('hands links in the content to onLinkClick instead of following them', async () => {
    const onLinkClick = vi.fn();
    await renderWithI18n(popup({ onLinkClick }));
    await userEvent.click(screen.getByRole('link', { name: 'Rewards' }));
    expect(onLinkClick).toHaveBeenCalledWith('/m/rewardCenter');
    expect(window.location.pathname).not.toBe('/m/rewardCenter');
  });

  it('plays its close animation before it disappears', async () => {
    const onClose = vi.fn();
    const view = await renderWithI18n(popup({ onClose }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    vi.useFakeTimers();
    view.rerender(popup({ onClose, open: false }));
    expect(document.querySelector('.wps-modal--closing')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(MODAL_EXIT_MS);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renders nothing without announcements', async () => {
    const { container } = await renderWithI18n(popup({ announcements: [] }));
    expect(container).toBeEmptyDOMElement();
  });
});

describe('AnnouncementPopup content', () => {
  it('cleans the server HTML it is given: no script, handler or form survives', async () => {
    await renderWithI18n(
      popup({
        announcements: [
          {
            id: 'x',
            title: 'Trap',
            contentHtml: '<p onclick="alert(1)">Body</p><script>alert(1)</script><form><input></form>',
          },
        ],
      }),
    );
    const body = screen.getByText('Body');
    expect(body).not.toHaveAttribute('onclick');
    expect(
      document.querySelector('.wps-announcement__content script, .wps-announcement__content form'),
    ).toBeNull();
  });
});
