import type { UserAgreement } from '@wps-mobile/api-client/contract';
import type { SandboxDatabase } from '../../sandbox-database';

/** The text every merchant starts with until it stores its own (the dev control `/__sandbox/agreement`). */
export const DEFAULT_USER_AGREEMENT: UserAgreement = {
  title: 'User agreement',
  content: [
    '<h2>1. Accounts</h2>',
    '<p>You must be 18 or older to open an account. One account per person; keep your password to yourself.</p>',
    '<h2>2. Deposits and withdrawals</h2>',
    '<p>Money moves only between accounts in your own name. Withdrawals need a payment password.</p>',
    '<h2>3. Promotions</h2>',
    '<p>Each promotion has its own rules, shown on its page. Abuse voids the bonus.</p>',
    '<h2>4. Responsible gaming</h2>',
    '<p>Play for fun and within your means. Contact customer service to set limits.</p>',
  ].join(''),
};

const keyOf = (language: string) => `userAgreement.${language.toUpperCase()}`;

/** The agreement in the language asked for, else the English one the merchant stored, else the default. */
export function readUserAgreement(db: SandboxDatabase, siteCode: string, language: string): UserAgreement {
  const rows = db.all<{ key: string; value: string }>(
    'SELECT key, value FROM site_setting WHERE merchant_code = ? AND key IN (?, ?)',
    [siteCode, keyOf(language), keyOf('EN')],
  );
  const row = rows.find((r) => r.key === keyOf(language)) ?? rows.find((r) => r.key === keyOf('EN'));
  return row ? (JSON.parse(row.value) as UserAgreement) : DEFAULT_USER_AGREEMENT;
}

/** Stores a merchant's agreement for one language. */
export function writeUserAgreement(
  db: SandboxDatabase,
  siteCode: string,
  language: string,
  agreement: UserAgreement,
): void {
  db.run('INSERT OR REPLACE INTO site_setting (merchant_code, key, value) VALUES (?, ?, ?)', [
    siteCode,
    keyOf(language),
    JSON.stringify(agreement),
  ]);
}
