import { createNonceBook, generateCipherKeyPair, type NonceBook, type ServerKey } from '@wps-mobile/session';
import { fixtureOf, MOCK_ACCOUNTS, MOCK_MERCHANT } from './fixtures';

/** What the mock backend remembers between requests: sessions, favourites, counters and the balance. */
export interface MockState {
  readonly sessions: Map<string, { userName: string; customerType: number }>;
  readonly favourites: Set<string>;
  unreadCount: number;
  unclaimedCount: number;
  balance: number;
  /** Times each failed login of a user name, so the third demands a captcha like the platform. */
  readonly failedLogins: Map<string, number>;
  key(): Promise<{ serverKey: ServerKey; privateKey: CryptoKey }>;
  /** Nonces of the sealed bodies already opened: a body sent again is refused like the platform does. */
  readonly sealNonces: NonceBook;
  issueToken(userName: string, customerType: number): string;
}

// One key pair for every mock state of the page: RSA generation is slow and the key holds no state of a test.
let keyPair: ReturnType<typeof generateCipherKeyPair> | undefined;

export function createMockState(): MockState {
  let counter = 0;
  const state: MockState = {
    sessions: new Map(),
    favourites: new Set(),
    unreadCount: fixtureOf('unreadMessageCount'),
    unclaimedCount: 1,
    balance: fixtureOf('wallet').sumBalance,
    failedLogins: new Map(),
    key: () => (keyPair ??= generateCipherKeyPair('mock-key')),
    sealNonces: createNonceBook(),
    issueToken(userName, customerType) {
      counter += 1;
      const token = `mock-token-${counter}-${userName}`;
      state.sessions.set(token, { userName, customerType });
      return token;
    },
  };
  return state;
}

/** Checks a login against the mock accounts. */
export function findAccount(username: unknown, password: unknown) {
  return Object.values(MOCK_ACCOUNTS).find((a) => a.username === username && a.password === password);
}

export { MOCK_MERCHANT };
