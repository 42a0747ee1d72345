import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { IconInfo } from '../icons/control-icons';
import { Skeleton } from '../loading/skeleton';
import { Marquee } from './marquee';

const meta = {
  title: 'Home/Marquee',
  component: Marquee,
  args: {
    label: 'Announcements',
    titles: ['System maintenance on Monday 02:00-04:00', 'New members get a 100% welcome bonus'],
    onOpen: fn(),
    icon: <IconInfo size={20} />,
  },
} satisfies Meta<typeof Marquee>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = {
  render: () => (
    <div aria-busy="true" style={{ padding: 12 }}>
      <Skeleton height={20} />
    </div>
  ),
};

/** No announcements: "No announcement", still tappable to open the list. */
export const Empty: Story = { args: { titles: [] } };

export const Error: Story = { args: { titles: [], emptyText: 'Slow Connection' } };

export const LongText: Story = {
  args: {
    titles: [
      'Dear members, to give you a better experience the platform will be upgraded on Monday from 02:00 to 04:00; deposits and withdrawals are not available during the upgrade.',
    ],
  },
};

/** Moves from left to right, the reading direction of Arabic. */
export const RightToLeft: Story = {
  globals: { language: 'AR' },
  args: { label: 'الإعلانات', titles: ['صيانة النظام يوم الاثنين', 'مكافأة ترحيب للأعضاء الجدد'] },
};

export const NonLatinScript: Story = {
  globals: { language: 'CN' },
  args: { label: '公告', titles: ['周一 02:00-04:00 系统维护', '新会员首存送 100%'] },
};

/** Light and dark, left to right and right to left, side by side (the toolbar's Theme: All modes). */
export const AllModes: Story = { ...Default, globals: { theme: 'all' } };
