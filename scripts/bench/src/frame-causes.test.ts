import { describe, expect, it } from 'vitest';
import { frameCause, packageOf, stackCause, type SourcedFrame } from './frame-causes';

const fn = (source: string | undefined, functionName = 'f'): SourcedFrame => ({
  functionName,
  url: 'http://127.0.0.1/m/assets/vendor-x.js',
  source,
  topLevel: false,
});
const topLevel: SourcedFrame = {
  functionName: '',
  url: 'http://127.0.0.1/m/assets/index-x.js',
  topLevel: true,
};
const engine = (functionName: string): SourcedFrame => ({ functionName, url: '', topLevel: false });
const ours = fn('apps/player/src/features/home/home-screen.tsx', 'HomeScreen');
const reactDom = fn('node_modules/react-dom/cjs/react-dom-client.production.js', 'renderWithHooks');

describe('packageOf', () => {
  it('names the package of a dependency, scoped or not, and none for our code', () => {
    expect(packageOf('node_modules/react-dom/cjs/x.js')).toBe('react-dom');
    expect(packageOf('node_modules/@reduxjs/toolkit/dist/query/rtk-query.modern.mjs')).toBe(
      '@reduxjs/toolkit',
    );
    expect(packageOf('apps/player/src/main.tsx')).toBeUndefined();
  });
});

describe('frameCause', () => {
  it('sorts dependencies by what they do', () => {
    expect(frameCause(fn('node_modules/i18next/dist/esm/i18next.js'))).toBe('label lookups');
    expect(frameCause(fn('node_modules/react-i18next/dist/es/useTranslation.js'))).toBe('label lookups');
    expect(frameCause(fn('node_modules/immer/dist/immer.mjs'))).toBe('store updates');
    expect(frameCause(fn('node_modules/@reduxjs/toolkit/dist/query/rtk-query.modern.mjs'))).toBe(
      'store updates',
    );
    expect(frameCause(fn('node_modules/react-redux/dist/react-redux.mjs'))).toBe('store updates');
    expect(frameCause(fn('node_modules/dompurify/dist/purify.es.mjs'))).toBe('sanitising');
    expect(frameCause(fn('node_modules/scheduler/cjs/scheduler.production.js'))).toBe('render');
    expect(frameCause(fn('node_modules/react/cjs/react.production.js'))).toBe('render');
  });

  it('claims the i18n package and the sanitising component of our own code, and nothing else of it', () => {
    expect(frameCause(fn('packages/i18n/src/positional.ts'))).toBe('label lookups');
    expect(frameCause(fn('packages/ui/src/server-html/sanitise-server-html.ts'))).toBe('sanitising');
    expect(frameCause(ours)).toBeUndefined();
    expect(frameCause(fn('node_modules/swiper/shared/utils.mjs'))).toBeUndefined();
    expect(frameCause(fn(undefined))).toBeUndefined();
  });

  it("names a module's top-level code library evaluation, and the engine's own nodes by what they are", () => {
    expect(frameCause(topLevel)).toBe('library evaluation');
    expect(frameCause(engine('(program)'))).toBe('browser');
    expect(frameCause(engine('(garbage collector)'))).toBe('garbage collection');
    expect(frameCause(engine('(root)'))).toBeUndefined();
  });
});

describe('stackCause', () => {
  const i18next = fn('node_modules/i18next/dist/esm/i18next.js', 't');

  it('takes the frame nearest the leaf that names a cause', () => {
    // A label looked up by a component React renders is a label lookup, not render.
    expect(stackCause([i18next, ours, reactDom, engine('(root)')])).toBe('label lookups');
    // The component's own code is render: React called it.
    expect(stackCause([ours, reactDom, engine('(root)')])).toBe('render');
    // A render started while a module is evaluated is render; the module's own statements are evaluation.
    expect(stackCause([reactDom, topLevel, engine('(root)')])).toBe('render');
    expect(stackCause([ours, topLevel, engine('(root)')])).toBe('library evaluation');
  });

  it('leaves a stack nothing claims as other', () => {
    expect(stackCause([ours, fn(undefined), engine('(root)')])).toBe('other');
    expect(stackCause([])).toBe('other');
  });
});
