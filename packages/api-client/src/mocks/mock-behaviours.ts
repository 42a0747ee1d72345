import {
  ENCRYPTION_SCHEME,
  ONLINE_SERVICE_PATH_TYPE,
  sealServicePath,
  WPS_ERROR_CODES,
  type WpsCallName,
} from '../contract';
import { fixtureOf, MOCK_MERCHANT, MOCK_ONLINE_SERVICE_URL, MOCK_SERVICE_PATH_KEY } from './fixtures';
import { findAccount, type MockState } from './mock-state';
import { refuse } from './mock-request';

export interface MockCallContext {
  readonly input: Record<string, unknown>;
  readonly state: MockState;
  readonly session: { token: string; userName: string; customerType: number } | undefined;
}

/** A behaviour answers a value (wrapped in the success envelope) or a whole Response (a failure). */
type Behaviour = (ctx: MockCallContext) => unknown;

const loginValue = (
  token: string,
  userName: string,
  customerType: number,
  merchantCode: string = MOCK_MERCHANT.code,
) => ({
  token,
  userName,
  customerType,
  firstTimeLogin: false,
  passwordExpired: false,
  merchantCode,
});

/** The service paths as a merchant with a key sends them: the online service link sealed, the rest plain. */
const servicePaths = async () => [
  { type: 1, path: 'https://download.mock.example/' },
  {
    type: ONLINE_SERVICE_PATH_TYPE,
    path: await sealServicePath(MOCK_ONLINE_SERVICE_URL, ONLINE_SERVICE_PATH_TYPE, MOCK_SERVICE_PATH_KEY),
  },
];

/** Calls whose answer depends on what happened before: enough state to test flows end to end. */
export const BEHAVIOURS: Partial<Record<WpsCallName, Behaviour>> = {
  consolidatedSettings: async () => ({ ...fixtureOf('consolidatedSettings'), paths: await servicePaths() }),
  serviceInfo: async () => ({ ...fixtureOf('serviceInfo'), paths: await servicePaths() }),
  rsaKey: async ({ state }) => ({
    ...(await state.key()).serverKey,
    algorithm: ENCRYPTION_SCHEME,
    serverTime: Date.now(),
  }),
  login: ({ input, state }) => {
    const account = findAccount(input.username, input.password);
    if (!account) {
      const name = String(input.username ?? '');
      const failed = (state.failedLogins.get(name) ?? 0) + 1;
      state.failedLogins.set(name, failed);
      return refuse(400, WPS_ERROR_CODES.loginFailed, 'Incorrect username or password', {
        captcha: failed >= 3,
      });
    }
    return loginValue(
      state.issueToken(account.username, account.customerType),
      account.username,
      account.customerType,
    );
  },
  freePlayLogin: ({ state }) => {
    const name = `guest${state.sessions.size + 1}`;
    return loginValue(state.issueToken(name, 4), name, 4, MOCK_MERCHANT.trialCode);
  },
  logout: ({ state, session }) => session !== undefined && state.sessions.delete(session.token),
  memberInfo: ({ session }) => ({
    ...fixtureOf('memberInfo'),
    account: session?.userName ?? '',
    type: session?.customerType ?? 0,
  }),
  wallet: ({ state }) => ({ ...fixtureOf('wallet'), sumBalance: state.balance }),
  favouriteIds: ({ state }) => [...state.favourites],
  favouriteAdd: ({ input, state }) => Boolean(state.favourites.add(String(input.nodeId))),
  favouriteRemove: ({ input, state }) => state.favourites.delete(String(input.nodeId)),
  unreadMessageCount: ({ state }) => state.unreadCount,
  messageRead: ({ input, state }) => {
    const ids = Array.isArray(input.ids) ? input.ids.length : 1;
    state.unreadCount = Math.max(0, state.unreadCount - ids);
    return { unreadCount: state.unreadCount };
  },
  availablePromotions: ({ state }) => ({ unclaimedCount: state.unclaimedCount, list: [] }),
  claimPromotion: ({ state }) => {
    state.unclaimedCount = Math.max(0, state.unclaimedCount - 1);
    state.balance += 10;
    return { ...fixtureOf('claimPromotion'), balance: state.balance };
  },
};
