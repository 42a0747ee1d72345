import type { SmsSent } from '@wps-mobile/api-client/contract';
import { CONSTANTS, firebasePhoneNumber, type FirebaseSignIn } from '@wps-mobile/config';
import { useEffect, useRef } from 'react';
import { prefetchFirebase, sendFirebaseSmsCode, type SmsConfirmation } from './firebase-sign-in';

/** What a form sends after Firebase checked the typed code: the channel and the token that proves the number. */
export interface FirebaseSmsProof {
  readonly firebaseChannel: 'sms';
  readonly firebaseIdToken: string;
}

/**
 * The firebase SMS path of a form (spec: "send code, verify code giving an id token"): Firebase sends the code,
 * and on submit the typed code is checked by Firebase, whose id token goes to the merchant instead of the code.
 * `recaptchaHost` goes on an element of the form, where Firebase draws its invisible reCAPTCHA.
 */
export function useFirebaseSms(settings: FirebaseSignIn | undefined) {
  const recaptchaHost = useRef<HTMLDivElement>(null);
  const sent = useRef<{ phoneNumber: string; confirmation: SmsConfirmation } | undefined>(undefined);
  // A code confirms once; its token (good for an hour) serves a retry after the merchant refused for another reason.
  const proven = useRef<{ code: string; idToken: string } | undefined>(undefined);
  const enabled = settings !== undefined;
  useEffect(() => {
    if (enabled) prefetchFirebase();
  }, [enabled]);

  /** Sends a code through Firebase; the countdown is the firebase path's minute. */
  async function send(countryDialingCode: string, mobile: string): Promise<SmsSent> {
    if (!settings || !recaptchaHost.current) throw new Error('firebase SMS is not offered here');
    const phoneNumber = firebasePhoneNumber(countryDialingCode, mobile);
    const confirmation = await sendFirebaseSmsCode(settings, phoneNumber, recaptchaHost.current);
    sent.current = { phoneNumber, confirmation };
    proven.current = undefined;
    return { expiredMinutes: CONSTANTS.sms.firebaseCountdownSeconds / 60 };
  }

  /**
   * The proof for the number the code was sent to; undefined when no code went to this number or Firebase refuses
   * the code (the form then says the code is wrong).
   */
  async function prove(
    countryDialingCode: string,
    mobile: string,
    code: string,
  ): Promise<FirebaseSmsProof | undefined> {
    const last = sent.current;
    if (!last || last.phoneNumber !== firebasePhoneNumber(countryDialingCode, mobile)) return undefined;
    const typed = code.trim();
    try {
      if (proven.current?.code !== typed)
        proven.current = { code: typed, idToken: await last.confirmation.confirm(typed) };
      return { firebaseChannel: 'sms', firebaseIdToken: proven.current.idToken };
    } catch {
      return undefined;
    }
  }

  return { enabled, recaptchaHost, send, prove };
}
