import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { GameTile } from '../game-tile/game-tile';
import { NoData } from '../no-data/no-data';
import { WindowedList, type WindowedListProps } from './windowed-list';

interface Item {
  id: number;
  name: string;
}

const names = (count: number, prefix = 'Game'): Item[] =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `${prefix} ${index + 1}` }));

type Props = WindowedListProps<Item>;

const renderTile = (item: Item) => <GameTile name={item.name} onLaunch={fn()} />;

/** Loads 26 more items a moment after the end comes near, up to 650. */
function PagedGrid(props: Props) {
  const [items, setItems] = useState(props.items);
  const [status, setStatus] = useState(props.status);
  const loadMore = () => {
    setStatus('loading');
    setTimeout(() => {
      // The next page carries on the list's own names ("Record 601" after "Record 600").
      const prefix = items[0]?.name.replace(/ \d+$/, '');
      const next = names(Math.min(items.length + 26, 650), prefix);
      setItems(next);
      setStatus(next.length >= 650 ? 'end' : 'idle');
    }, 400);
  };
  return <WindowedList {...props} items={items} status={status} onEndReached={loadMore} />;
}

const meta = {
  title: 'Games/WindowedList',
  component: WindowedList<Item>,
  render: (args) => <PagedGrid {...args} />,
  args: {
    items: names(78),
    getKey: (item) => item.id,
    renderItem: renderTile,
    label: 'Games',
    minColumnWidth: 96,
    gap: 12,
    estimatedRowHeight: 150,
    status: 'idle',
    onRetry: fn(),
    loadingLabel: 'Loading games',
    errorLabel: 'The games did not load',
    retryLabel: 'Try again',
    endLabel: 'No more games',
  },
} satisfies Meta<Props>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A grid that follows the page's scroll and loads more near its end; the page holds only nearby rows. */
export const Default: Story = {};

/** A one-column list scrolling inside a box of 320 px. */
export const ContainerScroll: Story = {
  args: {
    scroll: 'container',
    height: 320,
    columns: 1,
    minColumnWidth: undefined,
    estimatedRowHeight: 40,
    renderItem: (item: Item) => <p style={{ margin: 0, blockSize: 40 }}>{item.name}</p>,
    items: names(600, 'Record'),
  },
};

export const Loading: Story = { args: { status: 'loading' }, render: (args) => <WindowedList {...args} /> };

/** The last page failed: the message and a retry button replace the loading ring. */
export const Error: Story = { args: { status: 'error' }, render: (args) => <WindowedList {...args} /> };

export const End: Story = {
  args: { items: names(9), status: 'end' },
  render: (args) => <WindowedList {...args} />,
};

export const Empty: Story = {
  args: { items: [], status: 'end', empty: <NoData /> },
  render: (args) => <WindowedList {...args} />,
};

/** Long names wrap inside their tiles; the whole list is in (no paging, so the picture never depends on timing). */
export const LongText: Story = {
  args: {
    items: names(12, 'Mega Fortune Dragon Treasure of the Golden Empire Deluxe Edition'),
    status: 'end',
  },
  render: (args) => <WindowedList {...args} />,
};

export const RightToLeft: Story = {
  globals: { language: 'AR' },
  args: { label: 'الألعاب', loadingLabel: 'جار التحميل', status: 'loading' },
};

/**
 * Chinese names, all of them in the page: rows measured before the page's CJK font arrives are a few pixels
 * shorter than after, so a list with rows not drawn made the picture's height depend on when the font came.
 */
export const NonLatinScript: Story = {
  globals: { language: 'CN' },
  args: { items: names(9, '游戏'), label: '游戏', endLabel: '没有更多了', status: 'end' },
};

/**
 * Light and dark, left to right and right to left, side by side (the toolbar's Theme: All modes), each list whole:
 * four lists loading more on their own timers made the picture depend on when it was taken.
 */
export const AllModes: Story = {
  args: { status: 'end' },
  render: (args) => <WindowedList {...args} />,
  globals: { theme: 'all' },
};
