import { describe, expect, it } from 'vitest';
import { classifyLink } from './content-links';

describe('classifyLink', () => {
  it('opens http and https addresses outside the app', () => {
    expect(classifyLink('https://help.example/')).toEqual({
      kind: 'external',
      href: 'https://help.example/',
    });
    expect(classifyLink('HTTP://a.example')).toEqual({ kind: 'external', href: 'HTTP://a.example' });
  });

  it('routes paths inside the app', () => {
    expect(classifyLink('/m/register')).toEqual({ kind: 'internal', path: '/m/register' });
  });

  it('never follows script, data or protocol-relative links', () => {
    for (const href of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', '//evil.example'])
      expect(classifyLink(href)).toEqual({ kind: 'none' });
  });
});
