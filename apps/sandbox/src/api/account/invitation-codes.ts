import { randomInt } from 'node:crypto';
import type { SandboxDatabase } from '../../db';
import { invitationCodeTaken } from '../../db/queries/account/account';

// Letters and digits that cannot be misread for one another when a code is read out or typed (no 0/O, 1/I/L).
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const RANDOM_LENGTH = 8;

/**
 * A fresh invitation code that no member and no affiliate link holds: `prefix` and 8 random characters (31^8,
 * about 8.5e11), so a code says nothing about its owner and the codes of others cannot be guessed in turn.
 */
export function newInvitationCode(db: SandboxDatabase, prefix = ''): string {
  for (;;) {
    let code = prefix;
    for (let i = 0; i < RANDOM_LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
    if (!invitationCodeTaken(db, code)) return code;
  }
}
