/**
 * The member's play session as the reality check counts it: when it began (the first screen after the login),
 * the total balance then, and when the player last answered a reality check. It lives in session storage, so a
 * reload keeps counting and logging out (which clears the whole of session storage) ends it.
 */
export interface PlaySession {
  /** The account the record belongs to: another login starts a new one. */
  readonly userName: string;
  readonly startedAt: number;
  readonly openingBalance?: number;
  /** When the player last chose Continue. */
  readonly acknowledgedAt?: number;
}

export const PLAY_SESSION_KEY = 'responsibleGaming.playSession';

function isPlaySession(value: unknown): value is PlaySession {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const optionalNumber = (x: unknown) => x === undefined || (typeof x === 'number' && Number.isFinite(x));
  return (
    typeof v.userName === 'string' &&
    typeof v.startedAt === 'number' &&
    Number.isFinite(v.startedAt) &&
    optionalNumber(v.openingBalance) &&
    optionalNumber(v.acknowledgedAt)
  );
}

export function readPlaySession(storage: Storage = sessionStorage): PlaySession | undefined {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(PLAY_SESSION_KEY) ?? 'null');
    return isPlaySession(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function write(record: PlaySession, storage: Storage): PlaySession {
  try {
    storage.setItem(PLAY_SESSION_KEY, JSON.stringify(record));
  } catch {
    // Storage full or blocked: the session is still counted for this page.
  }
  return record;
}

/** The account's running play session, or a new one starting `now` (also when another account's is stored). */
export function beginPlaySession(
  userName: string,
  now: number,
  storage: Storage = sessionStorage,
): PlaySession {
  const stored = readPlaySession(storage);
  if (stored?.userName === userName) return stored;
  return write({ userName, startedAt: now }, storage);
}

/** Adds to the stored record of the same account; a record of another account is left alone. */
export function updatePlaySession(
  userName: string,
  change: Pick<PlaySession, 'openingBalance'> | Pick<PlaySession, 'acknowledgedAt'>,
  storage: Storage = sessionStorage,
): PlaySession | undefined {
  const stored = readPlaySession(storage);
  if (stored?.userName !== userName) return undefined;
  return write({ ...stored, ...change }, storage);
}
