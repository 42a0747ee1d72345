import { describe, expect, it } from 'vitest';
import { chunkClosure, filesBeyondEntries } from './chunk-files.mjs';

const chunk = (fileName, extra = {}) => ({
  type: 'chunk',
  fileName,
  imports: [],
  isEntry: false,
  viteMetadata: { importedCss: new Set(extra.css ?? []) },
  ...extra,
});

const bundle = {
  'index.js': chunk('index.js', { isEntry: true, imports: ['vendor.js'] }),
  'vendor.js': chunk('vendor.js'),
  'home.js': chunk('home.js', { imports: ['vendor.js', 'dialog.js'], css: ['home.css'] }),
  'dialog.js': chunk('dialog.js', { imports: ['icons.js'], css: ['dialog.css'] }),
  'icons.js': chunk('icons.js'),
  'home.css': { type: 'asset', fileName: 'home.css' },
};

describe('chunk files', () => {
  it('follow static imports deep, with each chunk’s styles', () => {
    expect([...chunkClosure(bundle, bundle['home.js'])]).toEqual([
      'home.js',
      'home.css',
      'vendor.js',
      'dialog.js',
      'dialog.css',
      'icons.js',
    ]);
  });

  it('leave out what an entry loads already', () => {
    expect(filesBeyondEntries(bundle, bundle['home.js'])).toEqual([
      'home.js',
      'home.css',
      'dialog.js',
      'dialog.css',
      'icons.js',
    ]);
  });
});
