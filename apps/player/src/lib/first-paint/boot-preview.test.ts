import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootBannerDrawn, showBootBanner } from './boot-preview';

function bootShell(): HTMLElement {
  document.body.innerHTML =
    '<div id="root"><div class="boot-shell" role="status" aria-label="Loading"><svg></svg></div></div>';
  return document.querySelector('.boot-shell') as HTMLElement;
}

describe('showBootBanner', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('draws a header bar and the first banner in the loading shell, hidden from assistive technology', () => {
    const shell = bootShell();
    showBootBanner(document, { src: 'https://cdn.example/banner/1.webp' });
    const preview = shell.querySelector('.boot-preview');
    expect(preview?.getAttribute('aria-hidden')).toBe('true');
    const banner = preview?.querySelector('img');
    expect(banner?.getAttribute('src')).toBe('https://cdn.example/banner/1.webp');
    expect(banner?.getAttribute('alt')).toBe('');
    expect([banner?.width, banner?.height]).toEqual([390, 160]);
    expect(preview?.querySelector('.boot-preview__bar')).not.toBeNull();
    // The spinner stays: the page is still loading.
    expect(shell.querySelector('svg')).not.toBeNull();
  });

  it('draws it once, and not at all once the app has replaced the shell', () => {
    const shell = bootShell();
    showBootBanner(document, { src: '/wps/img/banner/1.webp' });
    showBootBanner(document, { src: '/wps/img/banner/2.webp' });
    expect(shell.querySelectorAll('.boot-preview img')).toHaveLength(1);
    document.body.innerHTML = '<div id="root"><main>The app</main></div>';
    showBootBanner(document, { src: '/wps/img/banner/1.webp' });
    expect(document.querySelector('img')).toBeNull();
  });
});

describe('bootBannerDrawn', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  /** The shell's banner, its picture loaded (or not). */
  function banner(loaded: boolean): HTMLImageElement {
    bootShell();
    showBootBanner(document, { src: 'https://cdn.example/banner/1.webp' });
    const img = document.querySelector('.boot-preview__banner') as HTMLImageElement;
    Object.defineProperty(img, 'complete', { value: loaded });
    Object.defineProperty(img, 'naturalWidth', { value: loaded ? 1080 : 0 });
    img.decode = () => Promise.resolve();
    return img;
  }

  /** Frames the test draws by hand. */
  function frames() {
    const callbacks: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => callbacks.push(callback));
    return () => callbacks.splice(0).forEach((callback) => callback(0));
  }

  const settled = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 5));
    return done;
  };

  it('waits for a frame to draw a banner whose picture is in but not yet on screen', async () => {
    const draw = frames();
    banner(true);
    const drawn = bootBannerDrawn(document);
    expect(await settled(drawn)).toBe(false);
    draw();
    expect(await settled(drawn)).toBe(true);
  });

  it('waits for the picture to be decoded before the frame that draws it', async () => {
    const draw = frames();
    const img = banner(true);
    let decoded: () => void = () => undefined;
    img.decode = () => new Promise<void>((resolve) => (decoded = resolve));
    const drawn = bootBannerDrawn(document);
    draw();
    expect(await settled(drawn)).toBe(false);
    decoded();
    expect(await settled(drawn)).toBe(false);
    draw();
    expect(await settled(drawn)).toBe(true);
  });

  it('does not wait without a banner, for a picture still on its way, or for a banner drawn already', async () => {
    frames();
    bootShell();
    expect(await settled(bootBannerDrawn(document))).toBe(true);
    banner(false);
    expect(await settled(bootBannerDrawn(document))).toBe(true);
    const img = banner(true);
    img.dataset.painted = 'true';
    expect(await settled(bootBannerDrawn(document))).toBe(true);
  });

  it('marks the banner drawn a frame after its picture loads', async () => {
    const draw = frames();
    const img = banner(true);
    img.dispatchEvent(new Event('load'));
    // Decoded first, then drawn.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(img.dataset.painted).toBeUndefined();
    draw();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(img.dataset.painted).toBe('true');
  });
});
