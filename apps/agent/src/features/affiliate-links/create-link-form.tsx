import { useAffiliateUrlCreateMutation } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, Select, TextField, useForm } from '@wps-mobile/ui';
import { serverMessage } from '@wps-mobile/app-shell';

const REMARK_MAX = 60;

/** A new link for registrations as members or as agents, with an optional remark. */
export function CreateLinkForm() {
  const { t } = useTranslation();
  const form = useForm({ initial: { type: '0', remark: '' } });
  const [create, result] = useAffiliateUrlCreateMutation();
  const submit = form.onSubmit(async ({ type, remark }) => {
    try {
      await create({ type: Number(type), ...(remark.trim() ? { remark: remark.trim() } : {}) }).unwrap();
      // The link is made: the next one starts without this remark (a failure keeps it, shown above).
      form.setValue('remark', '');
    } catch {
      // The failure is shown from the mutation's state.
    }
  });
  return (
    <form ref={form.ref} className="agent-card agent-form" onSubmit={submit}>
      <Select
        label={t('agent.memberType')}
        {...form.field('type')}
        placeholder={false}
        options={[
          { value: '0', label: t('agent.typeMember') },
          { value: '1', label: t('agent.typeAgent') },
        ]}
      />
      <TextField
        label={t('agent.remark')}
        maxLength={REMARK_MAX}
        {...form.field('remark')}
        hint={t('agent.remarkHint', { max: REMARK_MAX })}
      />
      {result.isError && (
        <p role="alert" className="agent-note">
          {serverMessage(result.error, t)}
        </p>
      )}
      <Button type="submit" busy={result.isLoading}>
        {t('agent.createLink')}
      </Button>
    </form>
  );
}
