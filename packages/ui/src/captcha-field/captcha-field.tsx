import { CONSTANTS } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { IconButton } from '../icon-button/icon-button';
import { IconRefresh } from '../icons/control-icons';
import { Skeleton } from '../loading/skeleton';
import { TextField, type TextFieldProps } from '../text-field/text-field';
import './captcha-field.css';

export interface CaptchaFieldProps extends Omit<
  TextFieldProps,
  'type' | 'onChange' | 'end' | 'maxLength' | 'inputMode'
> {
  /** Digits only, at most CONSTANTS.captcha.maxLength (6): the spec's captcha rule. */
  onChange: (value: string) => void;
  /** The picture from GET /wps/captcha (a data URL); undefined while it loads. */
  imageSrc?: string;
  /** Loads a new picture. */
  onRefresh: () => void;
}

/** The captcha input with its picture and a button for another one. */
export function CaptchaField({
  onChange,
  imageSrc,
  onRefresh,
  hint,
  disabled,
  ...fieldProps
}: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      autoComplete="off"
      {...fieldProps}
      hint={hint ?? t('ui.captchaHint')}
      disabled={disabled}
      type="text"
      inputMode="numeric"
      maxLength={CONSTANTS.captcha.maxLength}
      onChange={(value) => onChange(value.replace(/\D/g, '').slice(0, CONSTANTS.captcha.maxLength))}
      end={
        <span className="wps-captcha__picture">
          {imageSrc ? (
            <img
              className="wps-captcha__image"
              src={imageSrc}
              alt={t('ui.captchaImage')}
              width={96}
              height={36}
            />
          ) : (
            <Skeleton width={96} height={36} radius={4} />
          )}
          <IconButton label={t('ui.captchaRefresh')} onClick={onRefresh} disabled={disabled}>
            <IconRefresh size={20} />
          </IconButton>
        </span>
      }
    />
  );
}
