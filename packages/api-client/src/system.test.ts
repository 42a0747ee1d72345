// @vitest-environment jsdom
import { configureStore } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wpsApi } from './api';
import { configureClient } from './client-context';
import { systemApi } from './system';

function makeStore() {
  return configureStore({
    reducer: { [wpsApi.reducerPath]: wpsApi.reducer },
    middleware: (getDefault) => getDefault().concat(wpsApi.middleware),
  });
}

const status = {
  maintenance: false,
  regionRestriction: false,
  location: 'PH',
  info: { mobileTemplate: { mem_cen: '1', dep_func: '0' } },
};

describe('system endpoints through the base query', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let token: string | undefined;

  beforeEach(() => {
    token = undefined;
    vi.stubGlobal('fetch', fetchMock);
    configureClient({
      apiBase: '/wps',
      merchantCode: 'demo',
      getLanguage: () => 'TY',
      getToken: () => token,
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('sends the contract headers and unwraps the success envelope', async () => {
    token = 'tok-1';
    fetchMock.mockResolvedValue(Response.json({ success: true, value: status }));
    const result = await makeStore().dispatch(systemApi.endpoints.systemStatus.initiate());
    expect(result.data).toEqual(status);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/wps\/system\/status$/);
    expect(init?.headers).toEqual({ Merchant: 'demo', Language: 'TY', Authorization: 'tok-1' });
  });

  it('turns a failure envelope into one typed error', async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        { success: false, errorCode: '#543', message: 'The platform is under maintenance' },
        { status: 200 },
      ),
    );
    const result = await makeStore().dispatch(systemApi.endpoints.systemStatus.initiate());
    expect(result.error).toEqual({
      status: 200,
      errorCode: '#543',
      message: 'The platform is under maintenance',
    });
  });

  it('reports a network failure and a non-envelope answer without throwing', async () => {
    configureClient({
      apiBase: '/wps',
      merchantCode: 'demo',
      getLanguage: () => 'EN',
      retry: { retries: 0 },
    });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const offline = await makeStore().dispatch(systemApi.endpoints.systemStatus.initiate());
    expect(offline.error).toMatchObject({ status: 'FETCH_ERROR' });
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    const proxy = await makeStore().dispatch(systemApi.endpoints.systemStatus.initiate());
    // The HTTP status survives so that a gateway error stays retryable.
    expect(proxy.error).toMatchObject({ status: 502, message: 'Unknown error' });
    fetchMock.mockResolvedValueOnce(new Response('<html>Welcome</html>', { status: 200 }));
    const portal = await makeStore().dispatch(systemApi.endpoints.systemStatus.initiate());
    expect(portal.error).toMatchObject({ status: 'PARSE_ERROR', message: 'Unknown error' });
  });
});
