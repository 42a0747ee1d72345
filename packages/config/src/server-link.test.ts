import { describe, expect, it } from 'vitest';
import { resolveServerLink } from './server-link';

const ORIGIN = 'https://play.example';

describe('resolveServerLink', () => {
  it('opens http and https addresses of other sites outside', () => {
    expect(resolveServerLink('https://help.example/a?b=1', ORIGIN)).toEqual({
      kind: 'external',
      href: 'https://help.example/a?b=1',
    });
    expect(resolveServerLink('  HTTP://A.example ', ORIGIN)).toEqual({
      kind: 'external',
      href: 'http://a.example/',
    });
  });

  it('routes same-origin paths to the app that owns them, query and hash kept', () => {
    expect(resolveServerLink('/m/rewardCenter', ORIGIN)).toEqual({
      kind: 'internal',
      path: '/m/rewardCenter',
      app: 'player',
    });
    expect(resolveServerLink('/m/activityDetail?id=7#rules', ORIGIN)).toEqual({
      kind: 'internal',
      path: '/m/activityDetail?id=7#rules',
      app: 'player',
    });
    expect(resolveServerLink('https://play.example/m/agent/team/overview', ORIGIN)).toEqual({
      kind: 'internal',
      path: '/m/agent/team/overview',
      app: 'agent',
    });
    expect(resolveServerLink('/m/redRain', `${ORIGIN}/m/home`)).toMatchObject({ app: 'agent' });
  });

  it('treats the same host on another scheme or port as another site', () => {
    expect(resolveServerLink('http://play.example/m/home', ORIGIN)).toMatchObject({ kind: 'external' });
    expect(resolveServerLink('https://play.example:8443/m/home', ORIGIN)).toMatchObject({
      kind: 'external',
    });
  });

  it.each([
    ['javascript:alert(1)'],
    [' JavaScript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['\u0000javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['blob:https://play.example/1'],
    ['mailto:x@evil.example'],
    ['ftp://evil.example/'],
    [''],
    ['   '],
    ['https://user:pass@evil.example/'],
    ['http://[::1'],
  ])('refuses %j', (href) => {
    expect(resolveServerLink(href, ORIGIN)).toEqual({ kind: 'refused' });
  });

  it.each([
    ['//evil.example/m/home'],
    ['/\\evil.example/m/home'],
    ['\\\\evil.example'],
    ['/\tevil.example/'],
    ['/\t/evil.example/'],
    ['/\n/evil.example/'],
    [' //evil.example'],
  ])('refuses %j, a path in looks that the browser resolves to another host', (href) => {
    expect(resolveServerLink(href, ORIGIN)).toEqual({ kind: 'refused' });
  });

  it('reads a scheme the way the browser does', () => {
    expect(resolveServerLink('ht\ttps://a.example', ORIGIN)).toEqual({
      kind: 'external',
      href: 'https://a.example/',
    });
    // Same scheme as the page without slashes is a relative path on our site (outside /m here).
    expect(resolveServerLink('https:evil.example', ORIGIN)).toEqual({ kind: 'refused' });
  });

  it('refuses same-origin paths outside the product', () => {
    expect(resolveServerLink('/wps/member/info', ORIGIN)).toEqual({ kind: 'refused' });
    expect(resolveServerLink('/admin', ORIGIN)).toEqual({ kind: 'refused' });
  });

  it('refuses everything when the origin itself is not a URL', () => {
    expect(resolveServerLink('/m/home', 'not a url')).toEqual({ kind: 'refused' });
  });
  it.each([['/\\evil.com'], ['/\t/evil.com'], ['//evil.com'], ['javascript:alert(document.cookie)']])(
    'never leaves the site for %j',
    (href) => {
      expect(resolveServerLink(href, ORIGIN)).toEqual({ kind: 'refused' });
      expect(resolveServerLink(href, ORIGIN, { sitePaths: true })).toEqual({ kind: 'refused' });
    },
  );

  it('reads a tab after the first slash as the browser does: a path of our own site', () => {
    expect(resolveServerLink('/\tevil.com', ORIGIN)).toEqual({ kind: 'refused' });
    expect(resolveServerLink('/\tevil.com', ORIGIN, { sitePaths: true })).toEqual({
      kind: 'site',
      path: '/evil.com',
    });
  });

  it.each([
    ['/.//evil.example/x'],
    ['/./\\evil.example/x'],
    ['/m/..//evil.example/x'],
    ['/x/..//evil.example'],
    ['https://play.example/.//evil.example/x'],
    ['/%2e//evil.example/x'],
  ])('refuses %j, a path of our site that resolves to another host when followed', (href) => {
    expect(resolveServerLink(href, ORIGIN)).toEqual({ kind: 'refused' });
    expect(resolveServerLink(href, ORIGIN, { sitePaths: true })).toEqual({ kind: 'refused' });
  });

  it('refuses a plain-http address from an https page when the link must be secure (pay, launch)', () => {
    const secure = { sitePaths: true, httpsOnSecurePage: true } as const;
    expect(resolveServerLink('http://pay.example/order/1', ORIGIN, secure)).toEqual({
      kind: 'refused',
      reason: 'insecure',
    });
    expect(resolveServerLink('https://pay.example/order/1', ORIGIN, secure)).toEqual({
      kind: 'external',
      href: 'https://pay.example/order/1',
    });
    expect(resolveServerLink('/wps/demo/game?id=1', ORIGIN, secure)).toEqual({
      kind: 'site',
      path: '/wps/demo/game?id=1',
    });
    // A page served over http may open either; a link that need not be secure is judged as before.
    expect(resolveServerLink('http://pay.example/', 'http://play.example', secure)).toMatchObject({
      kind: 'external',
    });
    expect(resolveServerLink('http://help.example/', ORIGIN)).toMatchObject({ kind: 'external' });
  });

  it('follows same-origin paths outside the product only when asked (a launch URL)', () => {
    expect(resolveServerLink('/wps/demo/game?id=1', ORIGIN, { sitePaths: true })).toEqual({
      kind: 'site',
      path: '/wps/demo/game?id=1',
    });
    expect(resolveServerLink('/m/home', ORIGIN, { sitePaths: true })).toMatchObject({ kind: 'internal' });
    expect(resolveServerLink('https://user:pw@play.example/x', ORIGIN, { sitePaths: true })).toEqual({
      kind: 'refused',
    });
  });
});
