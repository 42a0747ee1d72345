#!/usr/bin/env node
// Draws the default home-screen icons (a white chip on the brand red, full bleed so the same picture works as a
// maskable icon) as PNG files. Run once after changing the design: node tooling/build/src/make-app-icons.mjs <dir>
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

const RED = [0xb3, 0x12, 0x1d];
const WHITE = [0xff, 0xff, 0xff];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The colour of one pixel: a ring and a centre dot (a gaming chip) inside the maskable safe zone. */
function pixel(x, y, size) {
  const r = Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2) / size;
  if (r < 0.3 && r > 0.22) return WHITE;
  if (r < 0.11) return WHITE;
  const angle = Math.atan2(y - size / 2, x - size / 2);
  if (r < 0.2 && r > 0.15 && Math.cos(angle * 8) > 0.3) return WHITE;
  return RED;
}

export function iconPng(size) {
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) Buffer.from(pixel(x, y, size)).copy(row, 1 + x * 3);
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const outDir = process.argv[2];
if (outDir) {
  for (const size of [192, 512]) writeFileSync(path.join(outDir, `app-${size}.png`), iconPng(size));
}
