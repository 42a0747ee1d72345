import { useTranslation } from '@wps-mobile/i18n';
import { Button, TextField } from '@wps-mobile/ui';
import { useState, type FormEvent } from 'react';

/** A search by account that runs on submit (Enter or the button); the typed text stays. */
export function AccountSearch({ onSearch }: { onSearch: (account: string) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <form role="search" className="agent-form" onSubmit={submit}>
      <TextField label={t('agent.searchAccount')} type="search" value={typed} onChange={setTyped} />
      <Button type="submit">{t('common.search')}</Button>
    </form>
  );
}
