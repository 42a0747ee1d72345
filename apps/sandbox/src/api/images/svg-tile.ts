/** Deterministic placeholder art: a coloured tile with initials (or a caption), the same for the same name. */

const PALETTE = [
  '#e4572e',
  '#29335c',
  '#f3a712',
  '#a8c686',
  '#669bbc',
  '#8e44ad',
  '#16a085',
  '#c0392b',
  '#2c3e50',
  '#d35400',
];

/** A stable 32-bit hash of a name (FNV-1a), to pick colours and pictures. */
export function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ (char.codePointAt(0) ?? 0), 16777619) >>> 0;
  return value;
}

export const escapeXml = (text: string): string =>
  text.replace(
    /[<>&"']/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

/** "Golden Empire" → "GE", "TCG_LOTTO_VN" → "TL", "JL" → "JL". */
export function initials(label: string): string {
  const words = label.split(/[\s_\-/]+/).filter(Boolean);
  if (words.length >= 2) return `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}`.toUpperCase();
  return label.slice(0, 2).toUpperCase();
}

export interface TileOptions {
  readonly width: number;
  readonly height: number;
  /** Large text in the middle (initials for icons). */
  readonly mark: string;
  /** Smaller line under the mark (a banner's title, a game's name). */
  readonly caption?: string;
  readonly round?: boolean;
}

/** An SVG tile coloured by `seed`; text is escaped, so any name is safe to draw. */
export function svgTile(seed: string, options: TileOptions): string {
  const { width: w, height: h } = options;
  const base = PALETTE[hash(seed) % PALETTE.length] ?? '#2c3e50';
  const accent = PALETTE[(hash(seed) >>> 8) % PALETTE.length] ?? '#f3a712';
  const markSize = Math.round(Math.min(w, h) * (options.caption ? 0.32 : 0.42));
  const shape = options.round
    ? `<circle cx="${w / 2}" cy="${h / 2}" r="${Math.min(w, h) / 2}" fill="${base}"/>`
    : `<rect width="${w}" height="${h}" rx="${Math.round(Math.min(w, h) * 0.08)}" fill="${base}"/>`;
  const caption = options.caption
    ? `<text x="${w / 2}" y="${h * 0.82}" font-size="${Math.max(10, Math.round(h * 0.09))}" fill="#fff" text-anchor="middle" font-family="sans-serif">${escapeXml(options.caption.slice(0, 40))}</text>`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(options.caption ?? options.mark)}">`,
    shape,
    `<circle cx="${w * 0.85}" cy="${h * 0.15}" r="${Math.min(w, h) * 0.22}" fill="${accent}" opacity="0.45"/>`,
    `<text x="${w / 2}" y="${h / 2 + markSize * 0.35}" font-size="${markSize}" font-weight="700" fill="#fff" text-anchor="middle" font-family="sans-serif">${escapeXml(options.mark)}</text>`,
    caption,
    '</svg>',
  ].join('');
}
