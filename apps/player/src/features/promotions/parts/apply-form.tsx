import { useApplyPromotionMutation } from '@wps-mobile/api-client';
import type { Promotion } from '@wps-mobile/api-client/contract';
import { CONSTANTS } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, TextArea } from '@wps-mobile/ui';
import { useRef, useState, type FormEvent } from 'react';
import { serverMessage } from '../../../lib/server-message';

const MAX = CONSTANTS.activityCommentMaxLength;

interface ApplyFormProps {
  promotion: Promotion;
  /** The promotion as the server answered the application (its new status). */
  onApplied: (promotion: Promotion) => void;
}

/** The application: an optional comment of at most 140 characters, sent once per tap; kept when it fails. */
export function ApplyForm({ promotion, onApplied }: ApplyFormProps) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  const [failure, setFailure] = useState<string | undefined>();
  const [apply, { isLoading }] = useApplyPromotionMutation();
  const sending = useRef(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const tooLong = comment.length > MAX;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (tooLong) {
      field.current?.focus();
      return;
    }
    if (sending.current) return;
    sending.current = true;
    setFailure(undefined);
    const text = comment.trim();
    apply({ id: promotion.id, ...(text ? { comment: text } : {}) })
      .unwrap()
      .then(onApplied)
      .catch((error: unknown) => setFailure(serverMessage(error, t)))
      .finally(() => {
        sending.current = false;
      });
  }

  return (
    <form className="promotions-apply" onSubmit={submit} noValidate>
      <TextArea
        ref={field}
        label={t('promotions.applyComment')}
        placeholder={t('promotions.applyCommentPlaceholder', { 0: MAX })}
        value={comment}
        onChange={setComment}
        rows={3}
        hint={t('promotions.commentCount', { 0: comment.length, 1: MAX })}
        {...(tooLong ? { error: t('validation.commentMax', { 0: MAX }) } : {})}
      />
      {failure ? (
        <p className="promotions-apply__failure" role="alert">
          {failure}
        </p>
      ) : null}
      <Button type="submit" block busy={isLoading}>
        {t('promotions.apply')}
      </Button>
    </form>
  );
}
