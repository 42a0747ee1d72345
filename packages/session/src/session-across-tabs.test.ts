// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchSessionInOtherTabs } from './session-across-tabs';
import { readSession, writeSession, type SessionInfo } from './session-info';

const session: SessionInfo = {
  token: 'tok-1',
  merchantCode: 'demo',
  userName: 'ana',
  type: 0,
  firstTimeLogin: false,
};

/** What the browser does in this tab when another tab changes local storage (it has already changed it). */
function otherTabChanged(key: string | null, oldValue: string | null, newValue: string | null): void {
  if (key === null) localStorage.clear();
  else if (newValue === null) localStorage.removeItem(key);
  else localStorage.setItem(key, newValue);
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue, storageArea: localStorage }));
}

describe('the session across tabs', () => {
  let stop: () => void;
  const onEnded = vi.fn();

  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    onEnded.mockReset();
    writeSession(session);
    sessionStorage.setItem('trialName', 'x');
    stop = watchSessionInOtherTabs(onEnded);
  });
  afterEach(() => stop());

  it('a logout or expiry in another tab signs this tab out once, with the token that ended', () => {
    otherTabChanged('MC_SESSION_INFO', JSON.stringify(session), null);
    expect(readSession()).toBeUndefined();
    expect(sessionStorage.getItem('trialName')).toBeNull();
    expect(onEnded).toHaveBeenCalledExactlyOnceWith('tok-1');
    // This tab is signed out now: a further change elsewhere is not a second sign-out.
    otherTabChanged('MC_SESSION_INFO', null, null);
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('local storage cleared as a whole ends the session too', () => {
    otherTabChanged(null, null, null);
    expect(onEnded).toHaveBeenCalledExactlyOnceWith('tok-1');
  });

  it('a new sign-in in another tab replaces this tab’s session without a sign-out', () => {
    const next = { ...session, token: 'tok-2', userName: 'ben' };
    otherTabChanged('MC_SESSION_INFO', JSON.stringify(session), JSON.stringify(next));
    expect(onEnded).not.toHaveBeenCalled();
    expect(readSession()).toEqual(next);
  });

  it('other keys, session storage and a stopped watch are left alone', () => {
    otherTabChanged('language', null, 'TY');
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'MC_SESSION_INFO', newValue: null, storageArea: sessionStorage }),
    );
    stop();
    otherTabChanged('MC_SESSION_INFO', JSON.stringify(session), null);
    expect(onEnded).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('MC_SESSION_INFO')).not.toBeNull();
  });

  it('a watch started late goes through the events that came before it, in order', () => {
    stop();
    const kept: StorageEvent[] = [];
    const keep = (event: StorageEvent) => kept.push(event);
    window.addEventListener('storage', keep);
    const next = { ...session, token: 'tok-2' };
    otherTabChanged('MC_SESSION_INFO', JSON.stringify(session), JSON.stringify(next));
    otherTabChanged('MC_SESSION_INFO', JSON.stringify(next), null);
    window.removeEventListener('storage', keep);
    // Nothing happened to this tab while no watch ran.
    expect(readSession()).toEqual(session);
    stop = watchSessionInOtherTabs(onEnded, { earlier: kept });
    // The new sign-in was taken, then its logout ended it: the token that ended is the second one.
    expect(onEnded).toHaveBeenCalledExactlyOnceWith('tok-2');
    expect(readSession()).toBeUndefined();
  });
});
