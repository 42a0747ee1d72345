import { WPS_CALLS, type CallValue, type Game, type WpsCallName } from '../contract';
import { sampleValue } from './sample-value';

/** Accounts the mocks accept. The passwords are fixtures for local tests and stories only. */
export const MOCK_ACCOUNTS = {
  player: { username: 'demo_player', password: 'Player1234', customerType: 0 },
  agent: { username: 'demo_agent', password: 'Agent1234', customerType: 1 },
} as const;

export const MOCK_MERCHANT = { code: 'demo', trialCode: 'demo_trial' } as const;

/**
 * The mock merchant's service-path key (the runtime config's `servicePathKey`): the mocks send the online service
 * link sealed with it, as a merchant with a key does, so a front end's tests read it through `readServicePath`.
 * A fixture for tests and stories only.
 */
export const MOCK_SERVICE_PATH_KEY = '08rIjfArwusbsfWyl+L2MDttuDZnvu5nYWLfceVcVLM=';

/** The online customer-service link the mocks send sealed (type 3 of the settings' and service info's `paths`). */
export const MOCK_ONLINE_SERVICE_URL = 'https://support.mock.example/chat';

const game = (n: number, gameType: Game['gameType'] = 'RNG'): Game => ({
  ...(sampleValue(WPS_CALLS.gameList.response.shape.games.element) as Game),
  nodeId: String(1000 + n),
  nodeName: `Lucky Game ${n}`,
  vassalage: 'JL',
  gameType,
  gameId: `jl-${n}`,
  gameName: `Lucky Game ${n}`,
  gameCode: `JL${n}`,
  iconUrl: `/icons/JL/${n}.png`,
  isGameH5: true,
  minBet: 0.1,
});

/** Realistic answers for the calls screens and stories show; every other call answers a schema sample. */
export const FIXTURES = {
  systemStatus: {
    maintenance: false,
    regionRestriction: false,
    location: 'PH',
    info: { mobileTemplate: { mem_cen: '1', dep_func: '1' } },
  },
  memberInfo: {
    ...(sampleValue(WPS_CALLS.memberInfo.response) as CallValue<typeof WPS_CALLS.memberInfo>),
    id: 10001,
    account: MOCK_ACCOUNTS.player.username,
    regDate: Date.UTC(2025, 0, 15),
    type: 0,
    toUpline: true,
    vipLevel: 2,
    vipLabel: 'VIP 2',
    nickname: 'Demo',
    currency: 'PHP',
  },
  wallet: {
    sumBalance: 1520.75,
    currency: 'PHP',
    wallets: [{ walletType: 'MAIN', name: 'Main', balance: 1520.75 }],
  },
  gameList: { games: [1, 2, 3].map((n) => game(n)), pageNum: 1, pageSize: 26, totalPages: 1, total: 3 },
  hotGames: [game(1), game(2)],
  unreadMessageCount: 2,
  messageCount: 5,
} satisfies Partial<{ [N in WpsCallName]: CallValue<(typeof WPS_CALLS)[N]> }>;

/** The answer the mocks give for a call: its fixture, else a small sample of its response schema. */
export function fixtureOf<N extends WpsCallName>(name: N): CallValue<(typeof WPS_CALLS)[N]> {
  const fixed = (FIXTURES as Partial<Record<WpsCallName, unknown>>)[name];
  return structuredClone(fixed ?? sampleValue(WPS_CALLS[name].response)) as CallValue<(typeof WPS_CALLS)[N]>;
}
