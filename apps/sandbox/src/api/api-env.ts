import type { Merchant, SandboxDatabase } from '../db';
import type { SandboxState } from './sandbox-state';

/** What every `/wps` handler can read from the context once the request passed the header checks. */
export interface ApiEnv {
  Variables: {
    db: SandboxDatabase;
    state: SandboxState;
    merchant: Merchant;
    /** Upper-case language code from the `Language` header, EN when absent. */
    language: string;
    /** The origin shared links are built on (`site-origin.ts`): the runtime config's, never the `Host`. */
    siteOrigin: () => Promise<string>;
  };
}
