import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../button/button';
import { Skeleton } from '../loading/skeleton';
import { NoData } from '../no-data/no-data';
import { Drawer } from './drawer';

const paragraph = <p style={{ padding: 16, margin: 0 }}>Any content: lists, forms, links.</p>;

const meta = {
  title: 'Overlays/Drawer',
  component: Drawer,
  parameters: { layout: 'fullscreen' },
  args: { open: true, onClose: fn(), title: 'Menu', children: paragraph },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const FromTheEndWithFooter: Story = {
  args: { side: 'end', title: 'Filter', footer: <Button block>Confirm</Button> },
};

export const Loading: Story = {
  args: {
    children: (
      <div aria-busy="true" style={{ display: 'grid', gap: 12, padding: 16 }}>
        <Skeleton height={20} />
        <Skeleton height={20} />
        <Skeleton height={20} width="60%" />
      </div>
    ),
  },
};

export const Empty: Story = { args: { children: <NoData /> } };

export const Error: Story = {
  args: { children: <p style={{ padding: 16, margin: 0 }}>System upgrading, please try again later.</p> },
};

export const LongText: Story = {
  args: {
    title: 'Filter the games of every vendor by classification and minimum bet',
    children: (
      <p style={{ padding: 16, margin: 0 }}>{'A long list that scrolls inside the drawer. '.repeat(60)}</p>
    ),
  },
};

/** Slides in from the right, the start edge in Arabic. */
export const RightToLeft: Story = { globals: { language: 'AR' }, args: { title: 'القائمة' } };

export const NonLatinScript: Story = { globals: { language: 'CN' }, args: { title: '菜单' } };

/** The same in the dark theme (the toolbar's Theme switches any story). */
export const Dark: Story = { ...Default, globals: { theme: 'dark' } };

export const DarkRightToLeft: Story = { ...Default, globals: { theme: 'dark', language: 'AR' } };
