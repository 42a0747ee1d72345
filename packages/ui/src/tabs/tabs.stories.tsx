import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from '../loading/skeleton';
import { NoData } from '../no-data/no-data';
import { Tabs, type TabsProps } from './tabs';

function ControlledTabs(props: TabsProps) {
  const [active, setActive] = useState(props.activeId);
  return <Tabs {...props} activeId={active} onChange={setActive} />;
}

const GAME_TABS = [
  { id: 'all', label: 'All' },
  { id: 'hot', label: 'Hot' },
  { id: 'recent', label: 'Recent' },
  { id: 'fav', label: 'Favourites', badge: 3 },
];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  render: (args) => <ControlledTabs {...args} />,
  args: {
    tabs: GAME_TABS,
    activeId: 'all',
    onChange: () => {},
    label: 'Game lists',
    children: <p style={{ padding: 16, margin: 0 }}>Games of the selected list.</p>,
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Login methods: the content is a form, so tabs select as the arrows reach them. */
export const LoginMethods: Story = {
  args: {
    label: 'Login method',
    tabs: [
      { id: 'username', label: 'Username' },
      { id: 'sms', label: 'Mobile number' },
    ],
    activeId: 'username',
  },
};

export const Loading: Story = {
  args: {
    activation: 'manual',
    children: (
      <div aria-busy="true" style={{ display: 'grid', gap: 8, padding: 16 }}>
        <Skeleton height={64} />
        <Skeleton height={64} />
      </div>
    ),
  },
};

export const Empty: Story = { args: { activeId: 'recent', children: <NoData /> } };

export const Error: Story = {
  args: { children: <p style={{ padding: 16, margin: 0 }}>The platform is under maintenance.</p> },
};

export const DisabledTab: Story = {
  args: { tabs: GAME_TABS.map((tab) => (tab.id === 'recent' ? { ...tab, disabled: true } : tab)) },
};

/** Many long labels scroll sideways. */
export const LongText: Story = {
  args: {
    tabs: [
      { id: 'a', label: 'Recently played games' },
      { id: 'b', label: 'Favourite games of this week' },
      { id: 'c', label: 'Most popular in the Philippines' },
      { id: 'd', label: 'Newly released slots' },
    ],
    activeId: 'a',
  },
};

export const RightToLeft: Story = {
  globals: { language: 'AR' },
  args: {
    label: 'قوائم الألعاب',
    tabs: [
      { id: 'all', label: 'الكل' },
      { id: 'hot', label: 'الأكثر رواجًا' },
      { id: 'fav', label: 'المفضلة', badge: 3 },
    ],
  },
};

export const NonLatinScript: Story = {
  globals: { language: 'CN' },
  args: {
    label: '游戏列表',
    tabs: [
      { id: 'all', label: '全部' },
      { id: 'hot', label: '热门' },
      { id: 'fav', label: '收藏' },
    ],
  },
};

/** Light and dark, left to right and right to left, side by side (the toolbar's Theme: All modes). */
export const AllModes: Story = { ...Default, globals: { theme: 'all' } };
