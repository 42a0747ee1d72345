import {
  isWpsError,
  useAffiliateCheckMutation,
  useRegisterMobileMutation,
  useRegisterMutation,
} from '@wps-mobile/api-client';
import type { RegistrationPayload } from '@wps-mobile/api-client/contract';
import { WPS_ERROR_CODES } from '@wps-mobile/api-client/contract';
import { REGISTER_FIELDS } from '@wps-mobile/api-client/contract';
import type { FormField, RegisterMethod } from './register-rules';

export type RegisterOutcome =
  { readonly ok: true } | { readonly ok: false; readonly error: unknown; readonly field?: FormField };

/** The form field a failed registration is about, when the server says (or the code implies) one. */
function fieldOfFailure(error: unknown, method: RegisterMethod): FormField | undefined {
  if (!isWpsError(error)) return undefined;
  if (error.errorCode === WPS_ERROR_CODES.usernameTaken)
    return method === 'mobile' ? 'mobileNum' : 'username';
  if (error.errorCode === WPS_ERROR_CODES.captchaInvalid) return 'captcha';
  if (error.errorCode === WPS_ERROR_CODES.smsCodeInvalid) return 'verificationCode';
  const field = (error.value as { field?: unknown } | undefined)?.field;
  if (field === 'confirmPassword') return field;
  return (REGISTER_FIELDS as readonly string[]).includes(String(field)) ? (field as FormField) : undefined;
}

/**
 * Registers by username or by mobile number through the encrypted register calls; the api-client stores the
 * session on success exactly as a login does (MC_SESSION_INFO), so the member is logged in at once.
 */
export function useRegisterSubmit() {
  const [registerByUsername] = useRegisterMutation();
  const [registerByMobile] = useRegisterMobileMutation();
  const [checkAffiliate] = useAffiliateCheckMutation();

  /** Whether a typed invitation code is one the affiliates call accepts. */
  async function invitationAccepted(code: string, domain: string): Promise<boolean> {
    try {
      await checkAffiliate({ code, domain }).unwrap();
      return true;
    } catch {
      return false;
    }
  }

  async function register(method: RegisterMethod, payload: RegistrationPayload): Promise<RegisterOutcome> {
    try {
      await (method === 'mobile' ? registerByMobile : registerByUsername)(payload).unwrap();
      return { ok: true };
    } catch (error) {
      const field = fieldOfFailure(error, method);
      return { ok: false, error, ...(field ? { field } : {}) };
    }
  }

  return { invitationAccepted, register };
}
