import { useTranslation } from '@wps-mobile/i18n';
import { Button, TextField, useForm } from '@wps-mobile/ui';
import { useState } from 'react';

/** The game-name search: it runs on Enter (or the button) only, never while typing (spec section 5). */
export function GameSearch({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation();
  const form = useForm({ initial: { search: value } });
  const [shown, setShown] = useState(value);
  // A search cleared from outside (a new tab or classification) empties the box too.
  if (shown !== value) {
    setShown(value);
    form.setValue('search', value);
  }
  return (
    <form
      ref={form.ref}
      role="search"
      className="game-list__search"
      onSubmit={form.onSubmit(({ search }) => onSearch(search.trim()))}
    >
      <TextField
        label={t('games.searchPlaceholder')}
        hideLabel
        placeholder={t('games.searchPlaceholder')}
        type="search"
        enterKeyHint="search"
        {...form.field('search')}
      />
      <Button type="submit" variant="secondary">
        {t('common.search')}
      </Button>
    </form>
  );
}
