import type { SandboxDatabase } from '../sandbox-database';
import { DEMO_MERCHANT } from './demo-merchant-data';

const HOUR = 3_600_000;

type Row = [
  types: string,
  group: string,
  language: string,
  title: string,
  content: string,
  execution: string | null,
  image: string,
  link: string,
];

// Every type (B, PL, PU, PR, H, A) and group, with HTML and links both external and in-app.
const ANNOUNCEMENTS: readonly Row[] = [
  [
    'B',
    'm_home',
    'EN',
    'Welcome bonus 100%',
    '<p>Double your first deposit.</p>',
    null,
    '/wps/img/banner/1.webp',
    '/m/activity',
  ],
  [
    'B',
    'm_home',
    'EN',
    'Sabong every night',
    '<p>Live cockfights from 7 pm.</p>',
    null,
    '/wps/img/banner/2.webp',
    '/m/gameList?gameType=COCKFIGHT',
  ],
  [
    'B',
    'm_home',
    'EN',
    'Download the app',
    '<p>Get up to 688 pesos.</p>',
    null,
    '/wps/img/banner/3.webp',
    'https://download.luckypeso.example/',
  ],
  [
    'B',
    'm_reg',
    'EN',
    'Register and win',
    '<p>Free spins for new members.</p>',
    null,
    '/wps/img/banner/4.webp',
    '/m/register',
  ],
  [
    'B',
    'm_game',
    'EN',
    'Slots week',
    '<p>Extra rebate on slots.</p>',
    null,
    '/wps/img/banner/5.webp',
    '/m/gameList?gameType=RNG',
  ],
  [
    'PL',
    'm_home',
    'EN',
    'Maintenance on Sunday 02:00',
    '<p>Sports will be <b>offline</b> for 30 minutes.</p>',
    null,
    '',
    '',
  ],
  [
    'PL',
    'm_home',
    'TY',
    'Maintenance sa Linggo 02:00',
    '<p>Offline ang sports nang 30 minuto.</p>',
    null,
    '',
    '',
  ],
  [
    'PL',
    'm_home',
    'EN',
    'New games from JL',
    '<p>Try the new <a href="/m/gameList?gameType=RNG">JL slots</a>.</p>',
    null,
    '',
    '',
  ],
  [
    'PU',
    'm_home',
    'EN',
    'Deposit bonus for members',
    '<p>Reload today and get 10%. <a href="/m/rewardCenter">Claim</a></p>',
    'A',
    '',
    '',
  ],
  [
    'PU',
    'm_home',
    'EN',
    'Join Lucky Peso',
    '<p>Register now: <a href="/m/register">sign up</a> in one minute.</p>',
    'B',
    '',
    '',
  ],
  [
    'PU',
    'm_home',
    'EN',
    'Welcome, new member!',
    '<p>Your first deposit is doubled. <a href="https://help.luckypeso.example/">Rules</a></p>',
    'F',
    '',
    '',
  ],
  [
    'PR',
    'm_home',
    'EN',
    'Weekly cashback',
    '<p>5% back on weekly losses.</p>',
    null,
    '/wps/img/banner/6.webp',
    '/m/activity',
  ],
  [
    'H',
    'm_home',
    'EN',
    'Jackpot over 100 million',
    '<p>Play the <a href="/m/winnerPage">jackpot</a>.</p>',
    null,
    '',
    '',
  ],
  [
    'A',
    'm_home',
    'EN',
    'Agent commission raised',
    '<p>Team rebate is now up to <b>1.2%</b>.</p>',
    null,
    '',
    '',
  ],
  [
    'A',
    'm_home',
    'EN',
    'Sign your salary contract',
    '<p>Open <a href="/m/member/agent/getSalaryContract">contracts</a>.</p>',
    null,
    '',
    '',
  ],
];

const HELP: readonly [key: string, language: string, title: string, content: string][] = [
  [
    'deposit',
    'EN',
    'How to deposit',
    '<ol><li>Open <a href="/m/voucherCenter">Deposit</a>.</li><li>Choose a method and amount.</li></ol>',
  ],
  [
    'deposit',
    'TY',
    'Paano mag-deposito',
    '<ol><li>Buksan ang <a href="/m/voucherCenter">Deposito</a>.</li></ol>',
  ],
  ['withdraw', 'EN', 'How to withdraw', '<p>Bind a bank card, set a payment password, then withdraw.</p>'],
  [
    'account',
    'EN',
    'Account security',
    '<p>Never share your password. Set security questions in the security centre.</p>',
  ],
  ['responsible', 'EN', 'Responsible gaming', '<p>Play for fun. Players must be 18 or older.</p>'],
];

const PROMOTIONS: readonly [title: string, category: string, bonus: number, needsApply: number][] = [
  ['First deposit 100%', 'DEPOSIT', 10_000, 0],
  ['Daily slots rebate', 'REBATE', 2_500, 0],
  ['Invite friends, earn 88', 'REFERRAL', 8_800, 1],
  ['Mission: play 10 games', 'MISSION', 1_500, 1],
  ['VIP birthday gift', 'VIP', 50_000, 1],
];

export function seedContent(db: SandboxDatabase, now: number): void {
  ANNOUNCEMENTS.forEach(([types, group, language, title, content, execution, image, link], index) =>
    db.run(
      `INSERT INTO announcement (merchant_code, types, group_name, language, title, content, execution, image_url, link,
         created_at) VALUES (?,?,?,?,?,?,?,?,?,?)`,
      [
        DEMO_MERCHANT.code,
        types,
        group,
        language,
        title,
        content,
        execution,
        image,
        link,
        now - index * HOUR,
      ],
    ),
  );
  HELP.forEach(([key, language, title, content], index) =>
    db.run(
      'INSERT INTO help_topic (merchant_code, topic_key, language, title, content, sort) VALUES (?,?,?,?,?,?)',
      [DEMO_MERCHANT.code, key, language, title, content, index],
    ),
  );
  PROMOTIONS.forEach(([title, category, bonus, needsApply]) =>
    db.run(
      `INSERT INTO promotion (merchant_code, title, content, category, bonus_cents, needs_apply, start_time, end_time)
       VALUES (?,?,?,?,?,?,?,?)`,
      [
        DEMO_MERCHANT.code,
        title,
        `<p>${title}. Terms apply.</p>`,
        category,
        bonus,
        needsApply,
        now - 30 * 24 * HOUR,
        now + 60 * 24 * HOUR,
      ],
    ),
  );
  const teams: readonly [string, string][] = [
    ['Ginebra', 'Magnolia'],
    ['San Miguel', 'TNT'],
    ['Lakers', 'Celtics'],
    ['Team Liquid', 'Blacklist'],
  ];
  teams.forEach(([home, away], index) =>
    db.run(
      'INSERT INTO hot_match (match_time, league, home_team, away_team, vendor, node_id) VALUES (?,?,?,?,?,?)',
      [
        now + (index + 1) * 5 * HOUR,
        index === 3 ? 'MPL Philippines' : index === 2 ? 'NBA' : 'PBA',
        home,
        away,
        index === 3 ? 'TF' : 'BTI',
        index === 3 ? '10004' : '10001',
      ],
    ),
  );
}
