/** Content, promotions, messages, feedback and the agent's contracts and links. */
export const CONTENT_AND_AGENT_SQL = `
CREATE TABLE announcement (
  id          INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL,
  types       TEXT NOT NULL,
  group_name  TEXT NOT NULL,
  language    TEXT NOT NULL DEFAULT 'EN',
  title       TEXT NOT NULL,
  content     TEXT NOT NULL,
  execution   TEXT,
  image_url   TEXT NOT NULL DEFAULT '',
  link        TEXT NOT NULL DEFAULT '',
  created_at  INTEGER NOT NULL
);

CREATE TABLE help_topic (
  id        INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL,
  topic_key TEXT NOT NULL,
  language  TEXT NOT NULL,
  title     TEXT NOT NULL,
  content   TEXT NOT NULL,
  sort      INTEGER NOT NULL
);

CREATE TABLE promotion (
  id         INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL,
  title      TEXT NOT NULL,
  content    TEXT NOT NULL,
  category   TEXT NOT NULL,
  bonus_cents INTEGER NOT NULL,
  needs_apply INTEGER NOT NULL DEFAULT 0,
  start_time INTEGER NOT NULL,
  end_time   INTEGER NOT NULL
);

CREATE TABLE member_promotion (
  member_id    INTEGER NOT NULL REFERENCES member(id),
  promotion_id INTEGER NOT NULL REFERENCES promotion(id),
  status       TEXT NOT NULL,
  comment      TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (member_id, promotion_id)
);

CREATE TABLE message (
  id         INTEGER PRIMARY KEY,
  member_id  INTEGER NOT NULL REFERENCES member(id),
  title      TEXT NOT NULL,
  content    TEXT NOT NULL,
  read       INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);

CREATE TABLE feedback (
  id         INTEGER PRIMARY KEY,
  member_id  INTEGER NOT NULL REFERENCES member(id),
  type       TEXT NOT NULL,
  content    TEXT NOT NULL,
  image_count INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE contract (
  id          INTEGER PRIMARY KEY,
  member_id   INTEGER NOT NULL REFERENCES member(id),
  from_id     INTEGER NOT NULL REFERENCES member(id),
  kind        TEXT NOT NULL,
  status      TEXT NOT NULL DEFAULT 'PENDING',
  rate        REAL NOT NULL,
  min_valid_bet_cents INTEGER NOT NULL,
  period      TEXT NOT NULL,
  created_at  INTEGER NOT NULL
);

CREATE TABLE rebate_rate (
  member_id     INTEGER NOT NULL REFERENCES member(id),
  game_category TEXT NOT NULL,
  rate          REAL NOT NULL,
  PRIMARY KEY (member_id, game_category)
);

CREATE TABLE affiliate_url (
  id         INTEGER PRIMARY KEY,
  member_id  INTEGER NOT NULL REFERENCES member(id),
  code       TEXT NOT NULL UNIQUE,
  type       INTEGER NOT NULL,
  remark     TEXT NOT NULL DEFAULT '',
  deleted    INTEGER NOT NULL DEFAULT 0
);
`;
