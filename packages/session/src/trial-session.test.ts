// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { readSession, writeSession } from './session-info';
import { readToken, readTrialName, readTrialSession, writeTrialSession } from './trial-session';

describe('trial session', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('stores only the token and the trial merchant code, with the trial name apart', () => {
    writeTrialSession({ token: 'trial-tok', merchantCode: 'demo_trial', trialName: 'guest123' });
    expect(JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '')).toEqual({
      token: 'trial-tok',
      merchantCode: 'demo_trial',
    });
    expect(sessionStorage.getItem('trialName')).toBe('guest123');
    expect(readTrialName()).toBe('guest123');
    expect(readTrialSession()).toEqual({ token: 'trial-tok', merchantCode: 'demo_trial' });
  });

  it('is never mistaken for a member session, and a member session is not a trial', () => {
    writeTrialSession({ token: 'trial-tok', merchantCode: 'demo_trial' });
    expect(readSession()).toBeUndefined();
    writeSession({ token: 'm', merchantCode: 'demo', userName: 'ana', type: 1, firstTimeLogin: false });
    expect(readTrialSession()).toBeUndefined();
  });

  it('gives the token of either kind of session for the Authorization header', () => {
    expect(readToken()).toBeUndefined();
    writeTrialSession({ token: 'trial-tok', merchantCode: 'demo_trial' });
    expect(readToken()).toBe('trial-tok');
    writeSession({
      token: 'member-tok',
      merchantCode: 'demo',
      userName: 'ana',
      type: 1,
      firstTimeLogin: true,
    });
    expect(readToken()).toBe('member-tok');
    sessionStorage.setItem('MC_SESSION_INFO', '{broken');
    expect(readToken()).toBeUndefined();
  });

  it('drops a stale trial name when a new trial has none', () => {
    writeTrialSession({ token: 'a', merchantCode: 'demo_trial', trialName: 'old' });
    writeTrialSession({ token: 'b', merchantCode: 'demo_trial' });
    expect(readTrialName()).toBeUndefined();
  });
});
