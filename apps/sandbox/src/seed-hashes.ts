import { hashPassword } from './auth/password-hash';
import { SEED_ACCOUNTS, SEED_DOWNLINE_PASSWORD, SEED_PAYMENT_PASSWORD } from './db/seed/seed-accounts';
import { seedSalt } from './db/seed/seed-password-hashes';

/**
 * `pnpm --filter @wps-mobile/sandbox seed-hashes`: prints the seed's password hashes at today's scrypt cost, for
 * `src/db/seed/seed-password-hashes.ts`. Seeding hashes nothing itself: at OWASP's cost, hashing every seed
 * password for each fresh world (one per end-to-end test) would take seconds.
 */
const passwords = [
  ...new Set([...SEED_ACCOUNTS.map((a) => a.password), SEED_DOWNLINE_PASSWORD, SEED_PAYMENT_PASSWORD]),
];
const lines = await Promise.all(
  passwords.map(
    async (password) => `  '${password}': '${await hashPassword(password, seedSalt(password))}',`,
  ),
);
console.log(lines.join('\n'));
