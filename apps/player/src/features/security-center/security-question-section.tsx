import {
  useCustomerQuestionsQuery,
  useSecurityQuestionsQuery,
  useSetCustomerQuestionMutation,
} from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, Select, TextField } from '@wps-mobile/ui';
import { useState, type FormEvent } from 'react';
import type { Notice } from '../../lib/money/amount-password-fields';
import { focusFirstError } from '../../lib/money/form-checks';
import { SubmitNotice } from '../../lib/money/load-failure';
import { moneyErrorMessage } from '@wps-mobile/app-shell';

/** The questions the member has answered (never the answers) and the form that sets one. */
export function SecurityQuestionSection() {
  const { t } = useTranslation();
  const questions = useSecurityQuestionsQuery();
  const chosen = useCustomerQuestionsQuery();
  const [save, saving] = useSetCustomerQuestionMutation();
  const [questionId, setQuestionId] = useState('');
  const [answer, setAnswer] = useState('');
  const [errors, setErrors] = useState<{ questionId?: string; answer?: string }>({});
  const [notice, setNotice] = useState<Notice | undefined>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving.isLoading) return;
    const found: typeof errors = {};
    if (!questionId) found.questionId = t('wallet.security.chooseQuestion');
    if (answer.trim() === '') found.answer = t('validation.fieldRequired');
    setErrors(found);
    if (focusFirstError(event.currentTarget, found)) return;
    setNotice(undefined);
    try {
      await save({ questionId: Number(questionId), answer: answer.trim() }).unwrap();
      setAnswer('');
      setNotice({ text: t('wallet.security.saved'), tone: 'info' });
    } catch (error) {
      setNotice({ text: moneyErrorMessage(error, t), tone: 'error' });
    }
  }

  return (
    <>
      {(chosen.data ?? []).length > 0 && (
        <ul className="money-form">
          {chosen.data?.map((q) => (
            <li key={q.questionId}>{q.question}</li>
          ))}
        </ul>
      )}
      <form className="money-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Select
          label={t('wallet.securityQuestion')}
          name="questionId"
          options={(questions.data ?? []).map((q) => ({ value: String(q.id), label: q.question }))}
          placeholder={t('wallet.security.chooseQuestion')}
          value={questionId}
          onChange={setQuestionId}
          required
          error={errors.questionId}
        />
        <TextField
          label={t('wallet.securityAnswer')}
          name="answer"
          value={answer}
          onChange={setAnswer}
          autoComplete="off"
          maxLength={100}
          required
          error={errors.answer}
        />
        <SubmitNotice message={notice?.text} tone={notice?.tone} />
        <Button type="submit" block busy={saving.isLoading}>
          {t('common.save')}
        </Button>
      </form>
    </>
  );
}
