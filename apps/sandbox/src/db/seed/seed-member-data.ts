import type { SandboxDatabase } from '../sandbox-database';

const HOUR = 3_600_000;

/** player01's favourites, recent games, messages, bank card and promotions; agent01's contracts and links. */
export function seedMemberData(db: SandboxDatabase, ids: Map<string, number>, now: number): void {
  const player = ids.get('player01');
  const agent = ids.get('agent01');
  if (player === undefined || agent === undefined) throw new Error('seed accounts missing');
  const rng = db.all<{ node_id: string }>(
    "SELECT node_id FROM game WHERE game_type = 'RNG' ORDER BY sort LIMIT 8",
  );
  rng.forEach(({ node_id }, i) => {
    if (i < 4) db.run('INSERT INTO favourite VALUES (?,?,?)', [player, node_id, now - i * HOUR]);
    db.run('INSERT INTO recent_game VALUES (?,?,?)', [player, node_id, now - i * 2 * HOUR]);
  });
  for (const [memberId, name] of [
    [player, 'player01'],
    [agent, 'agent01'],
  ] as const) {
    for (let i = 0; i < 3; i += 1)
      db.run('INSERT INTO message (member_id, title, content, read, created_at) VALUES (?,?,?,?,?)', [
        memberId,
        ['Deposit received', 'Your weekly rebate', 'Security reminder'][i] ?? 'Notice',
        `<p>Hello ${name}, this is message ${i + 1}.</p>`,
        i === 0 ? 1 : 0,
        now - (i + 1) * HOUR,
      ]);
  }
  db.run(
    'INSERT INTO bank_card (member_id, bank_code, bank_name, account_no, account_name) VALUES (?,?,?,?,?)',
    [player, 'BDO', 'BDO Unibank', '001234567890', 'Juan Dela Cruz'],
  );
  db.run(
    'INSERT INTO bank_card (member_id, bank_code, bank_name, account_no, account_name) VALUES (?,?,?,?,?)',
    [agent, 'BPI', 'Bank of the Philippine Islands', '009876543210', 'Maria Santos'],
  );
  db.run("INSERT INTO member_promotion VALUES (?, 1, 'claim', '')", [player]);
  db.run("INSERT INTO member_promotion VALUES (?, 2, 'claimed', '')", [player]);
  for (const [kind, rate, period] of [
    ['DAILY_SALARY', 0.008, 'DAILY'],
    ['DIVIDEND', 0.3, 'HALF_MONTH'],
    ['HOURLY_SALARY', 0.002, 'HOURLY'],
  ] as const)
    db.run(
      `INSERT INTO contract (member_id, from_id, kind, status, rate, min_valid_bet_cents, period, created_at)
       VALUES (?, ?, ?, 'PENDING', ?, 1000000, ?, ?)`,
      [agent, agent, kind, rate, period, now - 24 * HOUR],
    );
  for (const [category, rate] of [
    ['RNG', 0.012],
    ['LIVE', 0.008],
    ['SPORTS', 0.006],
    ['FISH', 0.01],
  ] as const) {
    db.run('INSERT INTO rebate_rate VALUES (?,?,?)', [agent, category, rate]);
    db.run('INSERT INTO rebate_rate VALUES (?,?,?)', [player, category, rate / 2]);
  }
  db.run(
    "INSERT INTO affiliate_url (member_id, code, type, remark) VALUES (?, 'AGENT01', 0, 'Default link')",
    [agent],
  );
}
