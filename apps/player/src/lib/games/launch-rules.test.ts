import { WPS_ERROR_CODES } from '@wps-mobile/api-client';
import { describe, expect, it } from 'vitest';
import { launchDestination, launchFailureKey, playModeFor } from './launch-rules';

const origin = 'https://site.example';

describe('playModeFor', () => {
  it('plays for real as a member, whatever the game says', () => {
    expect(playModeFor({ kind: 'member', type: 0 }, { supportPlay: 1, freeplay: 0 })).toBe('real');
  });

  it('plays free as a trial account where the game allows it, and not at all where it does not', () => {
    const trial = { kind: 'trial' } as const;
    expect(playModeFor(trial, { supportPlay: 0, freeplay: 0 })).toBe('free');
    expect(playModeFor(trial, { supportPlay: 1, freeplay: 1 })).toBe('free');
    expect(playModeFor(trial, { supportPlay: 1, freeplay: 0 })).toBe('noFreePlay');
    expect(playModeFor(trial, {})).toBe('free');
  });
});

describe('launchDestination', () => {
  it('follows http(s) addresses and paths on our origin', () => {
    expect(launchDestination('https://games.example/play?id=1', origin)).toEqual({
      kind: 'page',
      href: 'https://games.example/play?id=1',
    });
    expect(launchDestination('/wps/demo/game?nodeId=1', origin)).toEqual({
      kind: 'page',
      href: 'https://site.example/wps/demo/game?nodeId=1',
    });
  });

  it('refuses script, data, protocol-relative and backslash addresses', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example/x',
      '/\\evil.example',
      ' ',
      'ftp://x',
      '/\t/evil.example/x',
      '\\\\evil.example',
      'java\tscript:alert(1)',
      'https://user:pass@evil.example/',
    ])
      expect(launchDestination(url, origin)).toEqual({ kind: 'refused' });
  });

  it('refuses a path of our site that the browser would follow to another host', () => {
    for (const url of ['/.//evil.example/x', '/wps/..//evil.example/x', '/%2e//evil.example'])
      expect(launchDestination(url, origin)).toEqual({ kind: 'refused' });
  });

  it('refuses a plain-http game on an https page, and says why', () => {
    expect(launchDestination('http://games.example/play', origin)).toEqual({
      kind: 'refused',
      reason: 'insecure',
    });
    expect(launchDestination('http://games.example/play', 'http://site.example')).toEqual({
      kind: 'page',
      href: 'http://games.example/play',
    });
  });

  it('reads a tab inside a path the way the browser does: it stays on our site', () => {
    expect(launchDestination('/\tevil.example/x', origin)).toEqual({
      kind: 'page',
      href: 'https://site.example/evil.example/x',
    });
  });
});

describe('launchFailureKey', () => {
  const failure = (errorCode: string) => ({ status: 400, errorCode, message: 'server text' });

  it('names a previous game still open and a busy system', () => {
    expect(launchFailureKey(failure(WPS_ERROR_CODES.previousGameNotFinished))).toBe(
      'messages.previousGameNotFinished',
    );
    expect(launchFailureKey(failure(WPS_ERROR_CODES.systemBusy))).toBe('errors.systemBusy');
    expect(launchFailureKey(failure('other'))).toBeUndefined();
  });
});
