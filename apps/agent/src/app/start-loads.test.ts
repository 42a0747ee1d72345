import { configureClient } from '@wps-mobile/api-client';
import { describe, expect, it, vi } from 'vitest';
import { startFirstLoads } from './start-loads';
import { createAgentStore } from '../lib/store';

/** Records every call the client sends; none of them ever answers, like a very slow network. */
function recordCalls(): URL[] {
  const urls: URL[] = [];
  configureClient({
    apiBase: 'http://localhost/wps',
    merchantCode: 'demo',
    getLanguage: () => 'EN',
    fetch: (input) => {
      urls.push(new URL(input instanceof Request ? input.url : String(input)));
      return new Promise<Response>(() => {});
    },
  });
  return urls;
}

const signInAsAgent = () =>
  sessionStorage.setItem(
    'MC_SESSION_INFO',
    JSON.stringify({ token: 'tok-1', merchantCode: 'demo', userName: 'agent01', type: 1 }),
  );

describe('startFirstLoads', () => {
  it('asks for everything agent home shows at once when the app opens on it', async () => {
    signInAsAgent();
    const urls = recordCalls();
    startFirstLoads(createAgentStore(), '/m/agent');
    await vi.waitFor(() => expect(urls).toHaveLength(7));
    expect(urls.map((url) => url.pathname).sort()).toEqual([
      '/wps/relay/ACSFE_getAgentMenuKeys',
      '/wps/relay/ACSFE_getDividendInfo',
      '/wps/relay/ACSFE_getTeamKpi',
      '/wps/relay/CCSFE_getListAnnouncements',
      '/wps/relay/MCSFE_getUnreadMessageCount',
      '/wps/relay/PCSFE_getWallet',
      '/wps/system/settings/consolidated',
    ]);
    const kpi = urls.find((url) => url.pathname.endsWith('getTeamKpi'));
    expect(kpi?.searchParams.get('size')).toBe('0');
    expect(kpi?.searchParams.get('startDate')).toBe(kpi?.searchParams.get('endDate'));
    const announcements = urls.find((url) => url.pathname.endsWith('getListAnnouncements'));
    expect(announcements?.searchParams.get('types')).toBe('A');
    // The session goes in the Authorization header: no address carries the token.
    expect(urls.filter((url) => url.href.includes('tok-1') || url.searchParams.has('token'))).toEqual([]);
  });

  it('asks no dividend information for agents of types 41 and 42', async () => {
    for (const type of [41, 42]) {
      sessionStorage.setItem(
        'MC_SESSION_INFO',
        JSON.stringify({
          token: 'tok-1',
          merchantCode: 'demo',
          userName: 'agent41',
          type,
          firstTimeLogin: false,
        }),
      );
      const urls = recordCalls();
      startFirstLoads(createAgentStore(), '/m/agent');
      await vi.waitFor(() => expect(urls).toHaveLength(6));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(urls.map((url) => url.pathname)).not.toContain('/wps/relay/ACSFE_getDividendInfo');
    }
  });

  it('leaves the calls to the screen when the app opens elsewhere', async () => {
    signInAsAgent();
    const urls = recordCalls();
    startFirstLoads(createAgentStore(), '/m/member/team');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(urls).toEqual([]);
  });
});
