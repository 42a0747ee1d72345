import { STORAGE_KEYS } from '@wps-mobile/config';
import { readSession } from '@wps-mobile/session';
import type { LocalCacheRule } from './request';

/** Bump when the shape of any cached payload changes: older entries are then ignored and replaced. */
export const LOCAL_CACHE_VERSION = 1;

interface Entry {
  readonly version: number;
  readonly savedAt: number;
  /** Member data only: whose it is (merchant and user name; never the token). */
  readonly owner?: string;
  readonly data: unknown;
}

function local(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function owner(): string | undefined {
  try {
    const session = readSession();
    return session ? `${session.merchantCode}/${session.userName}` : undefined;
  } catch {
    return undefined;
  }
}

/** Settles an `auto` rule for this request: member data while a member is logged in, else public. */
export function resolveRule(rule: LocalCacheRule): LocalCacheRule & { scope: 'member' | 'public' } {
  if (rule.scope !== 'auto') return rule as LocalCacheRule & { scope: 'member' | 'public' };
  return { ...rule, scope: owner() ? 'member' : 'public' };
}

/** The storage key of one cached answer: the rule's name plus the exact URL (query and language included). */
export function cacheKey(rule: LocalCacheRule, url: string, language: string): string {
  const prefix = rule.scope === 'member' ? STORAGE_KEYS.memberCachePrefix : STORAGE_KEYS.publicCachePrefix;
  return `${prefix}${rule.name}:${language}:${url}`;
}

/** A stored answer that is of this version, young enough and (member data) the current member's. */
export function readLocalCache(rule: LocalCacheRule, key: string, now = Date.now()): unknown {
  const storage = local();
  const raw = storage?.getItem(key);
  if (!storage || !raw) return undefined;
  try {
    const entry = JSON.parse(raw) as Entry;
    const fresh = entry.version === LOCAL_CACHE_VERSION && now - entry.savedAt <= rule.maxAgeMs;
    const mine = rule.scope === 'public' || (entry.owner !== undefined && entry.owner === owner());
    if (fresh && mine) return entry.data;
  } catch {
    // Unreadable: fall through and drop it.
  }
  storage.removeItem(key);
  return undefined;
}

/** Stores an answer; member data only while a member is logged in. Quota errors are not worth failing for. */
export function writeLocalCache(rule: LocalCacheRule, key: string, data: unknown, now = Date.now()): void {
  const who = rule.scope === 'member' ? owner() : undefined;
  if (rule.scope === 'member' && !who) return;
  const entry: Entry = { version: LOCAL_CACHE_VERSION, savedAt: now, ...(who ? { owner: who } : {}), data };
  try {
    local()?.setItem(key, JSON.stringify(entry));
  } catch {
    // Storage full or disabled (private mode): the answer is still served from memory.
  }
}

// Keys already fetched in this page's life. Only the first load after a reload may be answered from storage;
// later ones (refetch, invalidation after a change) always go to the network.
const fetchedThisPage = new Set<string>();

/** Whether this request may be answered from local storage (first time this key is asked for in this page). */
export function mayServeFromLocal(key: string): boolean {
  return !fetchedThisPage.has(key);
}

export function markFetched(key: string): void {
  fetchedThisPage.add(key);
}

export function resetLocalCacheMemory(): void {
  fetchedThisPage.clear();
}
