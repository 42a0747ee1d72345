import { contrastRatio, mix, parseColor, toHex, type Rgb } from './color-contrast';

/** Colour names a merchant config may theme; any other kebab- or camel-case name is accepted too. */
export type BrandColorName =
  | 'primary'
  | 'onPrimary'
  | 'background'
  | 'surface'
  | 'surfaceMuted'
  | 'text'
  | 'muted'
  | 'border'
  | 'focus'
  | 'badge'
  | 'onBadge'
  | 'danger'
  | 'info'
  | 'skeleton'
  | 'success'
  | 'backdrop'
  | 'toast'
  | 'onToast';

export type BrandColors = Readonly<Partial<Record<BrandColorName, string>> & Record<string, string>>;

// Names come from a runtime config file: only plain identifiers become property names.
const SAFE_NAME = /^[A-Za-z][A-Za-z0-9-]*$/;

// The dark theme's lightest surface that text sits on (--wps-dark-surface-muted in tokens.css): a colour derived
// for text in the dark theme must reach 4.5:1 on it, and so on every darker surface too.
const DARK_TEXT_SURFACE: Rgb = { r: 0x23, g: 0x27, b: 0x2e };
// --wps-dark-primary in tokens.css: the on-primary a merchant gives must also suit it.
const KIT_DARK_PRIMARY: Rgb = { r: 0x8a, g: 0xb4, b: 0xf8 };
const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const NEAR_BLACK: Rgb = { r: 0x11, g: 0x13, b: 0x18 };
const AA_TEXT = 4.5;

// Light surfaces and text of a merchant do not suit the dark theme: it keeps the kit's dark ones.
const LIGHT_ONLY = new Set(['background', 'surface', 'surface-muted', 'text', 'muted', 'border', 'skeleton']);
// Colours read as text or rings on the page: lightened in the dark theme until they reach 4.5:1.
const ACCENTS = new Set(['primary', 'focus', 'danger', 'info', 'success']);

function toKebabCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function cleanColors(colors: BrandColors | undefined): Map<string, string> {
  const clean = new Map<string, string>();
  for (const [name, value] of Object.entries(colors ?? {})) {
    if (!SAFE_NAME.test(name) || value.trim() === '') continue;
    clean.set(toKebabCase(name), value.trim());
  }
  return clean;
}

/** Mixes white into `color` until it reaches 4.5:1 on the dark theme's surfaces. */
export function lightenForDarkTheme(color: Rgb): Rgb {
  for (let amount = 0; amount < 1; amount += 0.05) {
    const candidate = mix(color, WHITE, amount);
    if (contrastRatio(candidate, DARK_TEXT_SURFACE) >= AA_TEXT) return candidate;
  }
  return WHITE;
}

/** Text colour on `background`: `preferred` when it reaches 4.5:1, else white or near-black, whichever is higher. */
export function textColorOn(background: Rgb, preferred?: Rgb): Rgb {
  if (preferred && contrastRatio(preferred, background) >= AA_TEXT) return preferred;
  return contrastRatio(WHITE, background) >= contrastRatio(NEAR_BLACK, background) ? WHITE : NEAR_BLACK;
}

function deriveDark(light: Map<string, string>, dark: Map<string, string>): Map<string, string> {
  const derived = new Map<string, string>();
  for (const [name, value] of light) {
    if (dark.has(name) || LIGHT_ONLY.has(name)) continue;
    const rgb = ACCENTS.has(name) ? parseColor(value) : undefined;
    derived.set(name, rgb ? toHex(lightenForDarkTheme(rgb)) : value);
  }
  const touchesPrimary = ['primary', 'on-primary'].some((name) => light.has(name) || dark.has(name));
  if (touchesPrimary && !dark.has('on-primary')) {
    const primary = parseColor(dark.get('primary') ?? derived.get('primary') ?? '') ?? KIT_DARK_PRIMARY;
    derived.set('on-primary', toHex(textColorOn(primary, parseColor(light.get('on-primary') ?? ''))));
  }
  return new Map([...derived, ...dark]);
}

/**
 * Maps brand colours to kit custom properties of both themes: `{ primary: '#b3121d' }` gives
 * `--wps-light-primary: #b3121d` and a lighter `--wps-dark-primary` (with an `on-primary` that keeps 4.5:1).
 * `dark` names the merchant's own dark colours; light surfaces and text never carry over to the dark theme.
 */
export function brandThemeVariables(colors: BrandColors, dark?: BrandColors): Record<string, string> {
  const light = cleanColors(colors);
  const variables: Record<string, string> = {};
  for (const [name, value] of light) variables[`--wps-light-${name}`] = value;
  for (const [name, value] of deriveDark(light, cleanColors(dark))) variables[`--wps-dark-${name}`] = value;
  return variables;
}

export interface ApplyBrandThemeOptions {
  /** The merchant's own dark-theme colours; what it leaves out is derived (accents) or the kit's (surfaces). */
  readonly dark?: BrandColors | undefined;
  /** Where the properties go: the `<html>` element by default. */
  readonly root?: HTMLElement;
}

/** Sets the brand colours of both themes as custom properties on `<html>` (or `options.root`). */
export function applyBrandTheme(colors: BrandColors, options: ApplyBrandThemeOptions = {}): void {
  const root = options.root ?? document.documentElement;
  for (const [property, value] of Object.entries(brandThemeVariables(colors, options.dark))) {
    root.style.setProperty(property, value);
  }
}
