import { STORAGE_KEYS } from '@wps-mobile/config';
import { deviceStorage, readSessionEntry, tokenOfEntry, writeSessionEntry } from './session-entry';

/** A free-trial session: the platform's trial login keeps only these two fields under `MC_SESSION_INFO`. */
export interface TrialSession {
  readonly token: string;
  /** The trial merchant code of the runtime config, sent as `Merchant` while the trial lasts. */
  readonly merchantCode: string;
}

function parse(raw: string | null): Record<string, unknown> | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Stores a trial login. Only the token and the trial merchant code go under `MC_SESSION_INFO` (this tab and the
 * device, like a member's); the trial name is kept apart under `trialName`, in this tab's session storage only,
 * so nothing mistakes the trial for a member session.
 */
export function writeTrialSession(
  trial: TrialSession & { readonly trialName?: string },
  storage: Storage = sessionStorage,
  device: Storage | undefined = deviceStorage(),
): void {
  writeSessionEntry(
    JSON.stringify({ token: trial.token, merchantCode: trial.merchantCode }),
    storage,
    device,
  );
  if (trial.trialName) storage.setItem(STORAGE_KEYS.trialName, trial.trialName);
  else storage.removeItem(STORAGE_KEYS.trialName);
}

/** The trial session, when the stored entry is a trial one (no user name, no member type). */
export function readTrialSession(
  storage: Storage = sessionStorage,
  device: Storage | undefined = deviceStorage(),
): TrialSession | undefined {
  const entry = parse(readSessionEntry(storage, device));
  if (!entry || 'userName' in entry || 'type' in entry) return undefined;
  const { token, merchantCode } = entry;
  if (typeof token !== 'string' || token === '' || typeof merchantCode !== 'string') return undefined;
  return { token, merchantCode };
}

/** The trial name shown for a trial session, if any. */
export function readTrialName(storage: Storage = sessionStorage): string | undefined {
  return storage.getItem(STORAGE_KEYS.trialName) ?? undefined;
}

/** The token of whichever session is stored, member or trial: what the `Authorization` header carries. */
export function readToken(
  storage: Storage = sessionStorage,
  device: Storage | undefined = deviceStorage(),
): string | undefined {
  return tokenOfEntry(readSessionEntry(storage, device));
}
