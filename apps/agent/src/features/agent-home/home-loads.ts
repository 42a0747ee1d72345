import {
  agentContractsApi,
  agentMenuApi,
  agentTeamApi,
  contentApi,
  type createWpsStore,
  messagesApi,
  systemApi,
  walletApi,
} from '@wps-mobile/api-client';
import { yieldToMain } from '@wps-mobile/app-shell';
import { isoDay } from '../../lib/reports/dates';
import { agentAnnouncementsArgs } from '../../lib/content/use-agent-announcements';
import { loadsDividendInfo } from './dividend-info';

/** Today's team counters: the team's activity of today with nobody listed (size 0). */
export function teamActivityTodayArgs() {
  const today = isoDay();
  return { startDate: today, endDate: today, size: 0 };
}

type Dispatch = ReturnType<typeof createWpsStore>['dispatch'];

/** Agent home's calls in the order they are started: its figures first. */
const HOME_LOADS: readonly ((dispatch: Dispatch) => unknown)[] = [
  (dispatch) => dispatch(walletApi.util.prefetch('wallet', undefined, {})),
  (dispatch) => dispatch(agentTeamApi.util.prefetch('teamActivity', teamActivityTodayArgs(), {})),
  (dispatch) => dispatch(agentMenuApi.util.prefetch('agentMenuKeys', undefined, {})),
  (dispatch) => dispatch(messagesApi.util.prefetch('unreadMessageCount', undefined, {})),
  (dispatch) => dispatch(systemApi.util.prefetch('consolidatedSettings', undefined, {})),
  (dispatch) =>
    loadsDividendInfo() && dispatch(agentContractsApi.util.prefetch('dividendInfo', undefined, {})),
  (dispatch) => dispatch(contentApi.util.prefetch('announcements', agentAnnouncementsArgs(), {})),
];

/**
 * Every call agent home shows, started when the app opens on it rather than after the screen's first render:
 * the screen's parts subscribe to the same cache entries, so nothing is asked twice. A task per call: each
 * endpoint's first dispatch sets up its part of the cache, and the seven together were one long task on a slow
 * phone.
 */
export async function startAgentHomeLoads(dispatch: Dispatch): Promise<void> {
  for (const [index, start] of HOME_LOADS.entries()) {
    if (index > 0) await yieldToMain();
    start(dispatch);
  }
}
