import type { Features, RouteId } from '@wps-mobile/config';
import { isAgent, mayTransferToUpline } from '@wps-mobile/session';

/** One flag-gated entry of the member centre (spec section 2, Member centre). */
export interface MemberEntry {
  readonly id: string;
  /** Its label: the title of the page it opens, or words of its own where the entry reads differently. */
  readonly label: EntryLabel;
  readonly route: RouteId;
  /** Needs a session: a guest gets the login pop-up instead. */
  readonly protected: boolean;
  /** Shows the unclaimed-promotions bubble. */
  readonly unclaimedBubble?: boolean;
}

export type EntryId =
  | 'rewardCenter'
  | 'referral'
  | 'agencyCenter'
  | 'loadRecord'
  | 'withdrawReport'
  | 'accountRecord'
  | 'bettingRecord'
  | 'profitAndLoss'
  | 'transferUpline'
  | 'manualRebate'
  | 'missionActivity'
  | 'myRebate'
  | 'news'
  | 'onlineService'
  | 'feedback';

/** Most entries are named by the title of the page they open; the others have a label of their own. */
export type EntryLabel =
  `routes.${RouteId}` | 'member.referral' | 'member.agencyCenter' | 'common.news' | 'common.onlineService';

/** What the entries need to know of the member; undefined for a guest. */
export interface EntryMember {
  readonly type: number;
  readonly toUpline: boolean;
}

const entry = (
  id: EntryId,
  label: EntryLabel,
  route: RouteId,
  extra: Partial<Pick<MemberEntry, 'protected' | 'unclaimedBubble'>> = {},
): MemberEntry => ({ id, label, route, protected: true, ...extra });

/** Responsible gaming (issue 17), after the spec's entries and open to guests too. */
const RESPONSIBLE_GAMING: MemberEntry = {
  id: 'responsibleGaming',
  label: 'routes.responsibleGaming',
  route: 'responsibleGaming',
  protected: false,
};

export interface EntryOptions {
  /** The merchant has responsible gaming on (runtime config). */
  readonly responsibleGaming?: boolean;
}

/** The entries shown, in the spec's order, each only when its flag (and the member's role) allows it. */
export function memberEntries(
  features: Features,
  member: EntryMember | undefined,
  options: EntryOptions = {},
): MemberEntry[] {
  const shown: [boolean, MemberEntry][] = [
    [
      features.rewardCentre,
      entry('rewardCenter', 'routes.rewardCenter', 'rewardCenter', { unclaimedBubble: true }),
    ],
    [features.referral, entry('referral', 'member.referral', 'inviteFriends')],
    [member !== undefined && isAgent(member.type), entry('agencyCenter', 'member.agencyCenter', 'agentHome')],
    [features.depositRecord, entry('loadRecord', 'routes.vouReport', 'vouReport')],
    [features.withdrawReport, entry('withdrawReport', 'routes.withdrawReport', 'withdrawReport')],
    [features.accountRecord, entry('accountRecord', 'routes.transactionRecord', 'transactionRecord')],
    [features.bettingRecord, entry('bettingRecord', 'routes.gameRecord', 'gameRecord')],
    [features.profitAndLoss, entry('profitAndLoss', 'routes.profitAndLoss', 'profitAndLoss')],
    [
      member !== undefined && mayTransferToUpline(member.type, features.transferToUpline, member.toUpline),
      entry('transferUpline', 'routes.uplineTransfer', 'uplineTransfer'),
    ],
    [features.manualRebate, entry('manualRebate', 'routes.manualRebate', 'manualRebate')],
    [features.missionActivity, entry('missionActivity', 'routes.leaderBoard', 'leaderBoard')],
    [features.myRebate, entry('myRebate', 'routes.rebateReport', 'rebateReport')],
    [features.messageCentre, entry('news', 'common.news', 'webEmail')],
    [true, entry('onlineService', 'common.onlineService', 'service', { protected: false })],
    [features.feedback, entry('feedback', 'routes.feedback', 'feedback')],
    [options.responsibleGaming === true, RESPONSIBLE_GAMING],
  ];
  return shown.filter(([on]) => on).map(([, item]) => item);
}

/** The four quick tiles under the profile: deposit, betting record, account record, security centre. */
export const QUICK_TILES = [
  { id: 'deposit', label: 'common.deposit', route: 'voucherCenter' },
  { id: 'bettingRecord', label: 'routes.gameRecord', route: 'gameRecord' },
  { id: 'accountRecord', label: 'routes.transactionRecord', route: 'transactionRecord' },
  { id: 'securityCenter', label: 'routes.securityCenter', route: 'securityCenter' },
] as const satisfies readonly { id: string; label: string; route: RouteId }[];
