import { useRebateSettingsQuery, useUpdateDownlineRebatesMutation } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, TextField, useForm } from '@wps-mobile/ui';
import { QueryView } from '../../lib/layout/query-view';
import { serverMessage } from '@wps-mobile/app-shell';
import { useCategoryLabel } from '../../lib/reports/use-category-label';
import { checkRate, toPercent } from './rebate-limits';

type Rates = readonly { gameCategory: string; rate: number; maxRate: number }[];

function RatesForm({ username, rates }: { username: string; rates: Rates }) {
  const { t } = useTranslation();
  const category = useCategoryLabel();
  const [update, result] = useUpdateDownlineRebatesMutation();
  // One field a game category, named by it.
  const form = useForm<Record<string, string>>({
    initial: () => Object.fromEntries(rates.map((r) => [r.gameCategory, toPercent(r.rate)])),
    validate: (typed) =>
      Object.fromEntries(
        rates.map(({ gameCategory, maxRate }) => {
          const check = checkRate(typed[gameCategory] ?? '', maxRate);
          if (check.ok) return [gameCategory, undefined];
          return [
            gameCategory,
            check.error === 'aboveOwn'
              ? t('agent.rateAboveOwn', { max: toPercent(maxRate) })
              : t('agent.rateFormat'),
          ];
        }),
      ),
  });
  const submit = form.onSubmit(async (typed) => {
    const rebates = rates.flatMap(({ gameCategory, maxRate }) => {
      const check = checkRate(typed[gameCategory] ?? '', maxRate);
      return check.ok ? [{ gameCategory, rate: check.rate }] : [];
    });
    await update({ username, rebates });
  });
  return (
    <form ref={form.ref} className="agent-form" onSubmit={submit} noValidate>
      {rates.map(({ gameCategory, maxRate }) => (
        <TextField
          key={gameCategory}
          label={t('agent.rateOf', { category: category(gameCategory) })}
          inputMode="decimal"
          hint={t('agent.rateMax', { max: toPercent(maxRate) })}
          {...form.field(gameCategory)}
          value={form.values[gameCategory] ?? ''}
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
