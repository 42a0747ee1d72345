import { useTranslation } from '@wps-mobile/i18n';
import { Button, TextField } from '@wps-mobile/ui';
import { useState, type FormEvent } from 'react';

/** The game-name search: it runs on Enter (or the button) only, never while typing (spec section 5). */
export function GameSearch({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // A search cleared from outside (a new tab or classification) empties the box too.
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" className="game-list__search" onSubmit={submit}>
      <TextField
        label={t('games.searchPlaceholder')}
        hideLabel
        placeholder={t('games.searchPlaceholder')}
        type="search"
        enterKeyHint="search"
        value={text}
        onChange={setText}
      />
      <Button type="submit" variant="secondary">
        {t('common.search')}
      </Button>
    </form>
  );
}
