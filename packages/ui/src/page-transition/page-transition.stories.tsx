import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Spinner } from '../loading/spinner';
import { NoData } from '../no-data/no-data';
import { PageTransition, type PageTransitionProps } from './page-transition';

/** Two pages to move between; the second button shows a swipe-back (no fade). */
function Pages(props: PageTransitionProps) {
  const [page, setPage] = useState(0);
  const [animate, setAnimate] = useState(props.animate ?? true);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button
          onClick={() => {
            setAnimate(true);
            setPage(page + 1);
          }}
        >
          Next page (fade)
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setAnimate(false);
            setPage(page + 1);
          }}
        >
          Swipe back (no fade)
        </Button>
      </div>
      <PageTransition transitionKey={String(page)} animate={animate}>
        <div style={{ padding: 16, background: 'var(--wps-color-surface)' }}>
          {props.children} <strong>{page + 1}</strong>
        </div>
      </PageTransition>
    </div>
  );
}

const meta = {
  title: 'Layout/PageTransition',
  component: PageTransition,
  render: (args) => <Pages {...args} />,
  args: { transitionKey: '0', children: 'Page' },
} satisfies Meta<typeof PageTransition>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each new page fades in over 300 ms (not at all under reduced motion). */
export const Default: Story = {};

export const Loading: Story = { args: { children: <Spinner label="Loading…" showLabel /> } };

export const Empty: Story = { args: { children: <NoData /> } };

export const Error: Story = {
  args: { children: 'This page could not be loaded. Check your connection; we keep trying.' },
};

export const LongText: Story = { args: { children: 'A page with a lot of text. '.repeat(40) } };

export const RightToLeft: Story = { globals: { language: 'AR' }, args: { children: 'الصفحة' } };

export const NonLatinScript: Story = { globals: { language: 'CN' }, args: { children: '页面' } };

/** Light and dark, left to right and right to left, side by side (the toolbar's Theme: All modes). */
export const AllModes: Story = { ...Default, globals: { theme: 'all' } };
