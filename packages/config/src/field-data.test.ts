import { describe, expect, it } from 'vitest';
import { parseFieldData } from './field-data';

function parsed(raw: unknown) {
  const problems: string[] = [];
  return { ...parseFieldData(raw, problems), problems };
}

describe('parseFieldData', () => {
  it('is off when the file names no field data', () => {
    expect(parsed(undefined)).toEqual({ problems: [] });
  });

  it('reports to a path of the site or an http(s) URL at the rate the file names', () => {
    expect(parsed({ beaconUrl: '/wps/ext/vitals/beacon', sampleRate: 1 })).toEqual({
      fieldData: { beaconUrl: '/wps/ext/vitals/beacon', sampleRate: 1 },
      problems: [],
    });
    expect(parsed({ beaconUrl: 'https://rum.example/beacon', sampleRate: 0.05 }).fieldData).toEqual({
      beaconUrl: 'https://rum.example/beacon',
      sampleRate: 0.05,
    });
  });

  it('stays off at a rate of 0, with nothing to report', () => {
    expect(parsed({ beaconUrl: '/wps/ext/vitals/beacon', sampleRate: 0 })).toEqual({ problems: [] });
  });

  it('refuses URLs that leave the site in disguise, carry credentials or are no web address', () => {
    for (const beaconUrl of [
      '//evil.example/b',
      '/\\evil.example',
      'javascript:alert(1)',
      'https://u:p@rum.example/',
      'beacon',
      7,
    ])
      expect(parsed({ beaconUrl, sampleRate: 1 }).problems, String(beaconUrl)).toEqual([
        expect.stringMatching(/fieldData\.beaconUrl/),
      ]);
  });

  it('needs both the URL and a rate from 0 to 1', () => {
    for (const sampleRate of [-0.1, 1.5, '1', Number.NaN, undefined])
      expect(parsed({ beaconUrl: '/b', sampleRate }).problems, String(sampleRate)).toEqual([
        expect.stringMatching(/fieldData\.sampleRate/),
      ]);
    expect(parsed({ sampleRate: 1 }).problems).toEqual([expect.stringMatching(/beaconUrl/)]);
    expect(parsed('on').problems).toHaveLength(2);
  });
});
