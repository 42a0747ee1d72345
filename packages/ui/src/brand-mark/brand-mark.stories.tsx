import type { Meta, StoryObj } from '@storybook/react-vite';
import { BrandMark } from './brand-mark';

const LOGO =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><circle cx="20" cy="20" r="18" fill="#b3121d"/><text x="46" y="27" font-family="sans-serif" font-size="20" font-weight="700" fill="#b3121d">Lucky Peso</text></svg>',
  );

const meta = {
  title: 'Components/BrandMark',
  component: BrandMark,
  args: { brandName: 'Lucky Peso' },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 'var(--story-width, 140px)', display: 'flex' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BrandMark>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The wordmark in the header's brand box: it wraps and shrinks instead of being cut to "Luc…". */
export const Wordmark: Story = {};

/** A narrow box (a long language's Login and Register beside it): smaller, still whole. */
export const NarrowWordmark: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 64, display: 'flex' }}>
        <Story />
      </div>
    ),
  ],
};

/** The merchant's `brandLogo`: scaled down inside its box, never cropped. */
export const Logo: Story = { args: { logoSrc: LOGO, logoWidth: 128 } };

/** Large and centred above the login and register forms. */
export const Hero: Story = {
  args: { size: 'hero' },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
};

export const RightToLeft: Story = { globals: { language: 'AR' }, args: { brandName: 'لاكي بيسو' } };

export const NonLatinScript: Story = { globals: { language: 'CN' }, args: { brandName: '幸运比索' } };

/** Light and dark, left to right and right to left, side by side (the toolbar's Theme: All modes). */
export const AllModes: Story = { globals: { theme: 'all' } };
