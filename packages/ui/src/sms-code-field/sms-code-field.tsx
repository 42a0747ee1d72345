import { useEffect, useRef, useState } from 'react';
import { CONSTANTS } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { TextField, type TextFieldProps } from '../text-field/text-field';
import { useCountdown } from './use-countdown';
import './sms-code-field.css';

/** What the app's send call reports: whether a code went out and, if the server said, for how long. */
export type SmsSendResult = { sent: false } | { sent: true; seconds?: number };

export interface SmsCodeFieldProps extends Omit<
  TextFieldProps,
  'type' | 'onChange' | 'end' | 'maxLength' | 'inputMode'
> {
  /** Digits only, at most CONSTANTS.sms.codeMaxLength (10). */
  onChange: (value: string) => void;
  /**
   * Validates the mobile number, sends the code and resolves with the result (a rejection counts as not
   * sent). The app turns the server's `expiredMinutes` into `seconds` (minutes x 60).
   */
  onRequestCode: () => Promise<SmsSendResult>;
  /** Countdown when the result gives no seconds (spec default: 60). */
  countdownSeconds?: number;
}

/**
 * The SMS code input with its "Get verification code" button. After a successful send the button counts
 * down ("Resend in 59 s") and then offers to send again; the input is enabled only once a code was sent.
 */
export function SmsCodeField({
  onChange,
  onRequestCode,
  countdownSeconds = CONSTANTS.sms.defaultCountdownSeconds,
  disabled,
  ...fieldProps
}: SmsCodeFieldProps) {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  // A send that resolves after the screen was left must not set state on an unmounted field.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function requestCode() {
    setSending(true);
    let result: SmsSendResult = { sent: false };
    try {
      result = await onRequestCode();
    } catch {
      // The app shows its own message; the field only returns to "Get verification code".
    }
    if (!mounted.current) return;
    setSending(false);
    if (result.sent) {
      setSent(true);
      countdown.start(result.seconds ?? countdownSeconds);
    }
  }

  const label = sending
    ? t('ui.sendingCode')
    : countdown.running
      ? t('ui.resendIn', { seconds: countdown.remaining })
      : t('ui.getVerificationCode');

  return (
    <TextField
      autoComplete="one-time-code"
      {...fieldProps}
      type="text"
      inputMode="numeric"
      maxLength={CONSTANTS.sms.codeMaxLength}
      disabled={disabled || !sent}
      onChange={(value) => onChange(value.replace(/\D/g, '').slice(0, CONSTANTS.sms.codeMaxLength))}
      end={
        <button
          type="button"
          className="wps-sms-code__send"
          disabled={disabled || sending || countdown.running}
          aria-busy={sending || undefined}
          onClick={() => void requestCode()}
        >
          {label}
        </button>
      }
    />
  );
}
