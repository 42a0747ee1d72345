import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Carousel } from '../carousel/carousel';
import { Skeleton } from '../loading/skeleton';
import { NoData } from '../no-data/no-data';
import { MatchCard, type Match } from './match-card';

function teamLogo(colour: string): string {
  return (
    'data:image/svg+xml,' +
    encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><circle cx="20" cy="20" r="18" fill="${colour}"/>` +
        `<path d="M12 22l8-10 8 10-8 6z" fill="#fff"/></svg>`,
    )
  );
}

const MATCH: Match = {
  id: 'm1',
  league: 'Philippine Basketball Cup',
  homeTeam: 'Manila Eagles',
  awayTeam: 'Cebu Sharks',
  homeLogoSrc: teamLogo('#0b57d0'),
  awayLogoSrc: teamLogo('#b3261e'),
  time: '05/12 19:30',
};

const meta = {
  title: 'Home/MatchCard',
  component: MatchCard,
  args: { match: MATCH, onSelect: fn() },
} satisfies Meta<typeof MatchCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Inside the hot-match modal: plain content, the modal has its own bet button. */
export const InModal: Story = { args: { onSelect: undefined } };

/** The hot-match banner: a vertical carousel of cards. */
export const HotMatchBanner: Story = {
  render: (args) => (
    <Carousel
      label="Hot matches"
      direction="vertical"
      height={190}
      slides={[
        MATCH,
        { ...MATCH, id: 'm2', homeTeam: 'Davao Kings', awayTeam: 'Iloilo Storm', time: '05/13 20:00' },
      ].map((match) => ({ id: match.id, content: <MatchCard match={match} onSelect={args.onSelect} /> }))}
    />
  ),
};

export const Loading: Story = {
  render: () => (
    <div aria-busy="true">
      <Skeleton height={160} radius={8} />
    </div>
  ),
};

export const Empty: Story = { render: () => <NoData /> };

/** Team badges failed to load: neutral circles keep the layout. */
export const Error: Story = { args: { match: { ...MATCH, homeLogoSrc: undefined, awayLogoSrc: undefined } } };

export const LongText: Story = {
  args: {
    match: {
      ...MATCH,
      league: 'Asian Football Confederation Champions League Elite, Group Stage, Matchday 6',
      homeTeam: 'Buriram United Football Club Reserves',
      awayTeam: 'Kaya Futbol Club Iloilo',
    },
  },
};

export const RightToLeft: Story = {
  globals: { language: 'AR' },
  args: { match: { ...MATCH, league: 'دوري أبطال آسيا', homeTeam: 'الهلال', awayTeam: 'النصر' } },
};

export const NonLatinScript: Story = {
  globals: { language: 'CN' },
  args: { match: { ...MATCH, league: '中超联赛', homeTeam: '上海海港', awayTeam: '北京国安' } },
};

/** Light and dark, left to right and right to left, side by side (the toolbar's Theme: All modes). */
export const AllModes: Story = { ...Default, globals: { theme: 'all' } };
