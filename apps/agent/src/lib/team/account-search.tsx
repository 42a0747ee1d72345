import { useTranslation } from '@wps-mobile/i18n';
import { Button, TextField, useForm } from '@wps-mobile/ui';

/** A search by account that runs on submit (Enter or the button); the typed text stays. */
export function AccountSearch({ onSearch }: { onSearch: (account: string) => void }) {
  const { t } = useTranslation();
  const form = useForm({ initial: { account: '' } });
  return (
    <form
      ref={form.ref}
      role="search"
      className="agent-form"
      onSubmit={form.onSubmit(({ account }) => onSearch(account.trim()))}
    >
      <TextField label={t('agent.searchAccount')} type="search" {...form.field('account')} />
      <Button type="submit">{t('common.search')}</Button>
    </form>
  );
}
