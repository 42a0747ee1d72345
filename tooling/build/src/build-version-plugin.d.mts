import type { Plugin } from 'vite';

export declare function buildVersion(sources?: {
  env?: Record<string, string | undefined>;
  commit?: () => string | undefined;
}): string;
export declare function buildVersionPlugin(metaName: string, version?: string): Plugin;
