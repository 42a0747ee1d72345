import { CONSTANTS, routePath, type Features, type RouteId } from '@wps-mobile/config';
import { isFreeAccountRejected, type SessionInfo, type TrialSession } from '@wps-mobile/session';

/** Who is looking: a visitor, a free-trial account (type 4) or a member of some type. */
export type Viewer =
  | { readonly kind: 'visitor' }
  | { readonly kind: 'trial' }
  | { readonly kind: 'member'; readonly type: number };

/** What happens when the viewer heads somewhere (spec section 6). */
export type Access =
  | { readonly kind: 'allow' }
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'notice'; readonly messageKey: NoticeKey; readonly durationMs: number };

export type NoticeKey = 'errors.realAccountNeeded' | 'messages.contact_service';

const ALLOW: Access = { kind: 'allow' };
const toLogin: Access = { kind: 'redirect', to: routePath('login') };
const notice = (messageKey: NoticeKey): Access => ({
  kind: 'notice',
  messageKey,
  durationMs: CONSTANTS.toast.messageMs,
});

/** The viewer of the stored session: a member session first, then a trial one, else a visitor. */
export function viewerOf(member: SessionInfo | undefined, trial: TrialSession | undefined): Viewer {
  if (member)
    return isFreeAccountRejected(member.type) ? { kind: 'trial' } : { kind: 'member', type: member.type };
  return trial ? { kind: 'trial' } : { kind: 'visitor' };
}

// Real money and the member's own records: a visitor logs in first, a free trial account is refused.
const MONEY = { visitor: toLogin, trial: notice('errors.realAccountNeeded') };

/** Where the member-only screens send a viewer without a session; trial accounts are refused with free_reject. */
const GUARDED: Partial<Record<RouteId, { visitor: Access; trial: Access }>> = {
  settings: { visitor: { kind: 'redirect', to: routePath('home') }, trial: ALLOW },
  changePsw: MONEY,
  memberHome: MONEY,
  inviteFriends: { visitor: toLogin, trial: ALLOW },
  voucherCenter: MONEY,
  withdraw: MONEY,
  vouReport: MONEY,
  withdrawReport: MONEY,
  transactionRecord: MONEY,
  gameRecord: MONEY,
  profitAndLoss: MONEY,
  securityCenter: MONEY,
  uplineTransfer: MONEY,
  memberBenefits: MONEY,
  webEmail: MONEY,
  message: MONEY,
  rewardCenter: MONEY,
  manualRebate: MONEY,
  rebateReport: MONEY,
  activityInfo: MONEY,
  feedback: MONEY,
};

/** Screens with a role rule of their own (the others are open to everyone). */
export function isGuardedRoute(screen: string): screen is RouteId {
  return screen in GUARDED;
}

/** The spec's role rules for opening a screen of the route table. */
export function accessTo(route: RouteId, viewer: Viewer, features: Features): Access {
  const rule = GUARDED[route];
  if (rule && viewer.kind !== 'member') {
    const access = rule[viewer.kind];
    if (access.kind !== 'allow') return access;
  }
  // Invite friends needs the REFERRAL promotion once the viewer has a session.
  if (route === 'inviteFriends' && !features.referral) return notice('messages.contact_service');
  return ALLOW;
}

/** Launching a game needs a session (a trial one counts: free play is what it is for). */
export function accessToGame(viewer: Viewer): Access {
  return viewer.kind === 'visitor' ? toLogin : ALLOW;
}
