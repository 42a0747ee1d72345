/**
 * The password a member just logged in with, held in this page's memory only (never in any storage) for the
 * first-login or expired-password change that follows, so that form does not ask for it again (spec section 2,
 * Change password). It belongs to one account, and a full page load (logout's included) forgets it.
 */
let held: { readonly userName: string; readonly password: string } | undefined;

export function holdPassword(userName: string, password: string): void {
  held = { userName, password };
}

/** The held password of this account, if any. */
export function heldPassword(userName: string): string | undefined {
  return held?.userName === userName ? held.password : undefined;
}

export function forgetHeldPassword(): void {
  held = undefined;
}
