import type { PopupAnnouncement } from '@wps-mobile/api-client/contract';
import { MODAL_EXIT_MS } from '@wps-mobile/ui';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberPopupHidden } from './popup-memory';
import { useAnnouncementPopup } from './use-announcement-popup';

// No session in these tests: the visitor audience (B).
const visitorPopup: PopupAnnouncement = {
  id: 1,
  title: 'Join us',
  content: '<p>Welcome</p>',
  promotionType: '',
  execution: 'B',
};
const memberPopup: PopupAnnouncement = { ...visitorPopup, id: 2, title: 'Members only', execution: 'A' };

type Popups = readonly PopupAnnouncement[] | undefined;

function renderPopup(popups: Popups) {
  const view = renderHook(({ list }: { list: Popups }) => useAnnouncementPopup(list), {
    initialProps: { list: popups },
  });
  const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
  return { ...view, wait };
}

describe('useAnnouncementPopup', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('holds the turn while the list is loading, then opens 500 ms after it arrives', () => {
    const { result, rerender, wait } = renderPopup(undefined);
    wait(2000);
    expect(result.current).toMatchObject({ open: false, done: false });
    rerender({ list: [visitorPopup] });
    wait(499);
    expect(result.current).toMatchObject({ open: false, done: false });
    wait(1);
    expect(result.current).toMatchObject({ open: true, done: false });
  });

  it('passes the turn once closed and its exit animation is over', () => {
    const { result, wait } = renderPopup([visitorPopup]);
    wait(500);
    act(() => result.current.close());
    expect(result.current).toMatchObject({ open: false, done: false });
    wait(MODAL_EXIT_MS);
    expect(result.current.done).toBe(true);
  });

  it('is done without opening when nothing is for this audience', () => {
    const { result, wait } = renderPopup([memberPopup]);
    expect(result.current.done).toBe(false);
    wait(500);
    expect(result.current).toMatchObject({ open: false, done: true });
  });

  it('is done without opening when these announcements were closed before', () => {
    rememberPopupHidden('B', [visitorPopup]);
    const { result, wait } = renderPopup([visitorPopup]);
    wait(500);
    expect(result.current).toMatchObject({ open: false, done: true });
  });

  it('takes the turn back while a changed list is being decided', () => {
    const { result, rerender, wait } = renderPopup([]);
    wait(500);
    expect(result.current.done).toBe(true);
    rerender({ list: [visitorPopup] });
    expect(result.current.done).toBe(false);
    wait(500);
    expect(result.current).toMatchObject({ open: true, done: false });
  });

  it('names what it will show as soon as the list arrives, and nothing it will not open', () => {
    const { result, rerender } = renderPopup(undefined);
    expect(result.current.upcoming).toEqual([]);
    rerender({ list: [visitorPopup, memberPopup] });
    // Before the 500 ms are over: its content can be prepared while it waits.
    expect(result.current.upcoming).toEqual([visitorPopup]);
    rerender({ list: [memberPopup] });
    expect(result.current.upcoming).toEqual([]);
    rememberPopupHidden('B', [visitorPopup]);
    rerender({ list: [visitorPopup] });
    expect(result.current.upcoming).toEqual([]);
  });
});
