import { describe, expect, it } from 'vitest';
import { BOOT_SHELL, bootShellPlugin } from './boot-shell-plugin.mjs';

const transform = (html) => bootShellPlugin().transformIndexHtml.handler(html);

describe('boot shell plugin', () => {
  it('writes the loading status into the empty root, and nothing else', () => {
    const html = '<body><div id="root"></div><noscript>On</noscript></body>';
    expect(transform(html)).toBe(`<body><div id="root">${BOOT_SHELL}</div><noscript>On</noscript></body>`);
    expect(BOOT_SHELL).toContain('role="status" aria-label="Loading"');
    expect(BOOT_SHELL).not.toContain('style=');
  });

  it('refuses an HTML without an empty root, rather than building an app without its shell', () => {
    expect(() => transform('<div id="root"><p>Old</p></div>')).toThrow(/no <div id="root"><\/div>/);
  });
});
