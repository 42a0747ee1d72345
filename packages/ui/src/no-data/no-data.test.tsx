import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithI18n } from '../test/render-with-i18n';
import { NoData } from './no-data';

describe('NoData', () => {
  it('says "No data" by default with a decorative picture', async () => {
    const { container } = await renderWithI18n(<NoData />);
    expect(screen.getByText('No data')).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows a custom text', async () => {
    await renderWithI18n(<NoData text="No announcement" />);
    expect(screen.getByText('No announcement')).toBeInTheDocument();
    expect(screen.queryByText('No data')).not.toBeInTheDocument();
  });
});
