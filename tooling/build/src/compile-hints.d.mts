import type { Plugin } from 'vite';

export declare const COMPILE_ALL_HINT: string;
export declare function addCompileHint(
  chunk: { code: string; fileName: string },
  bundle: Record<string, { type: string; source?: string | Uint8Array }>,
): void;
export declare function startChunks(
  bundle: Record<string, { type: string; isEntry?: boolean; imports?: readonly string[] }>,
): Set<string>;
export declare function compileHintsPlugin(): Plugin;
