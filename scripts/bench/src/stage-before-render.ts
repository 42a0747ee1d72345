import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { ownerOf } from '@wps-mobile/config';
import type { AppBuild } from './build';
import { beforeRenderSize } from './bundle-size';
import { parseHtmlAssets } from './html-assets';
import { attempt, type Measurements, type Sites } from './measured';

/**
 * A route whose HTML from the gateway references other assets or runs other inline scripts than the build's
 * index.html.
 */
export interface GatewayHtmlMismatch {
  readonly label: string;
  readonly app: string;
}

const assetsKey = (html: string): string => JSON.stringify(parseHtmlAssets(html));

/**
 * GETs a page over a new connection. Sizing a route's files takes seconds of brotli work, long enough for the
 * server to close a kept-alive socket from the previous route that fetch would otherwise reuse and fail on.
 */
function fetchFresh(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(body));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * Sizes what each page needs before its first render, from the built index.html (its inline scripts included)
 * and its static imports.
 * Our routes are also fetched through the gateway, since the numbers hold only if it serves that same document.
 */
export async function measureBeforeRender(
  measurements: Measurements,
  sites: Sites,
  apps: readonly AppBuild[],
  floorDir: string,
): Promise<GatewayHtmlMismatch[]> {
  const mismatches: GatewayHtmlMismatch[] = [];
  for (const { target, measured } of measurements.routes) {
    measured.beforeRender = await attempt(`before-render size of ${target.label}`, measured, async () => {
      const pathname = new URL(target.path, 'http://x').pathname;
      const owner = ownerOf(pathname);
      const app = apps.find((a) => a.name === owner);
      if (!app) throw new Error(`no app owns ${pathname}`);
      const htmlFile = join(app.distDir, 'index.html');
      const html = readFileSync(htmlFile, 'utf8');
      const pageUrl = `${sites.gateway.origin}${target.path}`;
      const sizes = beforeRenderSize(html, htmlFile, pageUrl, sites.gateway.mounts);
      const served = await fetchFresh(pageUrl);
      if (assetsKey(served) !== assetsKey(html)) mismatches.push({ label: target.label, app: app.name });
      return sizes;
    });
  }
  const floor = measurements.floor;
  floor.beforeRender = await attempt('before-render size of the floor app', floor, () => {
    const htmlFile = join(floorDir, 'index.html');
    return beforeRenderSize(
      readFileSync(htmlFile, 'utf8'),
      htmlFile,
      `${sites.floor.origin}/`,
      sites.floor.mounts,
    );
  });
  return mismatches;
}
