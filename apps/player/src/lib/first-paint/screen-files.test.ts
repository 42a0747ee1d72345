import { afterEach, describe, expect, it } from 'vitest';
import { labelFilesKey, namedScreenFiles, preloadScreenFiles, SCREEN_FILES_META } from './screen-files';

function nameFiles(files: Record<string, unknown>, base = '/m/') {
  const meta = document.createElement('meta');
  meta.name = SCREEN_FILES_META;
  meta.content = JSON.stringify(files);
  meta.setAttribute('data-base', base);
  document.head.append(meta);
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the landing screen files the build names', () => {
  it('are the current screen’s, under the build’s base', () => {
    nameFiles({
      home: ['assets/home-screen-a1.js', 'assets/home-screen-b2.css'],
      login: ['assets/login-c3.js'],
    });
    expect(namedScreenFiles(document, 'home')).toEqual([
      '/m/assets/home-screen-a1.js',
      '/m/assets/home-screen-b2.css',
    ]);
    expect(namedScreenFiles(document, 'deposit')).toEqual([]);
    expect(namedScreenFiles(document, undefined)).toEqual([]);
  });

  it("include each language's labels, by its code in any case", () => {
    nameFiles({
      home: ['assets/home-a1.js'],
      'labels:TH': ['assets/th-d4.js'],
      'labels:EN': ['assets/en-e5.js'],
    });
    expect(namedScreenFiles(document, labelFilesKey('th'))).toEqual(['/m/assets/th-d4.js']);
    expect(namedScreenFiles(document, labelFilesKey('EN'))).toEqual(['/m/assets/en-e5.js']);
    expect(namedScreenFiles(document, labelFilesKey('XX'))).toEqual([]);
  });

  it('leave out anything that is not a plain file of the build', () => {
    nameFiles({ home: ['assets/ok.js', '//evil.example/x.js', 'https://evil.example/x.js', '../x.js', 7] });
    expect(namedScreenFiles(document, 'home')).toEqual(['/m/assets/ok.js']);
  });

  it('are none without the tag or with a broken one', () => {
    expect(namedScreenFiles(document, 'home')).toEqual([]);
    const meta = document.createElement('meta');
    meta.name = SCREEN_FILES_META;
    meta.content = '{not json';
    document.head.append(meta);
    expect(namedScreenFiles(document, 'home')).toEqual([]);
  });

  it('are asked for as module and style preloads with CORS, as the app loads them, each once', () => {
    nameFiles({ home: ['assets/home-a1.js', 'assets/home-b2.css'] });
    preloadScreenFiles(document, 'home');
    preloadScreenFiles(document, 'home');
    const links = [...document.head.querySelectorAll('link')].map((link) => [
      link.rel,
      link.getAttribute('as'),
      link.getAttribute('href'),
      link.getAttribute('crossorigin'),
    ]);
    expect(links).toEqual([
      ['modulepreload', null, '/m/assets/home-a1.js', ''],
      ['preload', 'style', '/m/assets/home-b2.css', ''],
    ]);
  });
});
