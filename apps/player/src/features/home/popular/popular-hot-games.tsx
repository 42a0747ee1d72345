import { useHotGamesQuery } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { TextField, useForm } from '@wps-mobile/ui';
import { useDeferredValue, useMemo, useState } from 'react';
import { useAppSelector } from '../../../lib/store/store-hooks';
import { filterByName } from '../popular-categories';
import { PopularGames } from './popular-games';

/** HOT: the hot games, narrowed by a game-name search that runs on Enter (spec section 5). */
export function PopularHotGames() {
  const { t } = useTranslation();
  const language = useAppSelector((state) => state.preferences.language);
  const hot = useHotGamesQuery({ language });
  const form = useForm({ initial: { search: '' } });
  const [search, setSearch] = useState('');
  const found = useMemo(() => filterByName(hot.data ?? [], search), [hot.data, search]);
  // The grid of tiles draws in the background, in slices, after the answer arrives: the page stays responsive.
  const games = useDeferredValue(found);
  return (
    <>
      <form
        ref={form.ref}
        role="search"
        className="popular-search"
        onSubmit={form.onSubmit((values) => setSearch(values.search))}
      >
        <TextField
          type="search"
          label={t('games.searchPlaceholder')}
          hideLabel
          placeholder={t('games.searchPlaceholder')}
          enterKeyHint="search"
          clearable
          {...form.field('search')}
          onChange={(value) => {
            form.field('search').onChange(value);
            // Emptying the box (its clear button) shows every hot game again without another Enter.
            if (value === '') setSearch('');
          }}
        />
      </form>
      <PopularGames
        games={games}
        loading={hot.isLoading || games !== found}
        failed={hot.isError}
        onRetry={() => void hot.refetch()}
      />
    </>
  );
}
