import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { IconButton } from '../icon-button/icon-button';
import { IconMenu } from '../icons/icons';
import { Skeleton } from '../loading/skeleton';
import { TopBar } from './top-bar';

const meta = {
  title: 'Layout/TopBar',
  component: TopBar,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Deposit', onBack: fn() },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Without onBack there is no back button (e.g. a page reached from the footer menu). */
export const WithoutBack: Story = { args: { onBack: undefined } };

export const WithEndControls: Story = {
  args: {
    title: 'Member centre',
    end: (
      <IconButton label="Menu">
        <IconMenu />
      </IconButton>
    ),
  },
};

/** The page is still loading what it needs for the title: a skeleton stands in under a generic title. */
export const Loading: Story = {
  args: { title: 'Promotion' },
  render: (args) => (
    <div aria-busy="true">
      <TopBar {...args} />
      <div style={{ display: 'grid', gap: 8, padding: 16 }}>
        <Skeleton height={120} radius={8} />
        <Skeleton width="60%" />
      </div>
    </div>
  ),
};

/** Long translated titles wrap to two lines and are then cut, never pushing the controls away. */
export const LongTitle: Story = {
  args: {
    title:
      'Transfer to upline: review the pending transfers of the last thirty days before sending a new one',
    end: (
      <IconButton label="Menu">
        <IconMenu />
      </IconButton>
    ),
  },
};

/** The back chevron points right and sits on the right; the end slot moves to the left. */
export const RightToLeft: Story = {
  globals: { language: 'AR' },
  args: {
    title: 'الإيداع',
    end: (
      <IconButton label="القائمة">
        <IconMenu />
      </IconButton>
    ),
  },
};

export const NonLatinScript: Story = {
  globals: { language: 'CN' },
  args: { title: '存款' },
};

/** Light and dark, left to right and right to left, side by side (the toolbar's Theme: All modes). */
export const AllModes: Story = { ...Default, globals: { theme: 'all' } };
