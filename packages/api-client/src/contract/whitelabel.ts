import { z } from 'zod';

/**
 * White-label feature flags known from the spec. The platform answers a flag→boolean map; a flag missing from the
 * map is off. The platform may add flags at any time, so the map type stays open.
 */
export const WHITELABEL_FLAGS = [
  'DIRECTREG3', // a register link in the header
  'USERNAMEREG3', // registration by username
  'MOBILENUMREG3', // registration by mobile number
  'REGMOBVERF3', // SMS verification on username registration
  'MOBILENUMPASSREG3', // password field on mobile registration
  'FACEBOOKLOGIN3',
  'GOOGLELOGIN3',
  'MOBILEVERCODELOGIN3', // login by mobile number and SMS code
  'REWCEN3', // reward centre
  'MISSIONLB3', // mission activity (leader board)
  'MANPLAYREB3', // manual rebate
  'DEPRECM3', // load (deposit) record
  'WITHREC3', // withdraw report
  'TRANSREC3', // account record
  'TRANSBETREPMEM3', // betting record
  'PERSREP', // profit and loss
  'AGETRANSFERUP3', // transfer to upline
  'PLYRBT', // my rebate
  'MAILCEN', // news / message centre
  'FEEDBACK3',
  'DEPOSIT',
  'WITHDRAW',
  'VIPBENEFITS', // VIP benefits room (spec: "VIP benefits ... also switchable")
  'REFERRAL', // the referral promotion behind invite friends
] as const;

export type WhitelabelFlag = (typeof WHITELABEL_FLAGS)[number];

export const whitelabelFlagsSchema = z.record(z.string(), z.boolean());

export type WhitelabelFlags = Readonly<Partial<Record<WhitelabelFlag, boolean>> & Record<string, boolean>>;

/** A flag is on only when the map says `true`; absent means off. */
export function isFlagOn(flags: WhitelabelFlags, flag: WhitelabelFlag | (string & {})): boolean {
  return flags[flag] === true;
}
