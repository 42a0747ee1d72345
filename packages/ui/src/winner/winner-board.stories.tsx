import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Skeleton } from '../loading/skeleton';
import { WinnerBoard } from './winner-board';
import type { Winner } from './winner-row';

const GAMES = ['Super Ace', 'Fortune Gems', 'Money Coming', 'Boxing King', 'Golden Empire', 'Crazy777'];

function winners(count: number): Winner[] {
  return Array.from({ length: count }, (_, index) => ({
    id: String(index),
    customerName: `pl***${String(index + 10)}`,
    gameName: GAMES[index % GAMES.length] ?? 'Super Ace',
    amount: `₱${(98_000 - index * 7_350).toLocaleString('en-US')}.00`,
  }));
}

const meta = {
  title: 'Home/WinnerBoard',
  component: WinnerBoard,
  args: { winners: winners(8), label: 'Latest winners', onPlay: fn() },
} satisfies Meta<typeof WinnerBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Above 3 winners the board scrolls up a row at a time; hover, focus or the pause button stop it. */
export const Default: Story = {};

/** Three winners or fewer: the list stays still and has no pause button. */
export const ThreeWinners: Story = { args: { winners: winners(3) } };

export const WinnerPage: Story = { args: { variant: 'page' } };

export const Loading: Story = {
  render: () => (
    <div aria-busy="true" style={{ display: 'grid', gap: 8 }}>
      {[1, 2, 3].map((row) => (
        <Skeleton key={row} height={56} />
      ))}
    </div>
  ),
};

export const Empty: Story = { args: { winners: [] } };

/** The list request failed: the app shows the empty placeholder with its own words. */
export const Error: Story = { args: { winners: [], emptyText: 'Slow Connection' } };

export const LongText: Story = {
  args: {
    variant: 'page',
    winners: [
      {
        id: 'long',
        customerName: 'the_very_long_username_of_a_player',
        gameName: 'Mega Fortune Dragon Treasure of the Golden Empire Deluxe',
        amount: '₱1,234,567,890.00',
      },
      ...winners(2),
    ],
  },
};

export const RightToLeft: Story = {
  globals: { language: 'AR' },
  args: {
    label: 'أحدث الفائزين',
    winners: winners(5).map((winner) => ({ ...winner, gameName: 'الملك الذهبي' })),
  },
};

export const NonLatinScript: Story = {
  globals: { language: 'CN' },
  args: {
    label: '最新赢家',
    variant: 'page',
    winners: winners(4).map((winner) => ({ ...winner, gameName: '超级王牌' })),
  },
};

/** Light and dark, left to right and right to left, side by side (the toolbar's Theme: All modes). */
export const AllModes: Story = { ...Default, globals: { theme: 'all' } };
