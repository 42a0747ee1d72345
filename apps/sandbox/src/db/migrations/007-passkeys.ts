/**
 * Passkeys (the `/wps/ext/passkeys/` extension): each member's credentials, and the challenges handed out and not
 * yet answered. A credential belongs to one member of one merchant; a challenge is used once, before it expires.
 */
export const PASSKEYS_SQL = `
CREATE TABLE passkey (
  id            INTEGER PRIMARY KEY,
  member_id     INTEGER NOT NULL REFERENCES member(id),
  merchant_code TEXT NOT NULL REFERENCES merchant(code),
  -- The credential id as the browser sends it (base64url); unique across the sandbox, as it is across devices.
  credential_id TEXT NOT NULL UNIQUE,
  public_key    TEXT NOT NULL, -- COSE key, base64url
  sign_count    INTEGER NOT NULL DEFAULT 0,
  transports    TEXT NOT NULL DEFAULT '',
  name          TEXT NOT NULL,
  created_at    INTEGER NOT NULL,
  last_used_at  INTEGER
);
CREATE INDEX passkey_member ON passkey(member_id);

-- member_id is set for a registration (the member adding a key) and NULL for a sign-in (anyone may try).
CREATE TABLE passkey_challenge (
  challenge     TEXT PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchant(code),
  member_id     INTEGER REFERENCES member(id),
  purpose       TEXT NOT NULL CHECK (purpose IN ('registration', 'login')),
  expires_at    INTEGER NOT NULL
);
`;
