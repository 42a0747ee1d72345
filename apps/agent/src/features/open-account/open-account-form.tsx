import { agentTeamApi, useCreateDownlineMutation } from '@wps-mobile/api-client';
import { routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, PasswordField, Select, TextField } from '@wps-mobile/ui';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { serverMessage } from '@wps-mobile/app-shell';
import { checkNewAccount, type AccountErrors, type FieldRule } from './account-rules';

interface Props {
  readonly rules: Partial<Record<string, FieldRule>>;
  readonly quotas: readonly { type: number; total: number; used: number }[];
}

/** Username (checked as it is left), password twice and member type; a failure keeps everything typed. */
export function OpenAccountForm({ rules, quotas }: Props) {
  const { t } = useTranslation();
  const [form, setForm] = useState({ username: '', password: '', confirm: '' });
  const open = quotas.filter((q) => q.used < q.total);
  const [type, setType] = useState(String(open[0]?.type ?? ''));
  const [errors, setErrors] = useState<AccountErrors>({});
  const [checkName, nameCheck] = agentTeamApi.useLazyUsernameCheckQuery();
  const [create, result] = useCreateDownlineMutation();
  const firstField = useRef<HTMLInputElement>(null);
  const set = (field: keyof typeof form) => (value: string) =>
    setForm((prev) => ({ ...prev, [field]: value }));
  const taken =
    nameCheck.data?.available === false && nameCheck.originalArgs?.username === form.username.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkNewAccount(form, { username: rules['username'], password: rules['password'] });
    setErrors(found);
    if (Object.keys(found).length > 0 || taken || result.isLoading || type === '') {
      if (found.username) firstField.current?.focus();
      return;
    }
    void create({ username: form.username.trim(), password: form.password, type: Number(type) });
  };
  if (result.isSuccess)
    return (
      <section className="agent-card" role="status">
        <p>{t('agent.accountOpened', { name: result.data.account })}</p>
        <div className="agent-actions">
          <Link className="agent-button" to={`${routePath('agentRebate')}?username=${result.data.account}`}>
            {t('agent.setRebates')}
          </Link>
          <Button variant="secondary" onClick={() => result.reset()}>
            {t('agent.openAnother')}
          </Button>
        </div>
      </section>
    );
  if (open.length === 0) return <p className="agent-note">{t('agent.quotaUsedUp')}</p>;
  return (
    <form className="agent-card agent-form" onSubmit={submit} noValidate>
      <TextField
        ref={firstField}
        label={t('common.username')}
        autoComplete="off"
        value={form.username}
        onChange={set('username')}
        onBlur={() => form.username.trim() && void checkName({ username: form.username.trim() })}
        error={errors.username ? t(errors.username) : taken ? t('errors.usernameExists') : undefined}
        hint={nameCheck.data?.available && !taken ? t('agent.usernameAvailable') : undefined}
      />
      <PasswordField
        label={t('common.password')}
        autoComplete="new-password"
        value={form.password}
        onChange={set('password')}
        error={errors.password ? t(errors.password) : undefined}
      />
      <PasswordField
        label={t('common.confirmPassword')}
        autoComplete="new-password"
        value={form.confirm}
        onChange={set('confirm')}
        error={errors.confirm ? t(errors.confirm) : undefined}
      />
      <Select
        label={t('agent.memberType')}
        value={type}
        onChange={setType}
        placeholder={false}
        options={open.map((q) => ({
          value: String(q.type),
          label: t(q.type === 0 ? 'agent.typeMember' : 'agent.typeAgent'),
        }))}
      />
      {result.isError && (
        <p role="alert" className="agent-note">
          {serverMessage(result.error, t)}
        </p>
      )}
      <Button type="submit" busy={result.isLoading}>
        {t('routes.agentRegister')}
      </Button>
    </form>
  );
}
