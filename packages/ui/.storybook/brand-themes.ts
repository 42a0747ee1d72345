import type { BrandColors } from '../src/theme/apply-brand-theme';

/** Palettes offered in the Storybook toolbar; `default` leaves the tokens of tokens.css untouched. */
export const BRAND_THEMES: Record<string, { title: string; colors: BrandColors }> = {
  default: { title: 'Default', colors: {} },
  // A dark, gold merchant brand: proves every component reads the custom properties (contrast >= 4.5:1).
  nightGold: {
    title: 'Night gold',
    colors: {
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
