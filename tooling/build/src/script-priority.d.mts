import type { Plugin } from 'vite';

export declare function lowerAppScriptPriority(html: string, keep: (src: string) => boolean): string;
export declare function appScriptPriority(options: { keepEntries: readonly string[] }): Plugin;
