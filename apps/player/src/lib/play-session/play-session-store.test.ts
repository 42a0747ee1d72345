import { beforeEach, describe, expect, it } from 'vitest';
import { beginPlaySession, PLAY_SESSION_KEY, readPlaySession, updatePlaySession } from './play-session-store';

describe('play session store', () => {
  beforeEach(() => sessionStorage.clear());

  it('starts once per account and keeps counting across reads', () => {
    const first = beginPlaySession('player01', 1000);
    expect(first).toEqual({ userName: 'player01', startedAt: 1000 });
    expect(beginPlaySession('player01', 5000).startedAt).toBe(1000);
    expect(beginPlaySession('player02', 6000)).toEqual({ userName: 'player02', startedAt: 6000 });
  });

  it('adds the opening balance and the last Continue to the same account only', () => {
    beginPlaySession('player01', 1000);
    updatePlaySession('player01', { openingBalance: 250.5 });
    expect(updatePlaySession('player02', { acknowledgedAt: 9 })).toBeUndefined();
    updatePlaySession('player01', { acknowledgedAt: 4000 });
    expect(readPlaySession()).toEqual({
      userName: 'player01',
      startedAt: 1000,
      openingBalance: 250.5,
      acknowledgedAt: 4000,
    });
  });

  it('treats a damaged record as none', () => {
    sessionStorage.setItem(PLAY_SESSION_KEY, '{"userName":"x","startedAt":"soon"}');
    expect(readPlaySession()).toBeUndefined();
    sessionStorage.setItem(PLAY_SESSION_KEY, 'not json');
    expect(readPlaySession()).toBeUndefined();
  });
});
