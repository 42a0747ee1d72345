import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { IconGift, IconHome, IconUsers, IconWallet } from '../icons/icons';
import { Skeleton } from '../loading/skeleton';
import { SideMenu } from './side-menu';

const CATEGORIES = [
  { id: 'HOT', label: 'Hot', icon: <IconHome /> },
  { id: 'SPORTS', label: 'Sports', icon: <IconGift /> },
  { id: 'LIVE', label: 'Live casino', icon: <IconUsers /> },
  { id: 'RNG', label: 'Slots', icon: <IconGift /> },
  { id: 'COCKFIGHT', label: 'Sabong', icon: <IconGift /> },
  { id: 'PROMO', label: 'Promotion', icon: <IconGift /> },
];

const SHORTCUTS = [
  { id: 'deposit', label: 'Deposit', icon: <IconWallet /> },
  { id: 'withdraw', label: 'Withdraw', icon: <IconWallet /> },
  { id: 'rewardCenter', label: 'Reward centre', icon: <IconGift />, badge: 2 },
];

const meta = {
  title: 'Navigation/SideMenu',
  component: SideMenu,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    onClose: fn(),
    categories: CATEGORIES,
    activeCategoryId: 'HOT',
    onSelectCategory: fn(),
    shortcuts: SHORTCUTS,
    onSelectShortcut: fn(),
    onSignOut: fn(),
    footer: 'Copyright © 2025 Lucky Star. All rights reserved.',
  },
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A visitor: no sign-out entry, fewer shortcuts. */
export const Visitor: Story = { args: { onSignOut: undefined, shortcuts: SHORTCUTS.slice(0, 1) } };

/** Categories still loading: HOT only, until the server list arrives. */
export const Loading: Story = {
  args: { categories: CATEGORIES.slice(0, 1), footer: <Skeleton height={12} /> },
};

export const Empty: Story = { args: { categories: [], shortcuts: [], onSignOut: undefined } };

/** The category list failed: the app keeps HOT so the menu is never empty. */
export const Error: Story = { args: { categories: CATEGORIES.slice(0, 1), shortcuts: [] } };

export const LongText: Story = {
  args: {
    categories: [
      ...CATEGORIES,
      { id: 'ELOTT', label: 'Electronic lottery with instant draws every five minutes', icon: <IconGift /> },
    ],
  },
};

export const RightToLeft: Story = {
  globals: { language: 'AR' },
  args: {
    categories: [
      { id: 'HOT', label: 'الأكثر رواجًا', icon: <IconHome /> },
      { id: 'RNG', label: 'ألعاب السلوتس', icon: <IconGift /> },
    ],
    shortcuts: [{ id: 'deposit', label: 'إيداع', icon: <IconWallet /> }],
    footer: 'حقوق النشر © 2025',
  },
};

export const NonLatinScript: Story = {
  globals: { language: 'CN' },
  args: {
    categories: [
      { id: 'HOT', label: '热门', icon: <IconHome /> },
      { id: 'RNG', label: '电子', icon: <IconGift /> },
      { id: 'COCKFIGHT', label: '斗鸡', icon: <IconGift /> },
    ],
    shortcuts: [{ id: 'deposit', label: '存款', icon: <IconWallet /> }],
    footer: '版权所有 © 2025',
  },
};

/** The same in the dark theme (the toolbar's Theme switches any story). */
export const Dark: Story = { ...Default, globals: { theme: 'dark' } };

export const DarkRightToLeft: Story = { ...Default, globals: { theme: 'dark', language: 'AR' } };
