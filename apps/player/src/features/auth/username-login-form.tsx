import { useCaptchaQuery, useRegisterSettingsQuery } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, CaptchaField, Checkbox, PasswordField, TextField, useForm } from '@wps-mobile/ui';
import { useEffect } from 'react';
import { checkLoginFields } from './login-rules';
import { useLoginSubmit } from './use-login-submit';
import { useRemembered } from './use-remembered';
import { useRememberMe } from './use-remember-me';
import { useRevalidateOnLanguage } from './use-revalidate-on-language';

interface Props {
  onFailure: (message: string | undefined) => void;
  /** A failed login asked for a captcha; the screen keeps it across a switch of method. */
  captchaShown: boolean;
  onCaptchaAsked: () => void;
}

/**
 * Username and password; the captcha appears only once a failed login asks for it, and each time the form
 * shows (a switch of login method back to it) it brings a new picture.
 */
export function UsernameLoginForm({ onFailure, captchaShown, onCaptchaAsked }: Props) {
  const { t } = useTranslation();
  const { data: settings } = useRegisterSettingsQuery();
  const remembered = useRemembered('username');
  const [remember, setRemember] = useRememberMe();
  const captchaQuery = useCaptchaQuery(undefined, { skip: !captchaShown, refetchOnMountOrArgChange: true });
  const { submit, isLoading } = useLoginSubmit();
  const form = useForm({
    initial: { username: '', password: '', captcha: '' },
    validate: ({ username, password, captcha }) =>
      checkLoginFields(captchaShown ? { username, password, captcha } : { username, password }, settings, t),
  });
  const { setValue } = form;
  useRevalidateOnLanguage(form);

  useEffect(() => {
    if (!remembered) return;
    setValue('username', (typed) => typed || remembered.username);
    setValue('password', (typed) => typed || (remembered.password ?? ''));
  }, [remembered, setValue]);

  const onSubmit = form.onSubmit(async ({ username, password, captcha }) => {
    const outcome = await submit(
      'username',
      {
        type: 'username',
        username: username.trim(),
        password,
        ...(captchaShown && captchaQuery.data
          ? { captcha: captcha.trim(), captchaId: captchaQuery.data.captchaId }
          : {}),
      },
      remember,
    );
    if (outcome.ok) return;
    if (outcome.captcha) {
      if (captchaShown) void captchaQuery.refetch();
      onCaptchaAsked();
      // A captcha is good for one try: the new picture needs a new answer.
      setValue('captcha', '');
    }
    onFailure(outcome.message);
  });

  return (
    <form ref={form.ref} className="account-form" noValidate onSubmit={onSubmit}>
      <TextField
        label={t('common.username')}
        placeholder={t('account.usernamePlaceholder')}
        autoComplete="username"
        autoCapitalize="none"
        clearable
        required
        {...form.field('username')}
      />
      <PasswordField
        label={t('common.password')}
        placeholder={t('account.passwordPlaceholder')}
        autoComplete="current-password"
        clearable
        required
        {...form.field('password')}
      />
      {captchaShown && (
        <CaptchaField
          label={t('account.captcha')}
          placeholder={t('account.captchaPlaceholder')}
          imageSrc={captchaQuery.isFetching ? undefined : captchaQuery.data?.image}
          onRefresh={() => void captchaQuery.refetch()}
          required
          {...form.field('captcha')}
        />
      )}
      <Checkbox label={t('account.rememberMe')} checked={remember} onChange={setRemember} />
      <Button type="submit" variant="primary" block busy={isLoading}>
        {t('account.loginButton')}
      </Button>
    </form>
  );
}
