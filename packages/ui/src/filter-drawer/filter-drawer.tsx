import { useState, type FormEvent } from 'react';
import { useTranslation } from '@wps-mobile/i18n';
import { Button } from '../button/button';
import { Drawer } from '../drawer/drawer';
import { FilterChoices } from './filter-choices';
import type { FilterGroup, FilterValues } from './filter-types';
import './filter-drawer.css';

export type { FilterGroup, FilterOption, FilterValues } from './filter-types';

export interface FilterDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The app leaves out what does not apply (fish has no classification; SPORTS drops ESPORTS). */
  groups: FilterGroup[];
  /** The filter in force; the drawer edits a copy and reports it on submit. */
  values: FilterValues;
  onSubmit: (values: FilterValues) => void;
  /** Called after reset cleared the choices (they apply on submit). */
  onReset?: () => void;
}

/** The game-list filter: one row of choices per group, then reset and submit, in a drawer from the end. */
export function FilterDrawer({ open, onClose, groups, values, onSubmit, onReset }: FilterDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer open={open} onClose={onClose} title={t('ui.filter')} side="end">
      {/* Mounted anew on every opening, so it starts from the filter in force. */}
      <FilterForm groups={groups} values={values} onSubmit={onSubmit} onReset={onReset} />
    </Drawer>
  );
}

type FilterFormProps = Pick<FilterDrawerProps, 'groups' | 'values' | 'onSubmit' | 'onReset'>;

function FilterForm({ groups, values, onSubmit, onReset }: FilterFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<FilterValues>(values);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit(draft);
  }

  return (
    <form className="wps-filter" onSubmit={submit}>
      {groups.map((group) => (
        <FilterChoices
          key={group.id}
          group={group}
          value={draft[group.id] ?? null}
          onChange={(value) => setDraft({ ...draft, [group.id]: value })}
        />
      ))}
      <div className="wps-filter__actions">
        <Button
          variant="secondary"
          onClick={() => {
            setDraft(Object.fromEntries(groups.map((group) => [group.id, null])));
            onReset?.();
          }}
        >
          {t('common.reset')}
        </Button>
        <Button type="submit">{t('ui.filterSubmit')}</Button>
      </div>
    </form>
  );
}
