// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, readSession, writeSession, type SessionInfo } from './session-info';

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

  it('keeps the session under MC_SESSION_INFO in session storage only', () => {
    writeSession(session);
    expect(JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}')).toEqual(session);
    expect(localStorage.length).toBe(0);
    expect(readSession()).toEqual(session);
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
    expect(sessionStorage.getItem('trialName')).toBeNull();
    expect(sessionStorage.getItem('other')).toBe('kept');
  });
});
