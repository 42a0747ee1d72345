import { useEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';

const BUSY_RETRY_MS = 250;

/**
 * Moves the carousel on every `delayMs` while it plays, on a plain timer.
 *
 * Swiper's own autoplay module counts the time left on every animation frame, so a page with two carousels
 * never goes idle: on a cheap phone that is a busy main thread for as long as the page is open. A timer wakes
 * the page once per slide instead. The timer also rests while the page is hidden or the carousel is scrolled
 * out of view, and starts over after every slide change, so a swipe gets a full `delayMs` before the next move.
 * Before Swiper has started (`swiper` null) the first move is `onFirstMove`'s: the carousel starts Swiper then.
 * Returns whether it is playing now.
 */
export function useAutoplay(
  swiper: SwiperInstance | null,
  root: HTMLElement | null,
  delayMs: number,
  paused: boolean,
  onFirstMove: () => void,
): boolean {
  const onScreen = useOnScreen(root);
  const pageVisible = usePageVisible();
  const playing = !paused && onScreen && pageVisible;
  const firstMove = useRef(onFirstMove);
  firstMove.current = onFirstMove;

  useEffect(() => {
    if (!playing) return;
    if (!swiper) {
      const first = window.setTimeout(() => firstMove.current(), delayMs);
      return () => window.clearTimeout(first);
    }
    let timer = window.setTimeout(advance, delayMs);
    function advance() {
      if (!swiper || swiper.destroyed) return;
      // Swiper refuses to move while a slide is still sliding or a finger holds it: try again shortly.
      const before = swiper.realIndex;
      swiper.slideNext();
      restart(swiper.realIndex !== before ? delayMs : BUSY_RETRY_MS);
    }
    function restart(afterMs = delayMs) {
      window.clearTimeout(timer);
      timer = window.setTimeout(advance, afterMs);
    }
    const onSlideChange = () => restart();
    swiper.on('slideChange', onSlideChange);
    return () => {
      window.clearTimeout(timer);
      if (!swiper.destroyed) swiper.off('slideChange', onSlideChange);
    };
  }, [swiper, playing, delayMs]);
  return playing;
}

/** Whether the element is (at least partly) in the viewport; true where IntersectionObserver is missing. */
function useOnScreen(element: HTMLElement | null): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) setOnScreen(last.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return onScreen;
}

function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => typeof document === 'undefined' || !document.hidden);
  useEffect(() => {
    const onChange = () => setVisible(!document.hidden);
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return visible;
}
