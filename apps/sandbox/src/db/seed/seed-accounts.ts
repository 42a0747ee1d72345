/** The seed accounts the README documents; every password meets the demo registration rule. */
export interface SeedAccount {
  readonly username: string;
  readonly password: string;
  readonly type: number;
  readonly balance: number;
  readonly note: string;
  readonly firstTimeLogin?: boolean;
  readonly passwordExpired?: boolean;
  readonly upline?: string;
  readonly mobileNum?: string;
  readonly email?: string;
  readonly affiliateCode?: string;
  /** Bets, deposits, withdrawals, messages, favourites and recent games. */
  readonly history?: boolean;
}

export const SEED_PAYMENT_PASSWORD = '123456';

export const SEED_ACCOUNTS: readonly SeedAccount[] = [
  {
    username: 'player01',
    password: 'Player123',
    type: 0,
    balance: 1250.5,
    note: 'plain player with history',
    mobileNum: '9171234567',
    email: 'player01@luckypeso.example',
    history: true,
    upline: 'agent01',
  },
  {
    username: 'newbie01',
    password: 'Newbie123',
    type: 0,
    balance: 0,
    note: 'first-time login',
    firstTimeLogin: true,
  },
  {
    username: 'expired01',
    password: 'Expired123',
    type: 0,
    balance: 80,
    note: 'password expired',
    passwordExpired: true,
  },
  {
    username: 'agent01',
    password: 'Agent1234',
    type: 1,
    balance: 25000,
    note: 'agent with a team, pending contracts, invitation code AGENT01',
    mobileNum: '9179876543',
    affiliateCode: 'AGENT01',
    history: true,
  },
  { username: 'member40', password: 'Player123', type: 40, balance: 300, note: 'type 40 (not an agent)' },
  {
    username: 'player02',
    password: 'Player123',
    type: 2,
    balance: 500,
    note: 'type 2 (no upline transfer)',
    upline: 'agent01',
  },
];

/** agent01's team: ten direct downlines, two of them with their own downline. */
export const SEED_DOWNLINES: readonly { username: string; upline: string }[] = [
  ...Array.from({ length: 10 }, (_, i) => ({
    username: `down${String(i + 1).padStart(2, '0')}`,
    upline: 'agent01',
  })),
  { username: 'subdown01', upline: 'down01' },
  { username: 'subdown02', upline: 'down02' },
];
export const SEED_DOWNLINE_PASSWORD = 'Player123';
