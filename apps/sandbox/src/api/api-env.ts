import type { Merchant, SandboxDatabase } from '../db';
import type { FirebaseTokenVerifier } from './account/firebase-id-token';
import type { SandboxState } from './sandbox-state';

/** What every `/wps` handler can read from the context once the request passed the header checks. */
export interface ApiEnv {
  Variables: {
    db: SandboxDatabase;
    state: SandboxState;
    merchant: Merchant;
    /** Checks Firebase id tokens; none when the sandbox has no Firebase project (`WPS_FIREBASE_PROJECT_ID`). */
    firebase: FirebaseTokenVerifier | undefined;
    /** Upper-case language code from the `Language` header, EN when absent. */
    language: string;
    /** Where the request came from (`client-address.ts`); undefined for in-process calls. */
    clientAddress: string | undefined;
    /** The origin shared links are built on (`site-origin.ts`): the runtime config's, never the `Host`. */
    siteOrigin: () => Promise<string>;
  };
}
