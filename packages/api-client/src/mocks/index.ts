// MSW 2 handlers and fixtures of the /wps contract, for Storybook, component tests and consumers' tests.
export { createWpsHandlers, type WpsMockOptions } from './handlers';
export {
  FIXTURES,
  fixtureOf,
  MOCK_ACCOUNTS,
  MOCK_MERCHANT,
  MOCK_ONLINE_SERVICE_URL,
  MOCK_SERVICE_PATH_KEY,
} from './fixtures';
export { createMockState, type MockState } from './mock-state';
export { sampleValue } from './sample-value';
