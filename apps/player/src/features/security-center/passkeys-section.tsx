import {
  usePasskeyListQuery,
  usePasskeyRegistrationMutation,
  usePasskeyRegistrationOptionsMutation,
  usePasskeyRemoveMutation,
} from '@wps-mobile/api-client';
import { formatIsoDate, useTranslation } from '@wps-mobile/i18n';
import { Button, Spinner, TextField, useForm } from '@wps-mobile/ui';
import { useState } from 'react';
import type { Notice } from '../../lib/money/amount-password-fields';
import { LoadFailure, SubmitNotice } from '../../lib/money/load-failure';
import { createPasskey, passkeyMessage } from '../../lib/account/passkey-ceremony';
import { useAppSelector } from '../../lib/store/store-hooks';

/**
 * The member's passkeys: each with its name and the day it was added, a way to remove it, and a form that adds
 * one with the browser's prompt. Loaded lazily by the security centre, only where the merchant offers passkeys.
 */
export default function PasskeysSection() {
  const { t } = useTranslation();
  const language = useAppSelector((state) => state.preferences.language);
  const list = usePasskeyListQuery();
  const [registrationOptions] = usePasskeyRegistrationOptionsMutation();
  const [register] = usePasskeyRegistrationMutation();
  const [remove, removing] = usePasskeyRemoveMutation();
  const [notice, setNotice] = useState<Notice | undefined>();
  const [adding, setAdding] = useState(false);
  const form = useForm({
    initial: { name: '' },
    validate: (values) => ({ name: values.name.trim() === '' ? t('validation.fieldRequired') : undefined }),
  });

  const onSubmit = form.onSubmit(async (values) => {
    setNotice(undefined);
    setAdding(true);
    try {
      const credential = await createPasskey(await registrationOptions().unwrap());
      await register({ name: values.name.trim(), credential }).unwrap();
      form.setValue('name', '');
      setNotice({ text: t('wallet.security.passkeyAdded'), tone: 'info' });
    } catch (error) {
      // The name stays as typed, so trying again is one tap.
      setNotice({ text: passkeyMessage(error, t), tone: 'error' });
    } finally {
      setAdding(false);
    }
  });

  async function onRemove(id: number) {
    setNotice(undefined);
    try {
      await remove({ id }).unwrap();
      setNotice({ text: t('wallet.security.passkeyRemoved'), tone: 'info' });
    } catch (error) {
      setNotice({ text: passkeyMessage(error, t), tone: 'error' });
    }
  }

  let keys;
  if (list.isError) keys = <LoadFailure error={list.error} onRetry={() => void list.refetch()} />;
  else if (!list.data) keys = <Spinner label={t('common.loading')} />;
  else if (list.data.length === 0) keys = <p>{t('wallet.security.noPasskeys')}</p>;
  else
    keys = (
      <ul className="money-form" aria-label={t('wallet.security.passkeys')}>
        {list.data.map((key) => (
          <li key={key.id} className="money-row">
            <span>
              <strong>{key.name}</strong>
              <br />
              {t('wallet.security.passkeyAddedOn', { date: formatIsoDate(key.createdAt, language) })}
            </span>
            <Button
              variant="secondary"
              aria-label={`${t('common.delete')}: ${key.name}`}
              busy={removing.isLoading && removing.originalArgs?.id === key.id}
              onClick={() => void onRemove(key.id)}
            >
              {t('common.delete')}
            </Button>
          </li>
        ))}
      </ul>
    );

  return (
    <>
      {keys}
      <form ref={form.ref} className="money-form" noValidate onSubmit={onSubmit}>
        <TextField
          label={t('wallet.security.passkeyName')}
          autoComplete="off"
          maxLength={50}
          required
          {...form.field('name')}
        />
        <SubmitNotice message={notice?.text} tone={notice?.tone} />
        <Button type="submit" block busy={adding}>
          {t('wallet.security.addPasskey')}
        </Button>
      </form>
    </>
  );
}
