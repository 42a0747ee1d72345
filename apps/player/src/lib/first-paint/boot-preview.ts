import type { ResponsiveImage } from '@wps-mobile/app-shell/server-picture';

/**
 * Home's loading shell, once the early script knows the first banner: an empty header bar and the banner where
 * home will draw them, before the app's libraries have downloaded and run. The banner is the largest thing on
 * home's first screen; a visitor on a slow phone sees it a second or more sooner. When the app renders, it
 * replaces the whole shell with the real header and the same picture in the same box, so nothing moves. The
 * preview is hidden from assistive technology: the shell is a "Loading" status, and the real banner follows.
 */
export function showBootBanner(doc: Document, picture: ResponsiveImage): void {
  const shell = doc.querySelector('#root > .boot-shell');
  if (!shell || shell.querySelector('.boot-preview')) return;
  const preview = doc.createElement('div');
  preview.className = 'boot-preview';
  preview.setAttribute('aria-hidden', 'true');
  const bar = doc.createElement('div');
  bar.className = 'boot-preview__bar';
  const banner = doc.createElement('img');
  banner.className = 'boot-preview__banner';
  banner.alt = '';
  banner.width = 390;
  banner.height = 160;
  banner.setAttribute('fetchpriority', 'high');
  // The same srcset and sizes as the preload and as home's own picture: the browser picks one URL for all three.
  if (picture.srcSet) {
    banner.srcset = picture.srcSet;
    banner.sizes = picture.sizes;
  }
  banner.src = picture.src;
  banner.addEventListener('load', () => {
    void drawn(banner).then(() => {
      banner.dataset.painted = 'true';
    });
  });
  preview.append(bar, banner);
  shell.prepend(preview);
}

/** Resolves after the browser's next frame has been drawn. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Resolves once a loaded picture is decoded and a frame has drawn it (a large picture is drawn decoded). */
async function drawn(banner: HTMLImageElement): Promise<void> {
  await banner.decode().catch(() => undefined);
  await afterNextPaint();
}

/**
 * Resolves once the loading shell's banner has been drawn, when its picture is in but not yet on screen; at once
 * otherwise (no banner, its picture still on its way, or drawn already). The app's first render waits for it, so
 * that render, which replaces the shell, never takes away a banner that arrived at the same moment before it
 * reached the screen: on a fast connection the two come together, and the screen would otherwise show the
 * banner a render later than it could. A picture still on its way is not waited for: the app draws it.
 */
export async function bootBannerDrawn(doc: Document): Promise<void> {
  const banner = doc.querySelector<HTMLImageElement>('#root > .boot-shell .boot-preview__banner');
  if (!banner?.complete || banner.naturalWidth === 0 || banner.dataset.painted === 'true') return;
  await drawn(banner);
}
