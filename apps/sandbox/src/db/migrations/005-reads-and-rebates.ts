/** Which announcements a member has seen, and the rebates a member has claimed. */
export const READS_AND_REBATES_SQL = `
-- For the agent footer's unread count and the notice list's read flags.
CREATE TABLE announcement_read (
  member_id       INTEGER NOT NULL REFERENCES member(id),
  announcement_id INTEGER NOT NULL REFERENCES announcement(id),
  PRIMARY KEY (member_id, announcement_id)
);

-- One row per category and claim: the manual rebate counts only bets placed after the last claim.
CREATE TABLE rebate_claim (
  id              INTEGER PRIMARY KEY,
  member_id       INTEGER NOT NULL REFERENCES member(id),
  game_category   TEXT NOT NULL,
  valid_bet_cents INTEGER NOT NULL,
  rate            REAL NOT NULL,
  amount_cents    INTEGER NOT NULL,
  claimed_at      INTEGER NOT NULL
);
CREATE INDEX rebate_claim_member ON rebate_claim(member_id, claimed_at);
`;
