import { escapeXml, hash, initials } from './svg-tile';

/** What a game's picture is drawn from: the same game always gets the same picture. */
export interface GameArtInput {
  readonly name: string;
  readonly vendor: string;
  readonly category: string;
}

/** The shapes behind the initials; a game's name picks one, so neighbours in a list look different. */
const SHAPES: readonly ((size: number) => string)[] = [
  (s) => `<circle cx="${s * 0.5}" cy="${s * 0.42}" r="${s * 0.27}"/>`,
  (s) =>
    `<path d="M${s * 0.5} ${s * 0.12}L${s * 0.8} ${s * 0.42}L${s * 0.5} ${s * 0.72}L${s * 0.2} ${s * 0.42}Z"/>`,
  (s) => `<rect x="${s * 0.24}" y="${s * 0.16}" width="${s * 0.52}" height="${s * 0.52}" rx="${s * 0.1}"/>`,
  (s) =>
    `<path d="M${s * 0.5} ${s * 0.12}L${s * 0.59} ${s * 0.33}L${s * 0.81} ${s * 0.35}L${s * 0.64} ${s * 0.49}L${s * 0.69} ${s * 0.71}L${s * 0.5} ${s * 0.59}L${s * 0.31} ${s * 0.71}L${s * 0.36} ${s * 0.49}L${s * 0.19} ${s * 0.35}L${s * 0.41} ${s * 0.33}Z"/>`,
  (s) =>
    `<path d="M${s * 0.5} ${s * 0.14}L${s * 0.76} ${s * 0.28}V${s * 0.56}L${s * 0.5} ${s * 0.7}L${s * 0.24} ${s * 0.56}V${s * 0.28}Z"/>`,
];

/** A name split into at most two lines of about `width` characters, the second ending in "…" if cut. */
function lines(name: string, width: number): string[] {
  const out: string[] = [''];
  for (const word of name.split(/\s+/)) {
    const current = out[out.length - 1] ?? '';
    if (current && `${current} ${word}`.length > width) out.push(word);
    else out[out.length - 1] = current ? `${current} ${word}` : word;
  }
  if (out.length <= 2) return out;
  const second = `${out[1]} ${out.slice(2).join(' ')}`;
  return [out[0] ?? '', second.length > width ? `${second.slice(0, width - 1)}…` : second];
}

/**
 * A square picture for a game: the vendor's colour family (hue from the vendor code) shifted by the game's name,
 * a shape and the name's initials, the vendor at the top and the name at the bottom. Pure SVG, no randomness.
 */
export function gameArt(game: GameArtInput, size: number): string {
  const vendorHue = hash(game.vendor) % 360;
  const hue = (vendorHue + (hash(game.name) % 60) - 30 + 360) % 360;
  const from = `hsl(${hue} 70% 42%)`;
  const to = `hsl(${(hue + 40) % 360} 75% 24%)`;
  const shape = SHAPES[hash(`${game.name}/${game.category}`) % SHAPES.length] ?? SHAPES[0];
  const id = `g${hash(game.name + game.vendor).toString(36)}`;
  const name = lines(game.name, 16);
  const nameSize = Math.round(size * 0.085);
  const nameTop = size * 0.86 - (name.length - 1) * nameSize * 1.15;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escapeXml(game.name)}">`,
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${size}" height="${size}" rx="${size * 0.08}" fill="url(#${id})"/>`,
    `<g fill="#fff" opacity="0.18">${shape?.(size) ?? ''}</g>`,
    `<text x="${size / 2}" y="${size * 0.5}" font-size="${Math.round(size * 0.24)}" font-weight="800" fill="#fff" text-anchor="middle" font-family="system-ui, sans-serif">${escapeXml(initials(game.name))}</text>`,
    `<rect x="${size * 0.05}" y="${size * 0.05}" width="${size * 0.9}" height="${size * 0.13}" rx="${size * 0.065}" fill="#000" opacity="0.3"/>`,
    `<text x="${size / 2}" y="${size * 0.145}" font-size="${Math.round(size * 0.07)}" font-weight="700" fill="#fff" text-anchor="middle" font-family="system-ui, sans-serif">${escapeXml(game.vendor.slice(0, 24))}</text>`,
    `<rect y="${nameTop - nameSize * 1.2}" width="${size}" height="${size - nameTop + nameSize * 1.2}" fill="#000" opacity="0.35"/>`,
    ...name.map(
      (line, index) =>
        `<text x="${size / 2}" y="${nameTop + index * nameSize * 1.15}" font-size="${nameSize}" font-weight="600" fill="#fff" text-anchor="middle" font-family="system-ui, sans-serif">${escapeXml(line)}</text>`,
    ),
    '</svg>',
  ].join('');
}
