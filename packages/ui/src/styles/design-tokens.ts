/** One custom property of tokens.css, as the Foundations stories show it. */
export interface DesignToken {
  readonly name: string;
  readonly value: string;
}

/** The groups of the design language, each named by the prefix its tokens share. */
export const TOKEN_GROUPS = [
  { id: 'color', title: 'Colour roles', prefix: '--wps-color-' },
  { id: 'light', title: 'Light palette', prefix: '--wps-light-' },
  { id: 'dark', title: 'Dark palette', prefix: '--wps-dark-' },
  { id: 'font', title: 'Type scale', prefix: '--wps-font-' },
  { id: 'line', title: 'Line heights', prefix: '--wps-line-height' },
  { id: 'space', title: 'Spacing', prefix: '--wps-space-' },
  { id: 'radius', title: 'Radii', prefix: '--wps-radius' },
  { id: 'shadow', title: 'Elevation', prefix: '--wps-shadow-' },
  { id: 'motion', title: 'Motion', prefix: '--wps-duration-' },
  { id: 'easing', title: 'Easing', prefix: '--wps-easing-' },
  { id: 'focus', title: 'Focus and borders', prefix: '--wps-focus-' },
  { id: 'border', title: 'Focus and borders', prefix: '--wps-border-' },
  { id: 'icon', title: 'Icon sizes', prefix: '--wps-icon-' },
  { id: 'layout', title: 'Layout', prefix: '--wps-content-' },
  { id: 'bars', title: 'Layout', prefix: '--wps-top-bar-' },
  { id: 'footer', title: 'Layout', prefix: '--wps-footer-' },
  { id: 'touch', title: 'Layout', prefix: '--wps-touch-' },
  { id: 'z', title: 'Stacking', prefix: '--wps-z-' },
] as const;

export type TokenGroupId = (typeof TOKEN_GROUPS)[number]['id'];

/** The tokens the first `:root` block of a token sheet declares, in order (later overrides are not tokens). */
export function parseTokens(css: string): DesignToken[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const root = /:root\s*\{([\s\S]*?)\n\}/.exec(withoutComments)?.[1] ?? '';
  const tokens: DesignToken[] = [];
  for (const match of root.matchAll(/(--wps-[a-z0-9-]+)\s*:\s*([^;]+);/g)) {
    tokens.push({
      name: match[1] ?? '',
      value: (match[2] ?? '').replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')').trim(),
    });
  }
  return tokens;
}

/** The group a token belongs to, by its prefix; undefined for a token no group names. */
export function groupOf(name: string): TokenGroupId | undefined {
  return TOKEN_GROUPS.find((group) => name.startsWith(group.prefix))?.id;
}
