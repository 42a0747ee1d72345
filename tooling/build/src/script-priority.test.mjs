import { describe, expect, it } from 'vitest';
import { lowerAppScriptPriority } from './script-priority.mjs';

const HTML = [
  '<script type="module" crossorigin src="/m/assets/index-A.js"></script>',
  '<link rel="modulepreload" crossorigin href="/m/assets/vendor-B.js">',
  '<link rel="modulepreload" crossorigin href="/m/assets/early-C.js">',
  '<link rel="stylesheet" crossorigin href="/m/assets/index-D.css">',
  '<script type="module" async crossorigin src="/m/assets/early-C.js"></script>',
].join('\n');

describe('lowerAppScriptPriority', () => {
  const out = lowerAppScriptPriority(HTML, (url) => url.endsWith('/early-C.js'));
  const line = (needle) => out.split('\n').find((l) => l.includes(needle)) ?? '';

  it('fetches the app’s script and its preloads at low priority', () => {
    expect(line('index-A.js')).toBe(
      '<script type="module" crossorigin fetchpriority="low" src="/m/assets/index-A.js"></script>',
    );
    expect(line('vendor-B.js')).toBe(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/m/assets/vendor-B.js">',
    );
  });

  it('leaves the kept script, async scripts and stylesheets as they were', () => {
    expect(out.split('\n').filter((l) => l.includes('early-C.js'))).toEqual([
      '<link rel="modulepreload" crossorigin href="/m/assets/early-C.js">',
      '<script type="module" async crossorigin src="/m/assets/early-C.js"></script>',
    ]);
    expect(line('index-D.css')).toBe('<link rel="stylesheet" crossorigin href="/m/assets/index-D.css">');
  });

  it('does not mark a tag twice', () => {
    expect(lowerAppScriptPriority(out, () => false)).toBe(lowerAppScriptPriority(HTML, () => false));
  });
});

describe('lowerAppScriptPriority on a build with no script to keep', () => {
  it('lowers every module script and preload, whatever the order of their attributes', () => {
    const html = '<link rel="modulepreload" href="/m/agent-app/assets/home-A.js" crossorigin>';
    expect(lowerAppScriptPriority(html, () => false)).toBe(
      '<link rel="modulepreload" fetchpriority="low" href="/m/agent-app/assets/home-A.js" crossorigin>',
    );
  });
});
