import type { Rollup } from 'vite';

export declare function chunkClosure(bundle: Rollup.OutputBundle, start: Rollup.OutputChunk): Set<string>;
export declare function entriesClosure(bundle: Rollup.OutputBundle): Set<string>;
export declare function filesBeyondEntries(bundle: Rollup.OutputBundle, start: Rollup.OutputChunk): string[];
