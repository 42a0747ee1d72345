/** The fixed salt of a seed password, so the seed is the same every time; a real password gets a random one. */
export const seedSalt = (password: string): Buffer =>
  Buffer.from(`seed-salt-${password}`.padEnd(16, '.').slice(0, 16));

/**
 * The seed passwords' hashes at today's cost (`SCRYPT_PARAMS`), made once by `pnpm --filter @wps-mobile/sandbox
 * seed-hashes`; `seed-password-hashes.test.ts` fails when a password or the cost changes without them.
 */
export const SEED_PASSWORD_HASHES: Readonly<Record<string, string>> = {
  Player123: 'scrypt$16384$8$5$c2VlZC1zYWx0LVBsYXllcg==$UXtbPM47sGpelmr3BtCxvGfSPBwE4xlCPfBIPK/n73o=',
  Newbie123: 'scrypt$16384$8$5$c2VlZC1zYWx0LU5ld2JpZQ==$rJ1Fwyyp+L7Svq0K4r620VyS9TZUQsa/S2pKFXwaDh0=',
  Expired123: 'scrypt$16384$8$5$c2VlZC1zYWx0LUV4cGlyZQ==$unjF8qysoMBnH0Toqt4JqSaOI83Z15JFEzEsBA2o/lw=',
  Agent1234: 'scrypt$16384$8$5$c2VlZC1zYWx0LUFnZW50MQ==$Ms7YINtfXXP75bDRBSQ57io0neDyRSRpqg5sb0r1hn0=',
  '123456': 'scrypt$16384$8$5$c2VlZC1zYWx0LTEyMzQ1Ng==$JYJdqKKuAf5aRRxJdShP1CF1p/9AVc3afQYEnD+yiII=',
};

/** The stored hash of a seed password. */
export function seedPasswordHash(password: string): string {
  const hash = SEED_PASSWORD_HASHES[password];
  if (!hash) throw new Error(`no precomputed hash for a seed password: run the seed-hashes script`);
  return hash;
}
