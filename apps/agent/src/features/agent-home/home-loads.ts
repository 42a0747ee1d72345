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
import { isoDay } from '../../lib/reports/dates';
import { agentAnnouncementsArgs } from '../../lib/content/use-agent-announcements';
import { loadsDividendInfo } from './dividend-info';

/** Today's team counters: the team's activity of today with nobody listed (size 0). */
export function teamActivityTodayArgs() {
  const today = isoDay();
  return { startDate: today, endDate: today, size: 0 };
}

/**
 * Every call agent home shows, started when the app opens on it rather than after the screen's first render:
 * the screen's parts subscribe to the same cache entries, so nothing is asked twice.
 */
export function startAgentHomeLoads(dispatch: ReturnType<typeof createWpsStore>['dispatch']): void {
  dispatch(walletApi.util.prefetch('wallet', undefined, {}));
  dispatch(agentTeamApi.util.prefetch('teamActivity', teamActivityTodayArgs(), {}));
  dispatch(agentMenuApi.util.prefetch('agentMenuKeys', undefined, {}));
  dispatch(messagesApi.util.prefetch('unreadMessageCount', undefined, {}));
  dispatch(systemApi.util.prefetch('consolidatedSettings', undefined, {}));
  if (loadsDividendInfo()) dispatch(agentContractsApi.util.prefetch('dividendInfo', undefined, {}));
  dispatch(contentApi.util.prefetch('announcements', agentAnnouncementsArgs(), {}));
}
