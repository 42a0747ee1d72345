import type { Page } from '@playwright/test';

/** One piece of text that does not fit its box: where it is and what it says. */
export interface CutText {
  readonly text: string;
  readonly where: string;
}

/**
 * The labels a player reads to find their way: header items, footer labels, buttons, tabs and grid entries.
 * Names that come from the server (game names, user names) may be cut, but only when they carry the whole name
 * in a `title`, so those are left out; so is the announcement marquee, whose text scrolls by design.
 */
const LABELS = [
  'header a',
  'header button',
  '.wps-footer-menu__label',
  'main button',
  'main a',
  '[role="tab"]',
  '[role="dialog"] button',
].join(', ');

/** Every visible label on the page whose text is clipped, ends in an ellipsis or sticks out of the screen. */
export function findCutText(page: Page): Promise<CutText[]> {
  return page.evaluate((selectors) => {
    const cut: CutText[] = [];
    const seen = new Set<Element>();
    for (const label of document.querySelectorAll(selectors)) {
      if (label.closest('.wps-marquee, [aria-hidden="true"], .wps-visually-hidden')) continue;
      for (const node of [label, ...label.querySelectorAll('*')]) {
        if (seen.has(node) || !(node instanceof HTMLElement)) continue;
        if (node.closest('[title], .wps-visually-hidden')) continue;
        seen.add(node);
        const text = node.textContent?.trim() ?? '';
        const box = node.getBoundingClientRect();
        if (!text || box.width === 0 || box.height === 0) continue;
        const style = getComputedStyle(node);
        if (style.visibility === 'hidden') continue;
        const where = `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`;
        const clipsInline = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
        const clipsBlock = style.overflowY !== 'visible';
        const insideScreen = box.left >= -1 && box.right <= window.innerWidth + 1;
        // Inside a row that scrolls sideways (tabs, vendor strips) a label may lie off screen until scrolled to.
        const inScroller =
          node.parentElement?.closest('[role="tablist"], .wps-vendor-strip, .swiper') !== null;
        if (
          (clipsInline && node.scrollWidth > node.clientWidth + 1) ||
          (clipsBlock && node.scrollHeight > node.clientHeight + 1) ||
          (!insideScreen && !inScroller && box.top < window.innerHeight)
        )
          cut.push({ text, where });
      }
    }
    return cut;
  }, LABELS);
}

/** The languages whose header and footer labels are longest (Burmese, Tamil, Thai, Tagalog). */
export const LONG_LANGUAGES = ['MY', 'TA', 'TH', 'TY'] as const;

/** Opens the next page in `language` (the picker's stored choice). */
export async function useLanguage(page: Page, language: string): Promise<void> {
  await page.addInitScript((code) => localStorage.setItem('language', code), language);
}
