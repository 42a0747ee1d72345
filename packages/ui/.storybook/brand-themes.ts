import type { BrandColors } from '../src/theme/apply-brand-theme';

/** A merchant palette of the toolbar: light colours, and optionally the merchant's own dark ones. */
export interface StoryBrand {
  readonly title: string;
  readonly colors: BrandColors;
  readonly dark?: BrandColors;
}

/** Palettes offered in the Storybook toolbar; `default` leaves the tokens of tokens.css untouched. */
export const BRAND_THEMES: Record<string, StoryBrand> = {
  default: { title: 'Default', colors: {} },
  // The sandbox merchant: one red, so the dark theme derives a lighter red with dark text on it.
  luckyPeso: { title: 'Lucky Peso (one colour)', colors: { primary: '#b3121d', onPrimary: '#ffffff' } },
  // A gold merchant brand with its own dark palette: proves every component reads the custom properties
  // (contrast >= 4.5:1 in both themes).
  nightGold: {
    title: 'Night gold (own dark palette)',
    colors: { primary: '#8a5a00', onPrimary: '#ffffff', focus: '#8a5a00' },
    dark: {
      primary: '#f2b233',
      onPrimary: '#1b1405',
      background: '#0f1115',
      surface: '#1a1d23',
      text: '#f2f3f5',
      muted: '#a7adb8',
      border: '#2e333c',
      focus: '#ffd36b',
      badge: '#c62828',
      onBadge: '#ffffff',
      danger: '#ff8a80',
      info: '#8ab4f8',
      skeleton: '#2a2f38',
      success: '#7bd88f',
    },
  },
};
