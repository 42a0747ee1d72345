/**
 * Whether a member's mobile number was proven by an SMS code. Only a verified number signs in by SMS, resets a
 * password by SMS or stands in for the username; a number typed at registration without a code is contact data.
 * A merchant has at most one member per verified number. In a kept data file, the members who registered by mobile
 * number (username `m<number>`, always with a code) count as verified; any other number has to be proven again.
 */
export const VERIFIED_MOBILE_SQL = `
ALTER TABLE member ADD COLUMN mobile_verified INTEGER NOT NULL DEFAULT 0;
UPDATE member SET mobile_verified = 1 WHERE mobile_num <> '' AND username = 'm' || mobile_num;
CREATE UNIQUE INDEX member_verified_mobile ON member(merchant_code, mobile_num) WHERE mobile_verified = 1;
`;
