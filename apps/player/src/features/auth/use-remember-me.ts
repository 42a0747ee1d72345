import { isAutoLogin } from '@wps-mobile/session';
import { useState } from 'react';

/** The member's last "Remember me" (`autoLogin`: stored by each login, stored as 0 by logout); off if unreadable. */
function lastChoice(): boolean {
  try {
    return isAutoLogin();
  } catch {
    // Local storage blocked: nothing was remembered either.
    return false;
  }
}

/**
 * The login form's "Remember me": it starts as the member left it, so after a logout (which stores `autoLogin` as
 * 0) the box is clear even though the remembered user name still fills the form, and after a login with the box
 * ticked it is ticked again on the next visit. The login stores the choice back (`useLoginSubmit`).
 */
export function useRememberMe() {
  return useState(lastChoice);
}
