import type { Plugin } from 'vite';

export declare const BOOT_SHELL: string;
export declare function bootShellPlugin(): Plugin;
