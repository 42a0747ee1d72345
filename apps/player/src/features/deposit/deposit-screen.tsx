import { useDepositMethodsQuery, useSystemStatusQuery } from '@wps-mobile/api-client';
import { depositDetailTemplate } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { NoData, Spinner } from '@wps-mobile/ui';
import { useState } from 'react';
import { LoadFailure } from '../../lib/money/load-failure';
import { useFormatMoney } from '@wps-mobile/app-shell';
import { useScreenContext } from '../../lib/screens/screen-context';
import { useAppSelector } from '../../lib/store/store-hooks';
import { DepositForm } from './deposit-form';
import { DepositOrderCard } from './deposit-order';
import { MethodPicker } from './method-picker';
import type { DepositOrder } from './use-deposit-call';
import '../../lib/screens/account-screen.css';
import '../../lib/money/money-form.css';
import './deposit.css';

/** Deposit `/m/voucherCenter`: the new template when `mobileTemplate.dep_func` is '1', else the base one. */
export default function DepositScreen() {
  const { t } = useTranslation();
  const { title, titleShown } = useScreenContext();
  const language = useAppSelector((state) => state.preferences.language);
  const format = useFormatMoney();
  const status = useSystemStatusQuery();
  const methods = useDepositMethodsQuery();
  const [chosen, setChosen] = useState<number | undefined>();
  const [order, setOrder] = useState<DepositOrder | undefined>();
  const template = depositDetailTemplate(status.data?.info.mobileTemplate);
  const list = methods.data ?? [];
  const method = list.find((m) => m.id === chosen) ?? list[0];

  let body;
  if (methods.isLoading) body = <Spinner label={t('common.loading')} />;
  else if (methods.isError)
    body = <LoadFailure error={methods.error} onRetry={() => void methods.refetch()} />;
  else if (!method) body = <NoData text={t('wallet.deposit.noMethods')} />;
  else if (order)
    body = (
      <DepositOrderCard
        order={order}
        format={format}
        language={language}
        onAnother={() => setOrder(undefined)}
      />
    );
  else
    body = (
      <>
        <MethodPicker methods={list} value={method.id} onChange={setChosen} template={template} />
        <DepositForm
          key={method.id}
          method={method}
          format={format}
          quickAmounts={template === 'new'}
          onOrder={setOrder}
        />
      </>
    );

  return (
    <section className={`account-screen deposit-screen deposit-screen--${template}`} data-template={template}>
      {!titleShown && <h1 className="account-screen__title">{title}</h1>}
      {body}
    </section>
  );
}
