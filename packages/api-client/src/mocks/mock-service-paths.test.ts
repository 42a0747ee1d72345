// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ONLINE_SERVICE_PATH_TYPE, readServicePath } from '../contract';
import { createWpsStore } from '../store';
import { systemApi } from '../system';
import { startMockServer } from '../testing/mock-server';
import { MOCK_ONLINE_SERVICE_URL, MOCK_SERVICE_PATH_KEY } from './fixtures';

startMockServer();

/** The service paths each call answers. */
const PATHS_OF = {
  consolidatedSettings: async () =>
    (await createWpsStore().dispatch(systemApi.endpoints.consolidatedSettings.initiate()).unwrap()).paths,
  serviceInfo: async () =>
    (await createWpsStore().dispatch(systemApi.endpoints.serviceInfo.initiate()).unwrap()).paths,
};

describe("the mocks' service paths, as a merchant with a service-path key sends them", () => {
  it.each(['consolidatedSettings', 'serviceInfo'] as const)(
    '%s sends the online service link sealed, opening with the mock key; other types plain',
    async (call) => {
      const paths = await PATHS_OF[call]();
      const online = paths.find((entry) => entry.type === ONLINE_SERVICE_PATH_TYPE)?.path ?? '';
      expect(online).toMatch(/^v1\./);
      expect(online).not.toContain('mock.example');
      expect(await readServicePath(online, ONLINE_SERVICE_PATH_TYPE, MOCK_SERVICE_PATH_KEY)).toBe(
        MOCK_ONLINE_SERVICE_URL,
      );
      const others = paths.filter((entry) => entry.type !== ONLINE_SERVICE_PATH_TYPE);
      expect(others.length).toBeGreaterThan(0);
      expect(others.every((entry) => entry.path.startsWith('https://'))).toBe(true);
    },
  );
});
