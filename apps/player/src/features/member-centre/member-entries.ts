import type { Features, RouteId } from '@wps-mobile/config';
import { isAgent, mayTransferToUpline } from '@wps-mobile/session';

/** One flag-gated entry of the member centre (spec section 2, Member centre). */
export interface MemberEntry {
  readonly id: string;
  /** Its label: the member area's, or the page title of a page that is not the member area's own. */
  readonly label: `member.${EntryLabelKey}` | 'routes.responsibleGaming';
  readonly route: RouteId;
  /** Needs a session: a guest gets the login pop-up instead. */
  readonly protected: boolean;
  /** Shows the unclaimed-promotions bubble. */
  readonly unclaimedBubble?: boolean;
}

export type EntryLabelKey =
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

/** What the entries need to know of the member; undefined for a guest. */
export interface EntryMember {
  readonly type: number;
  readonly toUpline: boolean;
}

const entry = (
  labelKey: EntryLabelKey,
  route: RouteId,
  extra: Partial<Pick<MemberEntry, 'protected' | 'unclaimedBubble'>> = {},
): MemberEntry => ({ id: labelKey, label: `member.${labelKey}`, route, protected: true, ...extra });

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
    [features.rewardCentre, entry('rewardCenter', 'rewardCenter', { unclaimedBubble: true })],
    [features.referral, entry('referral', 'inviteFriends')],
    [member !== undefined && isAgent(member.type), entry('agencyCenter', 'agentHome')],
    [features.depositRecord, entry('loadRecord', 'vouReport')],
    [features.withdrawReport, entry('withdrawReport', 'withdrawReport')],
    [features.accountRecord, entry('accountRecord', 'transactionRecord')],
    [features.bettingRecord, entry('bettingRecord', 'gameRecord')],
    [features.profitAndLoss, entry('profitAndLoss', 'profitAndLoss')],
    [
      member !== undefined && mayTransferToUpline(member.type, features.transferToUpline, member.toUpline),
      entry('transferUpline', 'uplineTransfer'),
    ],
    [features.manualRebate, entry('manualRebate', 'manualRebate')],
    [features.missionActivity, entry('missionActivity', 'leaderBoard')],
    [features.myRebate, entry('myRebate', 'rebateReport')],
    [features.messageCentre, entry('news', 'webEmail')],
    [true, entry('onlineService', 'service', { protected: false })],
    [features.feedback, entry('feedback', 'feedback')],
    [options.responsibleGaming === true, RESPONSIBLE_GAMING],
  ];
  return shown.filter(([on]) => on).map(([, item]) => item);
}

/** The four quick tiles under the profile: deposit, betting record, account record, security centre. */
export const QUICK_TILES = [
  { id: 'deposit', labelKey: 'deposit', route: 'voucherCenter' },
  { id: 'bettingRecord', labelKey: 'bettingRecord', route: 'gameRecord' },
  { id: 'accountRecord', labelKey: 'accountRecord', route: 'transactionRecord' },
  { id: 'securityCenter', labelKey: 'securityCenter', route: 'securityCenter' },
] as const satisfies readonly { id: string; labelKey: string; route: RouteId }[];
