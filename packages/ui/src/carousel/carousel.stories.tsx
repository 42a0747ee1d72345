import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from '../loading/skeleton';
import { Carousel, type CarouselSlide } from './carousel';

// Inline pictures keep Storybook offline; real banners come from the announcements' image URLs.
function bannerImage(text: string, colour: string): string {
  return (
    'data:image/svg+xml,' +
    encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300">` +
        `<rect width="750" height="300" fill="${colour}"/><text x="375" y="165" text-anchor="middle" ` +
        `font-family="sans-serif" font-size="44" font-weight="700" fill="#fff">${text}</text></svg>`,
    )
  );
}

function banners(texts: string[]): CarouselSlide[] {
  const colours = ['#0b57d0', '#8a1c7c', '#146c2e', '#b3261e'];
  return texts.map((text, index) => ({
    id: String(index),
    content: (
      <a href={`#promotion-${index}`}>
        <img
          src={bannerImage(text, colours[index % colours.length] ?? '#0b57d0')}
          alt={text}
          width={750}
          height={300}
        />
      </a>
    ),
  }));
}

const meta = {
  title: 'Home/Carousel',
  component: Carousel,
  args: {
    label: 'Promotions',
    slides: banners(['Welcome bonus 100%', 'Daily rebate 1.2%', 'Refer a friend', 'VIP weekly gift']),
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loops and plays every 5 s; the pause, previous and next buttons sit on the bottom edge. */
export const Default: Story = {};

/** One banner: shown as it is, no rotation and no controls. */
export const SingleSlide: Story = { args: { slides: banners(['Welcome bonus 100%']) } };

/** Banners still loading: the app shows a skeleton of the same shape. */
export const Loading: Story = {
  render: () => (
    <div aria-busy="true">
      <Skeleton height={140} radius={8} />
    </div>
  ),
};

/** No banners: nothing is drawn, so the page does not keep an empty box. */
export const Empty: Story = { args: { slides: [] } };

/** A banner whose picture failed: the alternative text stands in, the controls stay usable. */
export const Error: Story = {
  args: {
    slides: [
      {
        id: 'broken',
        content: <img src="data:image/png;base64," alt="Welcome bonus 100%" width={750} height={300} />,
      },
      ...banners(['Daily rebate 1.2%']),
    ],
  },
};

/** The hot-match banner: vertical, fixed height. */
export const Vertical: Story = {
  args: {
    direction: 'vertical',
    height: 120,
    label: 'Hot matches',
    slides: ['Manila Eagles VS Cebu Sharks', 'Davao Kings VS Iloilo Storm'].map((text, index) => ({
      id: String(index),
      content: (
        <a
          href={`#match-${index}`}
          style={{
            display: 'grid',
            placeItems: 'center',
            blockSize: '100%',
            background: 'var(--wps-color-surface)',
          }}
        >
          {text}
        </a>
      ),
    })),
  },
};

export const LongText: Story = {
  args: {
    label: 'Promotions of the month for new and returning members in the Philippines',
    slides: banners(['Deposit today and receive a 100% welcome bonus up to 688 pesos', 'Daily rebate']),
  },
};

/** Swipes and buttons follow the reading direction: "next" points left. */
export const RightToLeft: Story = {
  globals: { language: 'AR' },
  args: { label: 'العروض', slides: banners(['مكافأة ترحيب', 'استرداد يومي', 'ادعُ صديقًا']) },
};

export const NonLatinScript: Story = {
  globals: { language: 'CN' },
  args: { label: '优惠活动', slides: banners(['首存送 100%', '每日返水 1.2%', '邀请好友']) },
};

/** Light and dark, left to right and right to left, side by side (the toolbar's Theme: All modes). */
export const AllModes: Story = { ...Default, globals: { theme: 'all' } };
