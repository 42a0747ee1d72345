import { describe, expect, it } from 'vitest';
import type { Measurements } from './measured';
import { collectNotes, endedOnByLabel, endedOnOf, pageNotes, redirectOf, shownLabel } from './notes';
import { firstScreen, lighthouse, sampleMeasurements } from './test-fixtures';

describe('redirectOf', () => {
  it('is undefined without a result or when path and query stayed the same', () => {
    expect(redirectOf(undefined)).toBeUndefined();
    expect(redirectOf({ url: 'http://a/m/home?x=1', finalUrl: 'http://a/m/home?x=1' })).toBeUndefined();
  });

  it('gives the path and query the page ended on', () => {
    expect(redirectOf({ url: 'http://a/m/agent', finalUrl: 'http://a/m/login?next=agent' })).toBe(
      '/m/login?next=agent',
    );
    expect(redirectOf({ url: 'http://a/m/gameList?gameType=RNG', finalUrl: 'http://a/m/gameList' })).toBe(
      '/m/gameList',
    );
  });
});

describe('endedOnOf', () => {
  it("prefers Chromium's final page and falls back to Lighthouse's", () => {
    const chromium = firstScreen('http://a/m/agent', 'http://a/m/home');
    const lh = lighthouse('http://a/m/agent', 'http://a/m/login');
    expect(endedOnOf({ firstScreen: chromium, lighthouse: lh, errors: [] })).toBe('/m/home');
    expect(endedOnOf({ lighthouse: lh, errors: [] })).toBe('/m/login');
    expect(endedOnOf({ errors: [] })).toBeUndefined();
  });
});

describe('pageNotes', () => {
  it('says who saw a redirect and drops the warning of Lighthouse that repeats it', () => {
    const notes = pageNotes('/m/agent', {
      firstScreen: firstScreen('http://a/m/agent', 'http://a/m/home'),
      lighthouse: lighthouse('http://a/m/agent', 'http://a/m/home', {
        warnings: ['The page was redirected to http://a/m/home', 'Slow server'],
      }),
      errors: [],
    });
    expect(notes).toEqual([
      '/m/agent: redirected to /m/home (seen by Chromium and Lighthouse); its numbers include that page',
      '/m/agent: Lighthouse warning: Slow server',
    ]);
  });

  it('keeps the redirect warning of Lighthouse when no redirect was seen', () => {
    const notes = pageNotes('/m/home', {
      lighthouse: lighthouse('http://a/m/home', undefined, { warnings: ['It was redirected to x'] }),
      errors: [],
    });
    expect(notes).toEqual(['/m/home: Lighthouse warning: It was redirected to x']);
  });

  it('counts unmapped responses and outside requests, naming the first three blocked, then the errors', () => {
    const notes = pageNotes('/m/home', {
      firstScreen: firstScreen('http://a/m/home', undefined, {
        unmapped: ['http://a/m/x.js'],
        blockedExternal: ['https://1', 'https://2', 'https://3', 'https://4'],
      }),
      lighthouse: lighthouse('http://a/m/home', undefined, { externalRequests: ['https://1', 'https://2'] }),
      errors: ['first screen of /m/home: boom'],
    });
    expect(notes).toEqual([
      '/m/home: 1 JS/CSS response(s) not found in a dist, sized from the response body',
      '/m/home: blocked 4 request(s) to other origins (https://1, https://2, https://3)',
      '/m/home: Lighthouse saw 2 request(s) to other origins',
      'ERROR first screen of /m/home: boom',
    ]);
  });

  it('is empty for a clean page', () => {
    expect(pageNotes('floor /', sampleMeasurements().floor)).toEqual([]);
  });
});

describe('collectNotes', () => {
  it('lists the gateway checks first, then each route in order, the floor app last', () => {
    const measurements: Measurements = sampleMeasurements();
    measurements.floor.errors.push('lighthouse floor: crashed');
    expect(collectNotes(measurements, [{ label: '/m/login', app: 'player' }])).toEqual([
      "/m/login: the gateway's HTML references other assets or runs other inline scripts than player/dist/index.html",
      '/m/agent: redirected to /m/home (seen by Chromium); its numbers include that page',
      'ERROR lighthouse /m/agent: timed out',
      'ERROR lighthouse floor: crashed',
    ]);
  });
});

describe('endedOnByLabel and shownLabel', () => {
  it('shows where a redirected route ended and leaves the others as they are', () => {
    const endedOn = endedOnByLabel(sampleMeasurements());
    expect([...endedOn]).toEqual([['/m/agent', '/m/home']]);
    expect(shownLabel('/m/agent', endedOn)).toBe('/m/agent → /m/home');
    expect(shownLabel('/m/home', endedOn)).toBe('/m/home');
  });
});
