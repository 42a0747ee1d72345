import { describe, expect, it } from 'vitest';
import { parseHtmlAssets } from './html-assets';

describe('parseHtmlAssets', () => {
  it('finds module scripts, modulepreloads, stylesheets and inline scripts, and ignores other links and comments', () => {
    const html = `<!doctype html><html><head>
      <link rel="icon" href="/m/favicon.svg">
      <link rel="manifest" href="/m/manifest.webmanifest">
      <script type="module" crossorigin src="/m/assets/index-A1.js"></script>
      <link rel="modulepreload" crossorigin href="/m/assets/vendor-B2.js">
      <link rel=stylesheet href='/m/assets/index-C3.css'>
      <link href="/m/assets/print.css" media="print" rel="stylesheet">
      <!-- <script src="/m/assets/commented.js"></script> -->
      <!-- <script>window.commented = 1</script> -->
      <script>window.inline = 1</script>
      </head><body><div id="root"></div></body></html>`;
    expect(parseHtmlAssets(html)).toEqual({
      scripts: ['/m/assets/index-A1.js'],
      modulePreloads: ['/m/assets/vendor-B2.js'],
      stylesheets: ['/m/assets/index-C3.css', '/m/assets/print.css'],
      inlineScripts: ['window.inline = 1'],
    });
  });

  it('returns the inline scripts a browser runs and leaves out data blocks, empty and nomodule scripts', () => {
    const html = `<head>
      <script type="application/json" id="wps-runtime-config">{"merchant":"demo"}</script>
      <script type="application/ld+json">{"@type":"Thing"}</script>
      <script type="text/template"><p>not code</p></script>
      <script type="importmap">{"imports":{}}</script>
      <script type="module" src="/m/assets/index.js">ignored because of src</script>
      <script></script>
      <script nomodule>legacy()</script>
      </head><body>
      <script type="module" async>import.meta.url</script>
      <SCRIPT TYPE="Text/JavaScript">classic()</SCRIPT >
      <script type=application/javascript>app()</script>
      <script type="text/javascript" nomodule>old()</script>
      </body>`;
    expect(parseHtmlAssets(html).inlineScripts).toEqual(['import.meta.url', 'classic()', 'app()']);
  });

  it('does not take markup inside a script for tags', () => {
    const html =
      '<script type="module">document.head.insertAdjacentHTML("beforeend",' +
      '\'<link rel="stylesheet" href="/m/fake.css"><script src="/m/fake.js"></scr\'+\'ipt>\')</script>' +
      '<script>const c = "<!--"</script><link rel="stylesheet" href="/m/real.css">';
    const assets = parseHtmlAssets(html);
    expect(assets.scripts).toEqual([]);
    expect(assets.stylesheets).toEqual(['/m/real.css']);
    expect(assets.inlineScripts).toHaveLength(2);
    expect(assets.inlineScripts[1]).toBe('const c = "<!--"');
  });
});
