import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import tokensCss from './tokens.css?raw';
import { groupOf, parseTokens, TOKEN_GROUPS, type DesignToken, type TokenGroupId } from './design-tokens';
import './foundations.css';

const TOKENS = parseTokens(tokensCss);

/** How a group's token is drawn: the thing it sizes or colours, next to its name and value. */
const SAMPLES: Partial<Record<TokenGroupId, (name: string) => ReactNode>> = {
  color: (name) => <div className="wps-foundations__swatch" style={{ backgroundColor: `var(${name})` }} />,
  light: (name) => <div className="wps-foundations__swatch" style={{ backgroundColor: `var(${name})` }} />,
  dark: (name) => <div className="wps-foundations__swatch" style={{ backgroundColor: `var(${name})` }} />,
  font: (name) =>
    name.includes('size') ? (
      <span style={{ fontSize: `var(${name})` }}>Deposit 存款 إيداع</span>
    ) : (
      <span style={{ fontWeight: `var(${name})` } as CSSProperties}>Deposit 存款 إيداع</span>
    ),
  space: (name) => <div className="wps-foundations__bar" style={{ inlineSize: `var(${name})` }} />,
  radius: (name) => <div className="wps-foundations__box" style={{ borderRadius: `var(${name})` }} />,
  shadow: (name) => <div className="wps-foundations__box" style={{ boxShadow: `var(${name})` }} />,
  motion: (name) => (
    <div
      className="wps-foundations__box wps-foundations__box--moving"
      style={{ transitionDuration: `var(${name})` }}
    />
  ),
  icon: (name) => <div className="wps-foundations__bar" style={{ inlineSize: `var(${name})` }} />,
};

function TokenList({ groups }: { groups: readonly TokenGroupId[] }) {
  const shown = TOKENS.filter((token) => {
    const group = groupOf(token.name);
    return group !== undefined && groups.includes(group);
  });
  return (
    <ul className="wps-foundations">
      {shown.map((token: DesignToken) => {
        const sample = SAMPLES[groupOf(token.name) ?? 'layout'];
        return (
          <li key={token.name} className="wps-foundations__row">
            <span>
              <code className="wps-foundations__name">{token.name}</code>
              <br />
              <code className="wps-foundations__value">{token.value}</code>
            </span>
            {sample ? sample(token.name) : <span />}
          </li>
        );
      })}
    </ul>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: TokenList,
  args: { groups: ['color'] },
} satisfies Meta<typeof TokenList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What components read: each role takes its light or dark value from the colour scheme. */
export const ColourRoles: Story = {};

/** The palettes behind the roles; applyBrandTheme replaces them with a merchant's colours. */
export const Palettes: Story = { args: { groups: ['light', 'dark'] } };

/** Light and dark, left to right and right to left, side by side (the toolbar's Theme: All modes). */
export const ColourRolesInAllModes: Story = { globals: { theme: 'all' } };

/** Sizes and weights; system fonts only, with fallbacks for Thai, Arabic script and CJK. */
export const TypeScale: Story = { args: { groups: ['font', 'line'] } };

export const Spacing: Story = { args: { groups: ['space'] } };

export const Radii: Story = { args: { groups: ['radius'] } };

export const Elevation: Story = { args: { groups: ['shadow'] } };

/** Durations and the one easing; every animation waits for prefers-reduced-motion: no-preference. */
export const Motion: Story = { args: { groups: ['motion', 'easing'] } };

export const FocusBordersAndIcons: Story = { args: { groups: ['focus', 'border', 'icon'] } };

export const LayoutAndStacking: Story = { args: { groups: ['layout', 'bars', 'footer', 'touch', 'z'] } };

/**
 * Right to left: components use logical properties only (inline-start/end, block-start/end), so the bar on
 * the start edge and the larger start padding move to the right in Arabic with no extra rule.
 */
export const RightToLeft: Story = {
  globals: { language: 'AR' },
  render: () => <p className="wps-foundations__direction">إيداع — inline-start</p>,
};

export const NonLatinScript: Story = { globals: { language: 'CN' }, args: { groups: ['font'] } };

/** Every group at once. */
export const Everything: Story = { args: { groups: TOKEN_GROUPS.map((group) => group.id) } };
