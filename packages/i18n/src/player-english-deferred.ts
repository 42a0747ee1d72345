// Hand-written, like player-english.ts: the English areas only the player's member and money pages use.
import type { Labels } from './labels';
import help from './locales/en/help.json';
import inbox from './locales/en/inbox.json';
import promotions from './locales/en/promotions.json';
import wallet from './locales/en/wallet.json';

/**
 * The English label areas of the player's later pages (deposit, withdraw, records, promotions, help, inbox):
 * a third of the player's English that its shell and first screens never show, so it is not bundled with them.
 */
export const PLAYER_DEFERRED_ENGLISH = { help, inbox, promotions, wallet } satisfies Partial<Labels>;
