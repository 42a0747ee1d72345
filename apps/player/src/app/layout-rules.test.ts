import { describe, expect, it } from 'vitest';
import { backTarget, layoutRulesFor } from './layout-rules';

describe('layout rules', () => {
  it('shows the home header only on home, which has no top bar', () => {
    expect(layoutRulesFor('home')).toEqual({
      homeHeader: true,
      topBar: false,
      bottom: true,
      footerMenu: true,
    });
    expect(layoutRulesFor('gameList').homeHeader).toBe(false);
  });

  it.each(['login', 'register', 'forget', 'changePsw', 'memberHome'] as const)(
    'hides the top bar on %s',
    (screen) => {
      expect(layoutRulesFor(screen).topBar).toBe(false);
      expect(layoutRulesFor(screen).bottom).toBe(false);
    },
  );

  it.each([
    'trial',
    'launchGame',
    'notice',
    'activity',
    'service',
    'moreLottery',
    'userAgreement',
    'maintenance',
    'winnerPage',
  ] as const)('hides the footer menu on %s', (screen) => {
    expect(layoutRulesFor(screen).footerMenu).toBe(false);
  });

  it('keeps the full shell on ordinary screens and the not-found page', () => {
    expect(layoutRulesFor('gameList')).toEqual({
      homeHeader: false,
      topBar: true,
      bottom: true,
      footerMenu: true,
    });
    expect(layoutRulesFor('notFound').topBar).toBe(true);
  });

  it('sends back home from the entry screens and when there is no history', () => {
    expect(backTarget('login', true)).toBe('home');
    expect(backTarget('activity', true)).toBe('home');
    expect(backTarget('gameList', true)).toBe('previous');
    expect(backTarget('gameList', false)).toBe('home');
  });
});
