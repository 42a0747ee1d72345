import { describe, expect, it } from 'vitest';
import { landingChunkNamer, landingChunks } from './landing-chunks';
import type { ModuleFacts, ModuleGraph } from './used-closure';

/** A module graph from `id: [static imports]`; every call of `getModuleInfo` in one graph returns one object. */
function graph(imports: Record<string, string[]>): ModuleGraph {
  const infos = new Map<string, ModuleFacts>(
    Object.entries(imports).map(([id, importedIds]) => [id, { importedIds }]),
  );
  return { getModuleInfo: (id) => infos.get(id) ?? null };
}

const modules = {
  main: ['app', 'button'],
  early: ['routes'],
  app: ['routes'],
  button: [],
  routes: [],
  home: ['banner', 'dialog', 'button'],
  banner: ['image'],
  image: [],
  dialog: ['button'],
  login: ['dialog', 'form'],
  form: [],
  other: ['form'],
};
const landing = [
  { chunk: 'home-screen', file: 'home' },
  { chunk: 'login-screen', file: 'login' },
];

describe('landing chunks', () => {
  it('put a landing screen and what it imports, less what the entries load, in one chunk', () => {
    const chunks = landingChunks(graph(modules), ['main', 'early'], landing);
    expect(Object.fromEntries(chunks)).toEqual({
      home: 'home-screen',
      banner: 'home-screen',
      image: 'home-screen',
      dialog: 'landing-shared',
      login: 'login-screen',
      form: 'login-screen',
    });
  });

  it('put a module two landing screens share in the shared chunk', () => {
    const chunks = landingChunks(graph(modules), ['main', 'early'], landing);
    expect(chunks.get('dialog')).toBe('landing-shared');
    // A screen that is not a landing screen keeps its own chunk.
    expect(chunks.has('other')).toBe(false);
  });

  it('refuse a landing screen the build does not have', () => {
    expect(() => landingChunks(graph(modules), ['main'], [{ chunk: 'x', file: 'missing' }])).toThrow(
      'the landing screen missing is not in the build',
    );
  });

  it('name chunks for the bundler, working the graph out again for a new pass', () => {
    const name = landingChunkNamer(['main', 'early'], landing);
    expect(name('banner', graph(modules))).toBe('home-screen');
    expect(name('button', graph(modules))).toBeNull();
    const moved = graph({ ...modules, main: ['app', 'button', 'banner'] });
    expect(name('banner', moved)).toBeNull();
    expect(name('image', moved)).toBeNull();
    expect(name('dialog', moved)).toBe('landing-shared');
  });
});
