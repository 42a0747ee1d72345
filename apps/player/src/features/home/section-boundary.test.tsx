import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SectionBoundary } from './section-boundary';

function Broken(): never {
  throw new Error('chunk failed');
}

describe('SectionBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows its fallback in place of a failing section and leaves the rest alone', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <main>
        <SectionBoundary fallback={<p>Section failed</p>}>
          <Broken />
        </SectionBoundary>
        <p>Rest of the screen</p>
      </main>,
    );
    expect(screen.getByText('Section failed')).toBeTruthy();
    expect(screen.getByText('Rest of the screen')).toBeTruthy();
  });

  it('shows the section when it works', () => {
    render(<SectionBoundary fallback={<p>Section failed</p>}>{<p>Section</p>}</SectionBoundary>);
    expect(screen.getByText('Section')).toBeTruthy();
    expect(screen.queryByText('Section failed')).toBeNull();
  });
});
