/**
 * The demo merchant's brand: its logo (a gold peso coin and the wordmark) for the header and the account
 * screens, and the square mark its home-screen icons are drawn from (`render-brand-icons.ts` turns it into the
 * committed PNGs). Hand-drawn SVG, so the same bytes are served every time.
 */
const RED = '#b3121d';
const GOLD = '#f3b61f';
const GOLD_DARK = '#c7860a';

/** The coin: a gold disc with a darker rim and the peso sign, centred on (cx, cy) with radius r. */
function coin(cx: number, cy: number, r: number): string {
  const s = r / 18;
  return [
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${GOLD_DARK}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r - 2.5 * s}" fill="${GOLD}"/>`,
    `<g transform="translate(${cx - 18 * s} ${cy - 18 * s}) scale(${s})" fill="none" stroke="${RED}" stroke-width="3" stroke-linecap="round">`,
    '<path d="M14 27V9h6a5 5 0 0 1 0 10h-6"/><path d="M10 13h16M10 16h16"/>',
    '</g>',
  ].join('');
}

/** 168 x 40: the coin at the start, "Lucky Peso" in the brand red. */
export const BRAND_LOGO_SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="168" height="40" viewBox="0 0 168 40" role="img" aria-label="Lucky Peso">',
  coin(20, 20, 18),
  `<text x="46" y="27" font-family="system-ui, sans-serif" font-size="20" font-weight="800" fill="${RED}">Lucky<tspan fill="${GOLD_DARK}"> Peso</tspan></text>`,
  '</svg>',
].join('');

/** Square and full bleed (the coin inside the maskable safe zone), for the home-screen icons. */
export const BRAND_ICON_SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">',
  `<rect width="512" height="512" fill="${RED}"/>`,
  coin(256, 256, 150),
  '</svg>',
].join('');

/** The PNG sizes of the home-screen icons the web app manifest lists. */
export const BRAND_ICON_SIZES = [192, 512] as const;

export const brandIconFile = (size: number): string => `brand-icon-${size}.png`;
