import type { SandboxDatabase } from '../../sandbox-database';

export interface PasskeyRow {
  id: number;
  member_id: number;
  merchant_code: string;
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  sign_count: number;
  /** Comma-separated WebAuthn transports ('' when the browser named none). */
  transports: string;
  name: string;
  created_at: number;
  last_used_at: number | null;
}

export type PasskeyPurpose = 'registration' | 'login';

/** A member's passkeys on their merchant, newest first. */
export const passkeysOfMember = (db: SandboxDatabase, memberId: number): PasskeyRow[] =>
  db.all<PasskeyRow>('SELECT * FROM passkey WHERE member_id = ? ORDER BY created_at DESC, id DESC', [
    memberId,
  ]);

/** The passkey of a credential id, only if it was registered with this merchant. */
export const passkeyByCredential = (
  db: SandboxDatabase,
  merchantCode: string,
  credentialId: string,
): PasskeyRow | undefined =>
  db.get<PasskeyRow>('SELECT * FROM passkey WHERE credential_id = ? AND merchant_code = ?', [
    credentialId,
    merchantCode,
  ]);

export const insertPasskey = (
  db: SandboxDatabase,
  key: {
    memberId: number;
    merchantCode: string;
    credentialId: string;
    publicKey: string;
    signCount: number;
    transports: string;
    name: string;
    now: number;
  },
): number =>
  db.run(
    `INSERT INTO passkey (member_id, merchant_code, credential_id, public_key, sign_count, transports, name, created_at)
     VALUES (?,?,?,?,?,?,?,?)`,
    [
      key.memberId,
      key.merchantCode,
      key.credentialId,
      key.publicKey,
      key.signCount,
      key.transports,
      key.name,
      key.now,
    ],
  ).lastId;

/** Records a sign-in: the authenticator's new signature counter and when. */
export function markPasskeyUsed(db: SandboxDatabase, id: number, signCount: number, now: number): void {
  db.run('UPDATE passkey SET sign_count = ?, last_used_at = ? WHERE id = ?', [signCount, now, id]);
}

/** Removes one of a member's passkeys; answers whether there was one to remove. */
export const deletePasskey = (db: SandboxDatabase, memberId: number, id: number): boolean =>
  db.run('DELETE FROM passkey WHERE id = ? AND member_id = ?', [id, memberId]).changes > 0;

/** Keeps a challenge handed out, until it is answered or expires. Expired ones are swept on the way. */
export function saveChallenge(
  db: SandboxDatabase,
  challenge: {
    value: string;
    merchantCode: string;
    memberId: number | null;
    purpose: PasskeyPurpose;
    expiresAt: number;
  },
  now: number,
): void {
  db.run('DELETE FROM passkey_challenge WHERE expires_at < ?', [now]);
  db.run(
    'INSERT INTO passkey_challenge (challenge, merchant_code, member_id, purpose, expires_at) VALUES (?,?,?,?,?)',
    [challenge.value, challenge.merchantCode, challenge.memberId, challenge.purpose, challenge.expiresAt],
  );
}

/**
 * Takes a challenge for its one use: answers whether it was issued for this merchant, purpose and member (NULL
 * for a sign-in) and is still within its lifetime. It is gone afterwards either way.
 */
export function takeChallenge(
  db: SandboxDatabase,
  challenge: { value: string; merchantCode: string; memberId: number | null; purpose: PasskeyPurpose },
  now: number,
): boolean {
  const row = db.get<{ member_id: number | null; expires_at: number }>(
    'SELECT member_id, expires_at FROM passkey_challenge WHERE challenge = ? AND merchant_code = ? AND purpose = ?',
    [challenge.value, challenge.merchantCode, challenge.purpose],
  );
  db.run('DELETE FROM passkey_challenge WHERE challenge = ?', [challenge.value]);
  return row !== undefined && row.member_id === challenge.memberId && row.expires_at >= now;
}
