import { MIN_BETS, useGameMenusQuery } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { FilterDrawer, IconButton, IconFilter, type FilterGroup, type FilterValues } from '@wps-mobile/ui';
import { useState } from 'react';
import { classifyOptions, type GameListParams } from './game-list-rules';

export interface GameFiltersProps {
  params: GameListParams;
  vendors: readonly { id: string; name: string }[];
  onApply: (filter: { vendor: string | null; classify: string | null; minBet: number | null }) => void;
}

/**
 * The filter button and drawer: vendor for every category; for RNG also the classification and the minimum bet
 * (All, 0.01, 0.05, 0.1, 0.5, 0.75). Choosing the chosen option again clears it; reset and submit.
 */
export function GameFilters({ params, vendors, onApply }: GameFiltersProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const isRng = params.gameType === 'RNG';
  const menus = useGameMenusQuery({ gameType: params.gameType }, { skip: !open || !isRng });
  const classes = classifyOptions(menus.data ?? [], params.gameType).map((menu) => ({
    value: menu.code,
    label: menu.code === 'NEW' ? t('games.classNew') : menu.name,
  }));
  const groups: FilterGroup[] = [
    { id: 'vendor', label: t('games.vendor'), options: vendors.map((v) => ({ value: v.id, label: v.name })) },
    ...(isRng && classes.length > 0
      ? [{ id: 'classify', label: t('common.gameType'), options: classes }]
      : []),
    ...(isRng
      ? [
          {
            id: 'minBet',
            label: t('games.minBet'),
            options: MIN_BETS.map((bet) => ({ value: String(bet), label: String(bet) })),
          },
        ]
      : []),
  ];
  const values: FilterValues = {
    vendor: params.vendor,
    classify: params.classify === 'ALL' ? null : params.classify,
    minBet: params.minBet === null ? null : String(params.minBet),
  };
  const submit = (chosen: FilterValues) => {
    setOpen(false);
    onApply({
      vendor: chosen.vendor ?? null,
      classify: chosen.classify ?? null,
      minBet: chosen.minBet ? Number(chosen.minBet) : null,
    });
  };
  return (
    <>
      <IconButton label={t('ui.filter')} onClick={() => setOpen(true)}>
        <IconFilter size={22} />
      </IconButton>
      <FilterDrawer
        open={open}
        onClose={() => setOpen(false)}
        groups={groups}
        values={values}
        onSubmit={submit}
      />
    </>
  );
}
