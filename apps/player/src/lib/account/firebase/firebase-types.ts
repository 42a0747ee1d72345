// What the sign-in side and the lazily loaded SDK side both name. In a module of its own so that the SDK side,
// which the sign-in side loads with import(), never imports the sign-in side back.

export type SocialProvider = 'facebook' | 'google';

/** An SMS code Firebase sent: the code the player types gives the id token that proves the number. */
export interface SmsConfirmation {
  confirm(code: string): Promise<string>;
}
