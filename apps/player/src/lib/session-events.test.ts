import { describe, expect, it, vi } from 'vitest';
import { notifySessionExpired, onSessionExpired } from './session-events';

describe('session events', () => {
  it('tells subscribers, and keeps an expiry that came before anyone listened', () => {
    notifySessionExpired();
    const early = vi.fn();
    const stop = onSessionExpired(early);
    expect(early).toHaveBeenCalledTimes(1);
    notifySessionExpired();
    expect(early).toHaveBeenCalledTimes(2);
    stop();
    notifySessionExpired();
    const late = vi.fn();
    onSessionExpired(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
