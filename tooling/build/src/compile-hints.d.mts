import type { Plugin } from 'vite';

export declare const COMPILE_ALL_HINT: string;
export declare function addCompileHint(
  chunk: { code: string; fileName: string },
  bundle: Record<string, { type: string; source?: string | Uint8Array }>,
): void;
export declare function compileHintsPlugin(
  isStartChunk: (chunk: { name: string; isEntry: boolean; fileName: string }) => boolean,
): Plugin;
