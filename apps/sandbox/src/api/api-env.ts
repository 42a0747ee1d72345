import type { Merchant, SandboxDatabase } from '../db';

/** What every `/wps` handler can read from the context once the request passed the header checks. */
export interface ApiEnv {
  Variables: {
    db: SandboxDatabase;
    merchant: Merchant;
    /** Upper-case language code from the `Language` header, EN when absent. */
    language: string;
  };
}
