// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getConnectivity,
  reportRequest,
  resetConnectivity,
  subscribeConnectivity,
  watchConnectivity,
} from './connectivity';

afterEach(() => {
  resetConnectivity();
  vi.restoreAllMocks();
});

describe('connectivity signal', () => {
  it('goes slow after a slow answer or a timeout, and back online after a quick one', () => {
    const seen: string[] = [];
    subscribeConnectivity((status) => seen.push(status));
    reportRequest({ answered: true, durationMs: 6000, slowAfterMs: 5000 });
    reportRequest({ answered: true, durationMs: 50, slowAfterMs: 5000 });
    reportRequest({ answered: false, timedOut: true, durationMs: 15000, slowAfterMs: 5000 });
    expect(seen).toEqual(['slow', 'online', 'slow']);
  });

  it('goes offline on a failed request while the browser says offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    reportRequest({ answered: false, durationMs: 5, slowAfterMs: 5000 });
    expect(getConnectivity()).toBe('offline');
  });

  it('stays offline when an answer arrives while the browser says offline (from a cache, or sent before)', () => {
    const stop = watchConnectivity(window);
    try {
      const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      window.dispatchEvent(new Event('offline'));
      reportRequest({ answered: true, durationMs: 40, slowAfterMs: 5000 });
      reportRequest({ answered: false, timedOut: true, durationMs: 15000, slowAfterMs: 5000 });
      expect(getConnectivity()).toBe('offline');
      // The connection back: the browser's event, then answers as before.
      onLine.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      reportRequest({ answered: true, durationMs: 40, slowAfterMs: 5000 });
      expect(getConnectivity()).toBe('online');
    } finally {
      stop();
    }
  });

  it('stays online on a failed request while the browser says online (a server fault, not the network)', () => {
    reportRequest({ answered: false, durationMs: 5, slowAfterMs: 5000 });
    expect(getConnectivity()).toBe('online');
  });

  it('follows the browser online and offline events until stopped', () => {
    const stop = watchConnectivity(window);
    window.dispatchEvent(new Event('offline'));
    expect(getConnectivity()).toBe('offline');
    window.dispatchEvent(new Event('online'));
    expect(getConnectivity()).toBe('online');
    stop();
    window.dispatchEvent(new Event('offline'));
    expect(getConnectivity()).toBe('online');
  });
});
