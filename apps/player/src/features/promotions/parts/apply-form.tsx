import { useApplyPromotionMutation, type MoneyKey } from '@wps-mobile/api-client';
import type { Promotion } from '@wps-mobile/api-client/contract';
import { CONSTANTS } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, TextArea, useForm } from '@wps-mobile/ui';
import { useState } from 'react';
import { useMoneyClaim } from '../../../lib/money/use-money-claim';

const MAX = CONSTANTS.activityCommentMaxLength;

interface ApplyFormProps {
  promotion: Promotion;
  /** The promotion as the server answered the application (its new status). */
  onApplied: (promotion: Promotion) => void;
}

/** The application: an optional comment of at most 140 characters, sent once per tap; kept when it fails. */
export function ApplyForm({ promotion, onApplied }: ApplyFormProps) {
  const { t } = useTranslation();
  // The length shows as it is typed: a message as soon as the comment is too long.
  const form = useForm({
    initial: { comment: '' },
    validate: ({ comment }) => ({
      comment: comment.length > MAX ? t('validation.commentMax', { 0: MAX }) : undefined,
    }),
    validateOn: 'change',
  });
  const [failure, setFailure] = useState<string | undefined>();
  const [send] = useApplyPromotionMutation();
  // A money submit with the key of its input: one tap, one request; a retry after a timeout never applies twice.
  const { claim: apply, busy } = useMoneyClaim((args: { id: number; comment?: string } & MoneyKey) =>
    send(args),
  );

  const submit = form.onSubmit(async ({ comment }) => {
    setFailure(undefined);
    const text = comment.trim();
    const result = await apply({ id: promotion.id, ...(text ? { comment: text } : {}) });
    if (result?.ok && result.value) onApplied(result.value);
    else if (result?.ok) onApplied({ ...promotion, status: 'applying' });
    else if (result) setFailure(result.message);
  });

  return (
    <form ref={form.ref} className="promotions-apply" onSubmit={submit} noValidate>
      <TextArea
        label={t('promotions.applyComment')}
        placeholder={t('promotions.applyCommentPlaceholder', { 0: MAX })}
        rows={3}
        hint={t('promotions.commentCount', { 0: form.values.comment.length, 1: MAX })}
        {...form.field('comment')}
      />
      {failure ? (
        <p className="promotions-apply__failure" role="alert">
          {failure}
        </p>
      ) : null}
      <Button type="submit" block busy={busy}>
        {t('promotions.apply')}
      </Button>
    </form>
  );
}
