import { useAffiliateUrlCreateMutation } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, Select, TextField } from '@wps-mobile/ui';
import { useState, type FormEvent } from 'react';
import { serverMessage } from '@wps-mobile/app-shell';

const REMARK_MAX = 60;

/** A new link for registrations as members or as agents, with an optional remark. */
export function CreateLinkForm() {
  const { t } = useTranslation();
  const [type, setType] = useState('0');
  const [remark, setRemark] = useState('');
  const [create, result] = useAffiliateUrlCreateMutation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (result.isLoading) return;
    void create({ type: Number(type), ...(remark.trim() ? { remark: remark.trim() } : {}) })
      .unwrap()
      .then(() => setRemark(''))
      .catch(() => undefined);
  };
  return (
    <form className="agent-card agent-form" onSubmit={submit}>
      <Select
        label={t('agent.memberType')}
        value={type}
        onChange={setType}
        placeholder={false}
        options={[
          { value: '0', label: t('agent.typeMember') },
          { value: '1', label: t('agent.typeAgent') },
        ]}
      />
      <TextField
        label={t('agent.remark')}
        value={remark}
        maxLength={REMARK_MAX}
        onChange={setRemark}
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
