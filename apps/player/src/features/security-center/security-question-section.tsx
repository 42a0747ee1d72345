import {
  useCustomerQuestionsQuery,
  useSecurityQuestionsQuery,
  useSetCustomerQuestionMutation,
} from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, Select, TextField, useForm } from '@wps-mobile/ui';
import { useState } from 'react';
import type { Notice } from '../../lib/money/amount-password-fields';
import { SubmitNotice } from '../../lib/money/load-failure';
import { moneyErrorMessage } from '@wps-mobile/app-shell';

/** The questions the member has answered (never the answers) and the form that sets one. */
export function SecurityQuestionSection() {
  const { t } = useTranslation();
  const questions = useSecurityQuestionsQuery();
  const chosen = useCustomerQuestionsQuery();
  const [save, saving] = useSetCustomerQuestionMutation();
  const [notice, setNotice] = useState<Notice | undefined>();
  const form = useForm({
    initial: { questionId: '', answer: '' },
    validate: (values) => ({
      questionId: values.questionId ? undefined : t('wallet.security.chooseQuestion'),
      answer: values.answer.trim() === '' ? t('validation.fieldRequired') : undefined,
    }),
  });

  const onSubmit = form.onSubmit(async (values) => {
    setNotice(undefined);
    try {
      await save({ questionId: Number(values.questionId), answer: values.answer.trim() }).unwrap();
      // The answer is a secret: it does not stay on screen once saved (the question may be answered again).
      form.setValue('answer', '');
      setNotice({ text: t('wallet.security.saved'), tone: 'info' });
    } catch (error) {
      setNotice({ text: moneyErrorMessage(error, t), tone: 'error' });
    }
  });

  return (
    <>
      {(chosen.data ?? []).length > 0 && (
        <ul className="money-form">
          {chosen.data?.map((q) => (
            <li key={q.questionId}>{q.question}</li>
          ))}
        </ul>
      )}
      <form ref={form.ref} className="money-form" noValidate onSubmit={onSubmit}>
        <Select
          label={t('wallet.securityQuestion')}
          options={(questions.data ?? []).map((q) => ({ value: String(q.id), label: q.question }))}
          placeholder={t('wallet.security.chooseQuestion')}
          required
          {...form.field('questionId')}
        />
        <TextField
          label={t('wallet.securityAnswer')}
          autoComplete="off"
          maxLength={100}
          required
          {...form.field('answer')}
        />
        <SubmitNotice message={notice?.text} tone={notice?.tone} />
        <Button type="submit" block busy={saving.isLoading}>
          {t('common.save')}
        </Button>
      </form>
    </>
  );
}
