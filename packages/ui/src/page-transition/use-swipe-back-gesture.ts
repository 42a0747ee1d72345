import { useCallback, useEffect, useRef } from 'react';
import { CONSTANTS } from '@wps-mobile/config';

/** How long after the finger lifts a back navigation still counts as caused by that swipe. */
const GESTURE_MEMORY_MS = 1000;

interface Gesture {
  startX: number;
  startY: number;
  endX: number;
  endY: number;
  endedAt: number;
}

function firstTouch(event: TouchEvent): { clientX: number; clientY: number } | undefined {
  return event.changedTouches[0] ?? event.touches[0];
}

/**
 * Watches horizontal swipes on the page and returns `wasSwipeBack()`: true once if the last gesture moved
 * more than `thresholdPx` (spec: 100) sideways and ended less than a second ago. The app asks it when a
 * back navigation happens and then renders the page without the fade.
 */
export function useSwipeBackGesture(thresholdPx: number = CONSTANTS.swipeBackThresholdPx): () => boolean {
  const gesture = useRef<Gesture | null>(null);

  useEffect(() => {
    function onStart(event: TouchEvent) {
      const touch = firstTouch(event);
      if (!touch) return;
      gesture.current = {
        startX: touch.clientX,
        startY: touch.clientY,
        endX: touch.clientX,
        endY: touch.clientY,
        endedAt: 0,
      };
    }
    function onEnd(event: TouchEvent) {
      const touch = firstTouch(event);
      if (!touch || !gesture.current) return;
      gesture.current = { ...gesture.current, endX: touch.clientX, endY: touch.clientY, endedAt: Date.now() };
    }
    // Passive: watching must never delay scrolling on slow phones.
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchend', onEnd);
    };
  }, []);

  return useCallback(() => {
    const last = gesture.current;
    gesture.current = null;
    if (!last || last.endedAt === 0 || Date.now() - last.endedAt > GESTURE_MEMORY_MS) return false;
    const dx = Math.abs(last.endX - last.startX);
    const dy = Math.abs(last.endY - last.startY);
    return dx > thresholdPx && dx > dy;
  }, [thresholdPx]);
}
