import type { Page } from '@playwright/test';

/** One piece of text that does not fit its box: where it is and what it says. */
export interface CutText {
  readonly text: string;
  readonly where: string;
}

/**
 * The labels a player reads to find their way, by kind: header items (the brand too), footer labels, buttons,
 * tabs, and links (the member centre's and the agent home's grid entries are links). The announcement marquee and
 * the winners' ticker are left out: their text scrolls through their window by design (the ticker's rows are
 * server names, a player's and a game's).
 */
const LABELS = {
  header: 'header a, header button, header .wps-brand-mark',
  footer: '.wps-footer-menu__label',
  button: 'main button, [role="dialog"] button',
  tab: '[role="tab"]',
  link: 'main a',
} as const;

export type LabelKind = keyof typeof LABELS;

/**
 * The only text that may be cut: names the server sends (a game's, a vendor's), and then only when the element
 * carries the whole name in its `title`, where a long press shows it. Anything else with a title is checked.
 */
const SERVER_NAMES = ['.wps-game-tile__name', '.wps-vendor-strip__name'].join(', ');

/** What one look at the page found: the cut labels, and how many visible labels of each kind it looked at. */
export interface CutTextCheck {
  readonly cut: CutText[];
  readonly seen: Record<LabelKind, number>;
}

/**
 * Every visible label on the page whose text is clipped, ends in an ellipsis, is hidden by an ancestor that
 * clips sideways, or sticks out of the screen.
 */
export function findCutText(page: Page): Promise<CutTextCheck> {
  return page.evaluate(
    ({ labels, serverNames }) => {
      const cut: CutText[] = [];
      const seen = Object.fromEntries(Object.keys(labels).map((kind) => [kind, 0])) as Record<
        LabelKind,
        number
      >;
      const checked = new Set<Element>();
      const visible = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
      };
      /** The nearest ancestor that cuts off what sticks out of it sideways (a scroller lets it be scrolled to). */
      const clippingAncestor = (node: Element) => {
        for (let up = node.parentElement; up; up = up.parentElement) {
          const overflow = getComputedStyle(up).overflowX;
          if (overflow === 'hidden' || overflow === 'clip') return up;
        }
        return null;
      };
      for (const [kind, selector] of Object.entries(labels) as [LabelKind, string][]) {
        for (const label of document.querySelectorAll(selector)) {
          if (label.closest('.wps-marquee, .wps-ticker__window, [aria-hidden="true"], .wps-visually-hidden'))
            continue;
          if (!visible(label)) continue;
          seen[kind] += 1;
          for (const node of [label, ...label.querySelectorAll('*')]) {
            if (checked.has(node) || !(node instanceof HTMLElement)) continue;
            if (node.closest('.wps-visually-hidden')) continue;
            checked.add(node);
            const text = node.textContent?.trim() ?? '';
            const serverName = node.closest(serverNames);
            if (serverName && serverName.getAttribute('title')?.trim() === serverName.textContent?.trim())
              continue;
            if (!text || !visible(node)) continue;
            const box = node.getBoundingClientRect();
            const style = getComputedStyle(node);
            const where = `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`;
            const clipsInline = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
            const clipsBlock = style.overflowY !== 'visible';
            const clip = clippingAncestor(node)?.getBoundingClientRect();
            const insideClip = !clip || (box.left >= clip.left - 1 && box.right <= clip.right + 1);
            const insideScreen = box.left >= -1 && box.right <= window.innerWidth + 1;
            // Inside a row that scrolls or slides sideways (tabs, vendor strips, carousels) a label may lie out of
            // sight until scrolled to.
            const inScroller =
              node.parentElement?.closest('[role="tablist"], .wps-vendor-strip, .swiper') !== null;
            if (
              (clipsInline && node.scrollWidth > node.clientWidth + 1) ||
              (clipsBlock && node.scrollHeight > node.clientHeight + 1) ||
              (!insideClip && !inScroller) ||
              (!insideScreen && !inScroller && box.top < window.innerHeight)
            )
              cut.push({ text, where });
          }
        }
      }
      return { cut, seen };
    },
    { labels: LABELS, serverNames: SERVER_NAMES },
  );
}
