/**
 * `pnpm --filter @wps-mobile/sandbox run brand-icons`: draws the demo merchant's home-screen icons from its SVG
 * mark (brand-art.ts) in Chromium and writes the PNGs into `raster/`, where the image routes read them. Run it
 * only to change the mark; the files are committed.
 */
import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BRAND_ICON_SIZES, BRAND_ICON_SVG, brandIconFile } from './brand-art';
import { RASTER_DIR } from './raster-art';

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const size of BRAND_ICON_SIZES) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const src = `data:image/svg+xml,${encodeURIComponent(BRAND_ICON_SVG)}`;
    await page.setContent(
      `<body style="margin:0"><img src="${src}" width="${size}" height="${size}" style="display:block"></body>`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    writeFileSync(join(RASTER_DIR, brandIconFile(size)), await page.screenshot({ type: 'png' }));
    await page.close();
  }
} finally {
  await browser.close();
}
