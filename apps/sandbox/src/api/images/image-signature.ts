/** The picture formats recognised by their first bytes, by the subtype of their MIME type. */
export type ImageSubtype = 'png' | 'jpeg' | 'gif' | 'webp';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * What a file really is, from its magic number, whatever its name or data-URL prefix claims: PNG's 8-byte
 * signature, JPEG's SOI marker and the first segment's marker byte, GIF87a/GIF89a, or a RIFF container of WEBP.
 */
export function imageSubtypeOf(bytes: Uint8Array): ImageSubtype | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return undefined;
}

const DATA_URL = /^data:image\/([a-z]+);base64,([A-Za-z0-9+/]*={0,2})$/;

/**
 * The bytes of a base64 image data URL and the subtype its prefix claims, or undefined when it is no such URL
 * (Node's base64 decoder skips junk silently, so the alphabet is checked first).
 */
export function readImageDataUrl(url: string): { claimed: string; bytes: Buffer } | undefined {
  const match = DATA_URL.exec(url);
  if (!match?.[1] || match[2] === undefined || match[2].length % 4 !== 0) return undefined;
  return { claimed: match[1], bytes: Buffer.from(match[2], 'base64') };
}
