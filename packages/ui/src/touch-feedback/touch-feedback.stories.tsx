import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTouchFeedback } from './use-touch-feedback';

/** A tile that darkens with the platform's touch timings and counts taps and long presses. */
function PressableTile({ label, busy = false }: { label: string; busy?: boolean }) {
  const [log, setLog] = useState<string[]>([]);
  const { pressed, handlers } = useTouchFeedback({
    onLongPress: () => setLog((lines) => [...lines, 'long press']),
  });
  return (
    <div style={{ display: 'grid', gap: 8, maxInlineSize: 240 }}>
      <button
        type="button"
        aria-busy={busy || undefined}
        {...handlers}
        onClick={() => setLog((lines) => [...lines, 'tap'])}
        style={{
          minBlockSize: 96,
          border: '1px solid var(--wps-color-border)',
          borderRadius: 8,
          background: pressed ? 'var(--wps-color-skeleton)' : 'var(--wps-color-surface)',
          color: 'var(--wps-color-text)',
          font: 'inherit',
          overflowWrap: 'anywhere',
        }}
      >
        {label}
      </button>
      <output>{log.length === 0 ? '—' : log.join(', ')}</output>
    </div>
  );
}

const meta = {
  title: 'Foundations/TouchFeedback',
  component: PressableTile,
  args: { label: 'Press me' },
} satisfies Meta<typeof PressableTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pressed look after 130 ms, long press at 370 ms, look kept 100 ms after release, cancelled beyond 20 px. */
export const Default: Story = {};

/** A tile whose game is still loading: feedback works the same; the tile says it is busy. */
export const Loading: Story = { args: { label: 'Loading…', busy: true } };

export const LongText: Story = {
  args: { label: 'Mega Fortune Dragon Treasure of the Golden Empire Deluxe Edition' },
};

export const RightToLeft: Story = { globals: { language: 'AR' }, args: { label: 'اضغط هنا' } };

export const NonLatinScript: Story = { globals: { language: 'CN' }, args: { label: '按这里' } };

/** Light and dark, left to right and right to left, side by side (the toolbar's Theme: All modes). */
export const AllModes: Story = { ...Default, globals: { theme: 'all' } };
