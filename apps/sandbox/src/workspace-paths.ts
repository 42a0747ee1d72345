import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, found from this file's place (apps/sandbox/src) so any working directory works. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const PLAYER_APP_DIR = path.join(REPO_ROOT, 'apps/player');
export const AGENT_APP_DIR = path.join(REPO_ROOT, 'apps/agent');
export const PLAYER_DIST = path.join(PLAYER_APP_DIR, 'dist');
export const AGENT_DIST = path.join(AGENT_APP_DIR, 'dist');

/** Where `serve` and `dev` keep the sandbox database between runs (ignored by git). */
export const SANDBOX_DATA_DIR = path.join(REPO_ROOT, 'apps/sandbox/data');
