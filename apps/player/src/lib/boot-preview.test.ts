import { afterEach, describe, expect, it } from 'vitest';
import { showBootBanner } from './boot-preview';

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
    showBootBanner(document, 'https://cdn.example/banner/1.webp');
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
    showBootBanner(document, '/wps/img/banner/1.webp');
    showBootBanner(document, '/wps/img/banner/2.webp');
    expect(shell.querySelectorAll('.boot-preview img')).toHaveLength(1);
    document.body.innerHTML = '<div id="root"><main>The app</main></div>';
    showBootBanner(document, '/wps/img/banner/1.webp');
    expect(document.querySelector('img')).toBeNull();
  });
});
