import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NoData } from '../no-data/no-data';
import { GameTile, GameTileSkeleton, type GameTileProps } from './game-tile';

function gameIcon(text: string, colour: string): string {
  return (
    'data:image/svg+xml,' +
    encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><rect width="120" height="120" fill="${colour}"/>` +
        `<text x="60" y="70" text-anchor="middle" font-family="sans-serif" font-size="28" font-weight="700" fill="#fff">${text}</text></svg>`,
    )
  );
}

function ControlledTile(props: GameTileProps) {
  const [favourite, setFavourite] = useState(props.favourite ?? false);
  return (
    <div style={{ inlineSize: 110 }}>
      <GameTile {...props} favourite={favourite} onFavouriteChange={setFavourite} />
    </div>
  );
}

const grid = { display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 12 } as const;

const meta = {
  title: 'Games/GameTile',
  component: GameTile,
  render: (args) => <ControlledTile {...args} />,
  args: {
    name: 'Super Ace',
    imageSrc: gameIcon('ACE', '#8a1c7c'),
    onLaunch: fn(),
    favourite: false,
    onFavouriteChange: fn(),
  },
} satisfies Meta<typeof GameTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Favourite: Story = { args: { favourite: true, tag: 'HOT' } };

/**
 * A visitor's grid: the app omits the heart's handler until login, or sends the tap to /m/login. The first row
 * is `priority`: its pictures load at once, the others lazily.
 */
export const Grid: Story = {
  render: (args) => (
    <div style={grid}>
      {['Super Ace', 'Fortune Gems', 'Money Coming', 'Boxing King', 'Golden Empire', 'Crazy777'].map(
        (name, index) => (
          <GameTile
            key={name}
            {...args}
            name={name}
            priority={index < 3}
            imageSrc={gameIcon(name.slice(0, 3).toUpperCase(), index % 2 ? '#0b57d0' : '#146c2e')}
          />
        ),
      )}
    </div>
  ),
};

export const Loading: Story = {
  render: () => (
    <div style={grid} aria-busy="true">
      {[1, 2, 3, 4, 5, 6].map((key) => (
        <GameTileSkeleton key={key} />
      ))}
    </div>
  ),
};

export const Empty: Story = { render: () => <NoData /> };

/** The picture is missing: the square keeps its place and the name still launches the game. */
export const Error: Story = { args: { imageSrc: undefined } };

export const LongText: Story = {
  args: { name: 'Mega Fortune Dragon Treasure of the Golden Empire Deluxe Edition', tag: 'NEW' },
};

export const RightToLeft: Story = {
  globals: { language: 'AR' },
  args: { name: 'الملك الذهبي', favourite: true },
};

export const NonLatinScript: Story = { globals: { language: 'CN' }, args: { name: '超级王牌' } };

/** Light and dark, left to right and right to left, side by side (the toolbar's Theme: All modes). */
export const AllModes: Story = { ...Default, globals: { theme: 'all' } };
