/** The game catalogue and what members do with it. */
export const GAMES_SQL = `
CREATE TABLE game (
  node_id      TEXT PRIMARY KEY,
  vassalage    TEXT NOT NULL,
  game_type    TEXT NOT NULL,
  game_code    TEXT NOT NULL,
  name_en      TEXT NOT NULL,
  name_ty      TEXT,
  classify     TEXT NOT NULL DEFAULT '',
  min_bet      REAL NOT NULL,
  min_line     INTEGER NOT NULL DEFAULT 1,
  is_new       INTEGER NOT NULL DEFAULT 0,
  hot          INTEGER NOT NULL DEFAULT 0,
  freeplay     INTEGER NOT NULL DEFAULT 0,
  is_h5        INTEGER NOT NULL DEFAULT 1,
  lotto_mode   TEXT NOT NULL DEFAULT '',
  sort         INTEGER NOT NULL
);
CREATE INDEX game_type_sort ON game(game_type, sort);

CREATE TABLE favourite (
  member_id  INTEGER NOT NULL REFERENCES member(id),
  node_id    TEXT NOT NULL REFERENCES game(node_id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, node_id)
);

CREATE TABLE recent_game (
  member_id  INTEGER NOT NULL REFERENCES member(id),
  node_id    TEXT NOT NULL REFERENCES game(node_id),
  played_at  INTEGER NOT NULL,
  PRIMARY KEY (member_id, node_id)
);

CREATE TABLE hot_match (
  id          INTEGER PRIMARY KEY,
  match_time  INTEGER NOT NULL,
  league      TEXT NOT NULL,
  home_team   TEXT NOT NULL,
  away_team   TEXT NOT NULL,
  vendor      TEXT NOT NULL,
  node_id     TEXT NOT NULL
);
`;
