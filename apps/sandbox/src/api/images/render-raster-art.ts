/**
 * `pnpm --filter @wps-mobile/sandbox run images`: draws the sandbox's raster art (banners, game icons) in
 * Chromium's canvas and encodes it as WebP into `raster/`, where the image routes read it. The pictures are
 * procedural (gradients, glows, shapes and grain), with the byte weight of what a merchant's CDN sends:
 * banners 1080 px wide at 60-150 KB, game icons 240 px square at 10-20 KB. Run it only to change the art; the
 * files are committed, so the sandbox needs neither this script nor a network.
 */
import { chromium } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BANNER_ART, GAME_ART, RASTER_DIR, rasterFile } from './raster-art';

interface Job {
  readonly file: string;
  readonly width: number;
  readonly height: number;
  readonly seed: number;
  readonly grain: number;
  readonly quality: number;
}

const JOBS: readonly Job[] = [
  ...Array.from({ length: BANNER_ART }, (_, i) => ({
    file: rasterFile('banner', i),
    width: 1080,
    height: 432,
    seed: 101 + i * 7,
    grain: 26,
    quality: 0.82,
  })),
  ...Array.from({ length: GAME_ART }, (_, i) => ({
    file: rasterFile('game', i),
    width: 240,
    height: 240,
    seed: 501 + i * 13,
    grain: 30,
    quality: 0.8,
  })),
];

/** Runs in the page: draws one picture and answers its WebP as a data URL. */
function draw(job: Job): string {
  let state = job.seed;
  const random = (): number => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 4294967296;
  };
  const canvas = document.createElement('canvas');
  canvas.width = job.width;
  canvas.height = job.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  const { width: w, height: h } = job;
  const hue = Math.floor(random() * 360);
  const sky = ctx.createLinearGradient(0, 0, w, h);
  sky.addColorStop(0, `hsl(${hue} 70% 22%)`);
  sky.addColorStop(0.6, `hsl(${(hue + 40) % 360} 75% 40%)`);
  sky.addColorStop(1, `hsl(${(hue + 80) % 360} 80% 55%)`);
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, w, h);
  // Soft glows, like out-of-focus lights behind a product shot.
  for (let i = 0; i < 40; i += 1) {
    const x = random() * w;
    const y = random() * h;
    const r = (0.03 + random() * 0.18) * Math.min(w, h);
    const glow = ctx.createRadialGradient(x, y, 0, x, y, r);
    glow.addColorStop(0, `hsl(${(hue + random() * 120) % 360} 90% 70% / ${0.2 + random() * 0.4})`);
    glow.addColorStop(1, 'transparent');
    ctx.fillStyle = glow;
    ctx.fillRect(x - r, y - r, r * 2, r * 2);
  }
  // Coins and cards: hard-edged shapes with highlights.
  for (let i = 0; i < 14; i += 1) {
    const x = random() * w;
    const y = random() * h;
    const r = (0.04 + random() * 0.1) * Math.min(w, h);
    const coin = ctx.createRadialGradient(x - r / 3, y - r / 3, r / 8, x, y, r);
    coin.addColorStop(0, '#fff6c8');
    coin.addColorStop(0.5, `hsl(${40 + random() * 15} 90% 50%)`);
    coin.addColorStop(1, `hsl(${30 + random() * 10} 80% 25%)`);
    ctx.fillStyle = coin;
    ctx.beginPath();
    ctx.ellipse(x, y, r, r * (0.6 + random() * 0.4), random() * Math.PI, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.fillStyle = 'rgba(255,255,255,0.92)';
  ctx.font = `700 ${Math.round(h * 0.16)}px sans-serif`;
  ctx.fillText(job.width > job.height ? 'MEGA BONUS' : 'WIN', w * 0.06, h * 0.55);
  // Film grain: the per-pixel detail a photograph carries, which is what makes real pictures weigh.
  const pixels = ctx.getImageData(0, 0, w, h);
  for (let i = 0; i < pixels.data.length; i += 4) {
    const noise = (random() - 0.5) * job.grain;
    pixels.data[i] = (pixels.data[i] ?? 0) + noise;
    pixels.data[i + 1] = (pixels.data[i + 1] ?? 0) + noise;
    pixels.data[i + 2] = (pixels.data[i + 2] ?? 0) + noise;
  }
  ctx.putImageData(pixels, 0, 0);
  return canvas.toDataURL('image/webp', job.quality);
}

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage();
    // tsx names the functions it compiles with a `__name` helper the page does not have.
    await page.evaluate('globalThis.__name = (fn) => fn');
    mkdirSync(RASTER_DIR, { recursive: true });
    for (const job of JOBS) {
      const url = await page.evaluate(draw, job);
      const bytes = Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
      writeFileSync(join(RASTER_DIR, job.file), bytes);
      process.stdout.write(`${job.file}: ${(bytes.length / 1024).toFixed(1)} KB\n`);
    }
  } finally {
    await browser.close();
  }
}

void main();
