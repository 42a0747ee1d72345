import { z } from 'zod';
import { defineCall } from './define-call';
import { hotMatchSchema } from './games';
import { WPS_PATHS } from './paths';
import { csvOf, noInput, optionalText, pagedOf, paging } from './schema-kit';
import { customerServiceEntrySchema, downloadResourceSchema } from './system';

/** Content types: Agent A, Player PL, Banner B, Pop_Up PU, Promotion PR, Home H. */
export const ANNOUNCEMENT_TYPES = ['A', 'PL', 'B', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
/** m_game for banners of game pages, m_reg for registration, m_home for home. */
export const ANNOUNCEMENT_GROUPS = ['m_home', 'm_reg', 'm_game'] as const;
export type AnnouncementGroup = (typeof ANNOUNCEMENT_GROUPS)[number];
/** A shown to members, B to visitors, F on a first-time login only. */
export const POPUP_EXECUTIONS = ['A', 'B', 'F'] as const;

export const announcementImageSchema = z.object({ sequence: z.number().int(), url: z.string() });

/** An announcement item (id, title) with its HTML content and, for banners, images and a click target. */
export const announcementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** HTML; render only after sanitising. */
  content: z.string(),
  types: z.enum(ANNOUNCEMENT_TYPES),
  groupName: z.enum(ANNOUNCEMENT_GROUPS),
  announcementImages: z.array(announcementImageSchema),
  /** Banner click target: an http(s) URL or an in-app route; '' for none. */
  url: z.string(),
  createTime: z.number().int(),
  read: z.boolean(),
});
export type Announcement = z.output<typeof announcementSchema>;

/** Popup announcement (spec section 3). */
export const popupAnnouncementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  promotionType: z.string(),
  execution: z.enum(POPUP_EXECUTIONS),
});
export type PopupAnnouncement = z.output<typeof popupAnnouncementSchema>;

/** Banner (url is the image); `link` is where a tap goes. */
export const bannerSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  link: z.string(),
  title: z.string(),
});
export type Banner = z.output<typeof bannerSchema>;

/** The announcement payload groups (spec section 3) plus the footer's unread count. */
export const announcementPayloadSchema = z.object({
  banners: z.array(bannerSchema),
  notices: z.array(announcementSchema),
  popup: z.array(popupAnnouncementSchema),
  hotMatches: z.array(hotMatchSchema),
  promotion: z.array(announcementSchema),
  agent: z.array(announcementSchema),
  footer: z.object({ unreadCount: z.number().int() }),
});
export type AnnouncementPayload = z.output<typeof announcementPayloadSchema>;

export const helpTopicSchema = z.object({ id: z.number().int(), title: z.string(), content: z.string() });
export type HelpTopic = z.output<typeof helpTopicSchema>;

/** The user agreement: a title and its HTML text, in the language of the `Language` header. */
export const userAgreementSchema = z.object({ title: z.string(), content: z.string() });
export type UserAgreement = z.output<typeof userAgreementSchema>;

export const contentCalls = {
  announcements: defineCall({
    name: 'announcements',
    method: 'GET',
    path: WPS_PATHS.announcements,
    auth: 'optional',
    request: z.object({
      types: csvOf(ANNOUNCEMENT_TYPES),
      groupName: z.enum(ANNOUNCEMENT_GROUPS).default('m_home'),
      platform: z.enum(['M']).default('M'),
      merchantCode: optionalText(32),
    }),
    response: announcementPayloadSchema,
    summary:
      'Announcements of the given types and group, in the groups the home screen shows. Visitors see pop-ups of execution B, members (by the Authorization header; a token in the query is ignored) A, and F on their first login.',
  }),
  bannerList: defineCall({
    name: 'bannerList',
    method: 'GET',
    path: WPS_PATHS.bannerList,
    request: z.object({ groupName: z.enum(ANNOUNCEMENT_GROUPS).default('m_home') }),
    response: z.array(bannerSchema),
    summary: 'Banners of a group (cacheable).',
  }),
  noticeList: defineCall({
    name: 'noticeList',
    method: 'GET',
    path: WPS_PATHS.noticeList,
    auth: 'optional',
    request: z.object({ types: csvOf(ANNOUNCEMENT_TYPES).default(['PL']), ...paging(20) }),
    response: pagedOf(announcementSchema),
    summary: 'The notice list of /m/notice (types=A for agent announcements).',
  }),
  popularAnnouncements: defineCall({
    name: 'popularAnnouncements',
    method: 'GET',
    path: WPS_PATHS.popularAnnouncements,
    request: noInput,
    response: z.array(announcementSchema),
    summary: 'Announcements of the popular area (type H).',
  }),
  lobbyNews: defineCall({
    name: 'lobbyNews',
    method: 'GET',
    path: WPS_PATHS.lobbyNews,
    request: noInput,
    response: z.array(announcementSchema),
    summary: 'Lobby news relay: the latest player notices.',
  }),
  helpCenter: defineCall({
    name: 'helpCenter',
    method: 'GET',
    path: WPS_PATHS.helpCenter,
    request: z.object({ device: z.enum(['MOBILE', 'WEB']).default('MOBILE'), lang: optionalText(3) }),
    response: z.array(helpTopicSchema),
    summary: 'Help topics (title, HTML content) in the requested language, English fallback.',
  }),
  customerService: defineCall({
    name: 'customerService',
    method: 'GET',
    path: WPS_PATHS.customerService,
    request: noInput,
    response: z.array(customerServiceEntrySchema),
    summary: 'Customer-service contacts ordered by csPosition.',
  }),
  downloadLinks: defineCall({
    name: 'downloadLinks',
    method: 'GET',
    path: WPS_PATHS.downloadLinks,
    request: noInput,
    response: z.array(downloadResourceSchema),
    summary: 'App, profile and download-bar links.',
  }),
  userAgreement: defineCall({
    name: 'userAgreement',
    method: 'GET',
    path: WPS_PATHS.userAgreement,
    request: noInput,
    response: userAgreementSchema,
    summary: 'The user agreement (title, HTML content) in the language of the Language header.',
  }),
} as const;
