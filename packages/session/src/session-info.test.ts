// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, readSession, writeSession, type SessionInfo } from './session-info';
import { readTrialName, readTrialSession, writeTrialSession } from './trial-session';

const session: SessionInfo = {
  token: 't0k',
  merchantCode: 'demo',
  userName: 'ana',
  type: 1,
  firstTimeLogin: false,
};

describe('session storage', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('keeps the session under MC_SESSION_INFO in session storage and in local storage, and nothing else', () => {
    writeSession(session);
    expect(JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}')).toEqual(session);
    expect(JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? '{}')).toEqual(session);
    expect(localStorage.length).toBe(1);
    expect(readSession()).toEqual(session);
  });

  it('a new tab or a reopened app (empty session storage) finds the session and keeps it as its own', () => {
    writeSession(session);
    sessionStorage.clear();
    expect(readSession()).toEqual(session);
    expect(JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}')).toEqual(session);
  });

  it("a trial login keeps its name in this tab's session storage only", () => {
    writeTrialSession({ token: 'tt', merchantCode: 'demo_trial', trialName: 'guest1' });
    expect(localStorage.getItem('trialName')).toBeNull();
    sessionStorage.clear();
    expect(readTrialSession()).toEqual({ token: 'tt', merchantCode: 'demo_trial' });
    expect(readTrialName()).toBeUndefined();
  });

  it('treats a tampered or partial entry as no session', () => {
    sessionStorage.setItem('MC_SESSION_INFO', '{"token":""}');
    expect(readSession()).toBeUndefined();
    sessionStorage.setItem('MC_SESSION_INFO', 'not json');
    expect(readSession()).toBeUndefined();
  });

  it('forgets the session and a trial name, and nothing else', () => {
    writeSession(session);
    sessionStorage.setItem('trialName', 'guest1');
    sessionStorage.setItem('other', 'kept');
    clearSession();
    expect(readSession()).toBeUndefined();
    expect(localStorage.getItem('MC_SESSION_INFO')).toBeNull();
    expect(sessionStorage.getItem('trialName')).toBeNull();
    expect(sessionStorage.getItem('other')).toBe('kept');
  });
});
