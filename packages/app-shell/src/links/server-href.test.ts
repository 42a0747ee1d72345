import { describe, expect, it } from 'vitest';
import { serverHref } from './server-href';

describe('serverHref', () => {
  it('keeps web addresses and same-origin paths', () => {
    expect(serverHref('https://cdn.example/app.apk', 'https://site.example')).toBe(
      'https://cdn.example/app.apk',
    );
    expect(serverHref('/m/home', 'https://site.example')).toBe('/m/home');
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', '//evil.example/x', '/\\evil.example', ''])(
    'refuses %s',
    (raw) => expect(serverHref(raw, 'https://site.example')).toBeUndefined(),
  );
});
