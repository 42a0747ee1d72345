import type { PopupAnnouncement } from '@wps-mobile/api-client/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preparePopupContent } from './announcement-popup-section';

const announcement = (id: number): PopupAnnouncement => ({
  id,
  title: `Offer ${id}`,
  content: `<p>Offer ${id} for the prepare test</p>`,
  promotionType: '',
  execution: 'B',
});

describe('preparePopupContent', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('cleans the announcements in idle moments, one each, after the sanitiser is built', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    // Each clean parses the server's HTML once with the window's DOMParser.
    const parses = vi.spyOn(DOMParser.prototype, 'parseFromString');
    preparePopupContent([announcement(1), announcement(2)]);
    expect(parses).not.toHaveBeenCalled();
    idle.shift()?.(); // the sanitiser
    expect(parses).not.toHaveBeenCalled();
    idle.shift()?.();
    expect(parses).toHaveBeenCalledTimes(1);
    expect(parses.mock.calls[0]?.[0]).toContain('Offer 1');
    idle.shift()?.();
    expect(parses).toHaveBeenCalledTimes(2);
    expect(parses.mock.calls[1]?.[0]).toContain('Offer 2');
    expect(idle).toHaveLength(0);
  });
});
