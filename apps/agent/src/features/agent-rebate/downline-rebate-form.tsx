import { useRebateSettingsQuery, useUpdateDownlineRebatesMutation } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, TextField } from '@wps-mobile/ui';
import { useState, type FormEvent } from 'react';
import { QueryView } from '../../lib/layout/query-view';
import { serverMessage } from '@wps-mobile/app-shell';
import { useCategoryLabel } from '../../lib/reports/use-category-label';
import { checkRate, toPercent } from './rebate-limits';

type Rates = readonly { gameCategory: string; rate: number; maxRate: number }[];

function RatesForm({ username, rates }: { username: string; rates: Rates }) {
  const { t } = useTranslation();
  const category = useCategoryLabel();
  const [typed, setTyped] = useState(() =>
    Object.fromEntries(rates.map((r) => [r.gameCategory, toPercent(r.rate)])),
  );
  const [shown, setShown] = useState(false);
  const [update, result] = useUpdateDownlineRebatesMutation();
  const checks = rates.map((r) => ({ ...r, check: checkRate(typed[r.gameCategory] ?? '', r.maxRate) }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    const rebates = checks.flatMap((c) =>
      c.check.ok ? [{ gameCategory: c.gameCategory, rate: c.check.rate }] : [],
    );
    if (rebates.length !== checks.length || result.isLoading) return;
    void update({ username, rebates });
  };
  return (
    <form className="agent-form" onSubmit={submit} noValidate>
      {checks.map(({ gameCategory, maxRate, check }) => (
        <TextField
          key={gameCategory}
          label={t('agent.rateOf', { category: category(gameCategory) })}
          inputMode="decimal"
          value={typed[gameCategory] ?? ''}
          onChange={(value) => setTyped((prev) => ({ ...prev, [gameCategory]: value }))}
          hint={t('agent.rateMax', { max: toPercent(maxRate) })}
          error={
            shown && !check.ok
              ? check.error === 'aboveOwn'
                ? t('agent.rateAboveOwn', { max: toPercent(maxRate) })
                : t('agent.rateFormat')
              : undefined
          }
        />
      ))}
      {result.isError && (
        <p role="alert" className="agent-note">
          {serverMessage(result.error, t)}
        </p>
      )}
      {result.isSuccess && <p role="status">{t('agent.rebatesSaved')}</p>}
      <Button type="submit" busy={result.isLoading}>
        {t('common.save')}
      </Button>
    </form>
  );
}

/** A direct downline's rates, each editable up to the agent's own, saved together. */
export function DownlineRebateForm({ username }: { username: string }) {
  const rates = useRebateSettingsQuery({ username });
  return <QueryView query={rates}>{(data) => <RatesForm username={username} rates={data} />}</QueryView>;
}
