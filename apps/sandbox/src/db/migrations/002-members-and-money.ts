/** Members, sessions and money. Amounts are integer cents so sums are exact. */
export const MEMBERS_AND_MONEY_SQL = `
CREATE TABLE member (
  id                   INTEGER PRIMARY KEY,
  merchant_code        TEXT NOT NULL REFERENCES merchant(code),
  username             TEXT NOT NULL,
  password_hash        TEXT NOT NULL,
  payment_password_hash TEXT,
  type                 INTEGER NOT NULL DEFAULT 0,
  upline_id            INTEGER REFERENCES member(id),
  mobile_num           TEXT NOT NULL DEFAULT '',
  email                TEXT NOT NULL DEFAULT '',
  nickname             TEXT NOT NULL DEFAULT '',
  payee_name           TEXT NOT NULL DEFAULT '',
  icon                 TEXT NOT NULL DEFAULT '1',
  vip_level            INTEGER NOT NULL DEFAULT 0,
  balance_cents        INTEGER NOT NULL DEFAULT 0 CHECK (balance_cents >= 0),
  game_balance_cents   INTEGER NOT NULL DEFAULT 0 CHECK (game_balance_cents >= 0),
  first_time_login     INTEGER NOT NULL DEFAULT 0,
  password_expired     INTEGER NOT NULL DEFAULT 0,
  failed_logins        INTEGER NOT NULL DEFAULT 0,
  affiliate_code       TEXT,
  reg_date             INTEGER NOT NULL,
  last_login           INTEGER NOT NULL DEFAULT 0,
  active               INTEGER NOT NULL DEFAULT 1,
  UNIQUE (merchant_code, username)
);
CREATE UNIQUE INDEX member_affiliate ON member(affiliate_code) WHERE affiliate_code IS NOT NULL;

CREATE TABLE session (
  token        TEXT PRIMARY KEY,
  member_id    INTEGER NOT NULL REFERENCES member(id),
  created_at   INTEGER NOT NULL,
  last_seen    INTEGER NOT NULL,
  -- NULL while live; 'logout' or 'duplicateLogin' once ended (kept so the older token gets duplicateLogin).
  ended        TEXT
);
CREATE INDEX session_member ON session(member_id);

CREATE TABLE ledger (
  id                  INTEGER PRIMARY KEY,
  member_id           INTEGER NOT NULL REFERENCES member(id),
  type                TEXT NOT NULL,
  code                TEXT NOT NULL,
  amount_cents        INTEGER NOT NULL,
  balance_after_cents INTEGER NOT NULL CHECK (balance_after_cents >= 0),
  remark              TEXT NOT NULL DEFAULT '',
  created_at          INTEGER NOT NULL
);
CREATE INDEX ledger_member ON ledger(member_id, created_at);

CREATE TABLE bank_card (
  id           INTEGER PRIMARY KEY,
  member_id    INTEGER NOT NULL REFERENCES member(id),
  bank_code    TEXT NOT NULL,
  bank_name    TEXT NOT NULL,
  account_no   TEXT NOT NULL,
  account_name TEXT NOT NULL
);

CREATE TABLE money_order (
  id           INTEGER PRIMARY KEY,
  order_no     TEXT NOT NULL UNIQUE,
  member_id    INTEGER NOT NULL REFERENCES member(id),
  kind         TEXT NOT NULL CHECK (kind IN ('DEPOSIT', 'WITHDRAW')),
  channel      TEXT NOT NULL,
  amount_cents INTEGER NOT NULL,
  status       TEXT NOT NULL,
  ref          INTEGER,
  created_at   INTEGER NOT NULL
);

CREATE TABLE bet (
  id           INTEGER PRIMARY KEY,
  order_no     TEXT NOT NULL UNIQUE,
  member_id    INTEGER NOT NULL REFERENCES member(id),
  node_id      TEXT NOT NULL,
  bet_cents    INTEGER NOT NULL,
  win_cents    INTEGER NOT NULL,
  status       TEXT NOT NULL DEFAULT 'SETTLED',
  created_at   INTEGER NOT NULL
);
CREATE INDEX bet_member ON bet(member_id, created_at);

CREATE TABLE security_answer (
  member_id   INTEGER NOT NULL REFERENCES member(id),
  question_id INTEGER NOT NULL,
  answer_hash TEXT NOT NULL,
  PRIMARY KEY (member_id, question_id)
);
`;
