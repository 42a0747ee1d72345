/** An sRGB colour with channels 0..255. */
export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTION = /^(rgb|hsl)a?\(([^)]*)\)$/i;

function parseHex(hex: string): Rgb {
  const digits = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return {
    r: Number.parseInt(digits.slice(0, 2), 16),
    g: Number.parseInt(digits.slice(2, 4), 16),
    b: Number.parseInt(digits.slice(4, 6), 16),
  };
}

function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const a = s * Math.min(l, 1 - l);
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return { r: channel(0), g: channel(8), b: channel(4) };
}

/** Reads `#rgb`, `#rrggbb` (alpha ignored), `rgb()` and `hsl()` as the config accepts them; undefined otherwise. */
export function parseColor(value: string): Rgb | undefined {
  const text = value.trim();
  const hex = HEX.exec(text);
  if (hex?.[1]) return parseHex(hex[1]);
  const call = FUNCTION.exec(text);
  if (!call?.[1] || call[2] === undefined) return undefined;
  const parts = call[2]
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map((part) => Number.parseFloat(part));
  const [x, y, z] = parts;
  if (x === undefined || y === undefined || z === undefined || [x, y, z].some(Number.isNaN)) return undefined;
  if (call[1].toLowerCase() === 'hsl') return hslToRgb(((x % 360) + 360) % 360, y, z);
  const clamp = (n: number) => Math.max(0, Math.min(255, Math.round(n)));
  return { r: clamp(x), g: clamp(y), b: clamp(z) };
}

/** `#rrggbb` of a colour. */
export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((n) => n.toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2 relative luminance (0 black .. 1 white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two colours (1 .. 21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** Mixes `amount` (0..1) of `toward` into `color`. */
export function mix(color: Rgb, toward: Rgb, amount: number): Rgb {
  const channel = (from: number, to: number) => Math.round(from + (to - from) * amount);
  return { r: channel(color.r, toward.r), g: channel(color.g, toward.g), b: channel(color.b, toward.b) };
}
