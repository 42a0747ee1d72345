import { useCaptchaQuery, useRegisterSettingsQuery } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, CaptchaField, Checkbox, PasswordField, TextField } from '@wps-mobile/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { checkLoginFields, type LoginErrors } from './login-rules';
import { useLoginSubmit } from './use-login-submit';
import { useRemembered } from './use-remembered';

interface Props {
  onFailure: (message: string | undefined) => void;
}

/** Username and password; the captcha appears only once a failed login asks for it. */
export function UsernameLoginForm({ onFailure }: Props) {
  const { t } = useTranslation();
  const { data: settings } = useRegisterSettingsQuery();
  const remembered = useRemembered('username');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [remember, setRemember] = useState(false);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [errors, setErrors] = useState<LoginErrors>({});
  const captchaQuery = useCaptchaQuery(undefined, { skip: !captchaShown });
  const { submit, isLoading } = useLoginSubmit();

  useEffect(() => {
    if (!remembered) return;
    setUsername((typed) => typed || remembered.username);
    setPassword((typed) => typed || (remembered.password ?? ''));
    setRemember(true);
  }, [remembered]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = captchaShown ? { username, password, captcha } : { username, password };
    const found = checkLoginFields(values, settings, t);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
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
      setCaptchaShown(true);
      setCaptcha('');
    }
    onFailure(outcome.message);
  }

  return (
    <form className="account-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextField
        label={t('common.username')}
        name="username"
        value={username}
        onChange={setUsername}
        placeholder={t('account.usernamePlaceholder')}
        autoComplete="username"
        autoCapitalize="none"
        clearable
        required
        error={errors.username}
      />
      <PasswordField
        label={t('common.password')}
        name="password"
        value={password}
        onChange={setPassword}
        placeholder={t('account.passwordPlaceholder')}
        autoComplete="current-password"
        clearable
        required
        error={errors.password}
      />
      {captchaShown && (
        <CaptchaField
          label={t('account.captcha')}
          name="captcha"
          value={captcha}
          onChange={setCaptcha}
          placeholder={t('account.captchaPlaceholder')}
          imageSrc={captchaQuery.isFetching ? undefined : captchaQuery.data?.image}
          onRefresh={() => void captchaQuery.refetch()}
          required
          error={errors.captcha}
        />
      )}
      <Checkbox label={t('account.rememberMe')} checked={remember} onChange={setRemember} />
      <Button type="submit" variant="primary" block busy={isLoading}>
        {t('account.loginButton')}
      </Button>
    </form>
  );
}
