import { agentTeamApi, useCreateDownlineMutation } from '@wps-mobile/api-client';
import { routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, PasswordField, Select, TextField, useForm } from '@wps-mobile/ui';
import { Link } from 'react-router';
import { serverMessage } from '@wps-mobile/app-shell';
import { checkNewAccount, type FieldRule } from './account-rules';

interface Props {
  readonly rules: Partial<Record<string, FieldRule>>;
  readonly quotas: readonly { type: number; total: number; used: number }[];
}

/** Username (checked as it is left), password twice and member type; a failure keeps everything typed. */
export function OpenAccountForm({ rules, quotas }: Props) {
  const { t } = useTranslation();
  const open = quotas.filter((q) => q.used < q.total);
  const [checkName, nameCheck] = agentTeamApi.useLazyUsernameCheckQuery();
  const [create, result] = useCreateDownlineMutation();
  const isTaken = (username: string) =>
    nameCheck.data?.available === false && nameCheck.originalArgs?.username === username.trim();
  const usernameTaken = t('errors.usernameExists');
  const form = useForm({
    initial: { username: '', password: '', confirm: '', type: String(open[0]?.type ?? '') },
    validate: (values) => {
      const found = checkNewAccount(values, { username: rules['username'], password: rules['password'] });
      return {
        username: found.username && t(found.username),
        password: found.password && t(found.password),
        confirm: found.confirm && t(found.confirm),
      };
    },
  });
  const { username } = form.values;
  const taken = isTaken(username);

  const submit = form.onSubmit(async (values) => {
    // A taken name is said under the field from the check made on leaving it; that message is read when
    // drawn, not kept as the form's, because a check still on its way answers later and may change it.
    if (values.type === '' || isTaken(values.username)) return;
    await create({ username: values.username.trim(), password: values.password, type: Number(values.type) });
  });
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
    <form ref={form.ref} className="agent-card agent-form" onSubmit={submit} noValidate>
      <TextField
        label={t('common.username')}
        autoComplete="off"
        {...form.field('username')}
        onBlur={() => username.trim() && void checkName({ username: username.trim() })}
        // The check on leaving the field says a name is taken before any submit.
        error={form.errors.username ?? (taken ? usernameTaken : undefined)}
        hint={nameCheck.data?.available && !taken ? t('agent.usernameAvailable') : undefined}
      />
      <PasswordField label={t('common.password')} autoComplete="new-password" {...form.field('password')} />
      <PasswordField
        label={t('common.confirmPassword')}
        autoComplete="new-password"
        {...form.field('confirm')}
      />
      <Select
        label={t('agent.memberType')}
        {...form.field('type')}
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
