import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../test/render-with-i18n';
import { Marquee } from './marquee';

describe('Marquee', () => {
  it('reads the titles once and opens the notices on a tap', async () => {
    const onOpen = vi.fn();
    await renderWithI18n(
      <Marquee label="Announcements" titles={['Maintenance Monday', 'New bonus']} onOpen={onOpen} />,
    );
    const button = screen.getByRole('button', { name: 'Maintenance Monday • New bonus' });
    await userEvent.click(button);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('says "No announcement" without titles and does not move', async () => {
    await renderWithI18n(<Marquee label="Announcements" titles={[]} onOpen={() => {}} />);
    expect(screen.getByRole('button', { name: 'No announcement' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause scrolling' })).not.toBeInTheDocument();
  });

  it('pauses and resumes with its button', async () => {
    const { container } = await renderWithI18n(<Marquee label="News" titles={['One']} onOpen={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pause scrolling' }));
    expect(container.querySelector('.wps-marquee__track--paused')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Resume scrolling' }));
    expect(container.querySelector('.wps-marquee__track--paused')).toBeNull();
  });
});
