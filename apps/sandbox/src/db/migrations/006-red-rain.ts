/** Red envelope rain: the sessions of a merchant and each member's one grab per session. */
export const RED_RAIN_SQL = `
CREATE TABLE red_rain_session (
  id            INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL,
  start_time    INTEGER NOT NULL,
  end_time      INTEGER NOT NULL,
  min_cents     INTEGER NOT NULL,
  max_cents     INTEGER NOT NULL
);
CREATE INDEX red_rain_session_merchant ON red_rain_session(merchant_code, start_time);

-- The primary key is the rule: one envelope per member and session.
CREATE TABLE red_rain_grab (
  session_id   INTEGER NOT NULL REFERENCES red_rain_session(id),
  member_id    INTEGER NOT NULL REFERENCES member(id),
  amount_cents INTEGER NOT NULL,
  grabbed_at   INTEGER NOT NULL,
  PRIMARY KEY (session_id, member_id)
);
`;
