import { Hono } from 'hono';
import { WPS_CALLS } from '@wps-mobile/api-client/contract';
import type { PopupAnnouncement } from '@wps-mobile/api-client/contract';
import {
  localisedAnnouncements,
  readAnnouncementIds,
  toAnnouncement,
} from '../../db/queries/content/announcements';
import type { AnnouncementRow } from '../../db/queries/content/announcements';
import { helpTopicsIn, markAnnouncementRead } from '../../db/queries/content/content';
import { upcomingHotMatches } from '../../db/queries/games/hot-matches';
import type { MemberRow } from '../../db/queries/account/members';
import { readConsolidatedSettings } from '../../db';
import { readUserAgreement } from '../../db/queries/content/user-agreement';
import type { ApiEnv } from '../api-env';
import { route } from '../call-route';
import { toPage } from '../paging';

const toBanner = (row: AnnouncementRow) => ({
  id: row.id,
  url: row.image_url,
  link: row.link,
  title: row.title,
});

/** Visitors see pop-ups of execution B, members A, and a first-time login F only. */
function popupExecution(member: MemberRow | undefined): 'A' | 'B' | 'F' {
  if (!member) return 'B';
  return member.first_time_login === 1 ? 'F' : 'A';
}

/** Announcements, banners, notices, help, customer service, download links and the user agreement. */
export function contentRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  // The session comes from the Authorization header only: a token in the query (which access logs and proxies
  // keep) is ignored, so the caller is a visitor.
  route(routes, WPS_CALLS.announcements, ({ db, params, merchant, language, member: viewer, now }) => {
    const rows = localisedAnnouncements(db, merchant.siteCode, language, params.types, params.groupName);
    const read = readAnnouncementIds(db, viewer?.id);
    const of = (...types: string[]) => rows.filter((row) => types.includes(row.types));
    const execution = popupExecution(viewer);
    const agent = of('A').map((row) => toAnnouncement(row, read));
    return {
      banners: of('B').map(toBanner),
      notices: of('PL').map((row) => toAnnouncement(row, read)),
      popup: of('PU')
        .filter((row) => row.execution === execution)
        .map((row): PopupAnnouncement => ({
          id: row.id,
          title: row.title,
          content: row.content,
          promotionType: row.types,
          execution,
        })),
      hotMatches: params.types.includes('H') ? upcomingHotMatches(db, now) : [],
      promotion: of('PR', 'H').map((row) => toAnnouncement(row, read)),
      agent,
      footer: { unreadCount: agent.filter((a) => !a.read).length },
    };
  });

  route(routes, WPS_CALLS.bannerList, ({ db, params, merchant, language }) =>
    localisedAnnouncements(db, merchant.siteCode, language, ['B'], params.groupName).map(toBanner),
  );

  route(routes, WPS_CALLS.noticeList, ({ db, params, merchant, language, member }) => {
    const rows = localisedAnnouncements(db, merchant.siteCode, language, params.types);
    const read = readAnnouncementIds(db, member?.id);
    const page = toPage(rows, params.pageNo, params.pageSize);
    const list = page.list.map((row) => toAnnouncement(row, read));
    // Opening the notice list is reading it: the agent footer's unread badge counts down from here.
    if (member) for (const row of page.list) markAnnouncementRead(db, member.id, row.id);
    return { ...page, list };
  });

  route(routes, WPS_CALLS.popularAnnouncements, ({ db, merchant, language }) =>
    localisedAnnouncements(db, merchant.siteCode, language, ['H']).map((row) =>
      toAnnouncement(row, new Set()),
    ),
  );

  route(routes, WPS_CALLS.lobbyNews, ({ db, merchant, language }) =>
    localisedAnnouncements(db, merchant.siteCode, language, ['PL'])
      .slice(0, 5)
      .map((row) => toAnnouncement(row, new Set())),
  );

  route(routes, WPS_CALLS.helpCenter, ({ db, params, merchant, language }) => {
    const lang = params.lang?.toUpperCase() || language;
    const rows = helpTopicsIn(db, merchant.siteCode, lang, 'EN');
    // One entry per topic: its translation when there is one, else the English text.
    const byKey = new Map<string, (typeof rows)[number]>();
    for (const row of rows) {
      const kept = byKey.get(row.topic_key);
      if (!kept || (row.language === lang && kept.language !== lang)) byKey.set(row.topic_key, row);
    }
    return [...byKey.values()].map((row) => ({ id: row.id, title: row.title, content: row.content }));
  });

  route(routes, WPS_CALLS.customerService, ({ db, merchant }) =>
    [...readConsolidatedSettings(db, merchant).customerService].sort((a, b) => a.csPosition - b.csPosition),
  );

  route(
    routes,
    WPS_CALLS.downloadLinks,
    ({ db, merchant }) => readConsolidatedSettings(db, merchant).resources,
  );

  route(routes, WPS_CALLS.userAgreement, ({ db, merchant, language }) =>
    readUserAgreement(db, merchant.siteCode, language),
  );
  return routes;
}
