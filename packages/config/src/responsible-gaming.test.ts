import { describe, expect, it } from 'vitest';
import { parseResponsibleGaming, RESPONSIBLE_GAMING_DEFAULTS } from './responsible-gaming';
import { parseRuntimeConfig } from './runtime-config';

const base = {
  merchantCode: 'demo',
  trialMerchantCode: 'demo_trial',
  defaultImageCDN: 'https://img.example',
  brandName: 'Demo Bet',
};

describe('responsible gaming settings', () => {
  it('are on by default: age 18, a reality check every 60 minutes, no help links', () => {
    expect(parseRuntimeConfig(base).responsibleGaming).toEqual({
      enabled: true,
      minimumAge: 18,
      realityCheckMinutes: 60,
      helpLinks: [],
    });
  });

  it('take the merchant age, interval and links', () => {
    const problems: string[] = [];
    const settings = parseResponsibleGaming(
      {
        minimumAge: 21,
        realityCheckMinutes: 0,
        helpLinks: [
          { title: ' Help line ', url: 'https://help.example/chat' },
          { title: 'Ours', url: '/m/help' },
        ],
      },
      problems,
    );
    expect(problems).toEqual([]);
    expect(settings).toEqual({
      enabled: true,
      minimumAge: 21,
      realityCheckMinutes: 0,
      helpLinks: [
        { title: 'Help line', url: 'https://help.example/chat' },
        { title: 'Ours', url: '/m/help' },
      ],
    });
    expect(parseResponsibleGaming({ enabled: false }, problems).enabled).toBe(false);
  });

  it('refuse an age under 18, a broken interval and links that are no web address', () => {
    expect(() =>
      parseRuntimeConfig({
        ...base,
        responsibleGaming: {
          minimumAge: 16,
          realityCheckMinutes: -5,
          helpLinks: [{ title: 'x', url: 'javascript:alert(1)' }],
        },
      }),
    ).toThrow(/minimumAge.*realityCheckMinutes.*helpLinks/);
    for (const url of ['//evil.example', 'data:text/html,x', '/\\evil.example']) {
      const problems: string[] = [];
      parseResponsibleGaming({ helpLinks: [{ title: 'x', url }] }, problems);
      expect(problems).toHaveLength(1);
    }
    const problems: string[] = [];
    expect(parseResponsibleGaming('on', problems)).toBe(RESPONSIBLE_GAMING_DEFAULTS);
    expect(problems).toEqual(['responsibleGaming must be an object']);
  });
});
