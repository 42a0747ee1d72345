import { countWords, FEEDBACK_TYPES, type FeedbackSettings } from '@wps-mobile/api-client/contract';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, Select, TextArea } from '@wps-mobile/ui';
import { useRef, type FormEvent } from 'react';
import { ImagePicker } from './image-picker';
import { useFeedbackForm } from './use-feedback-form';

/** The feedback form; every message says what to change, and nothing typed or chosen is lost on a failure. */
export function FeedbackForm({ settings, onSent }: { settings: FeedbackSettings; onSent: () => void }) {
  const { t } = useTranslation();
  const form = useFeedbackForm(settings, onSent);
  const contentField = useRef<HTMLTextAreaElement>(null);
  const bounds = { 0: settings.minWords, 1: settings.maxWords };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.submit()) contentField.current?.focus();
  }

  return (
    <form className="content-screen__card feedback-form" onSubmit={submit} noValidate>
      <Select
        label={t('help.feedbackType')}
        value={form.type}
        onChange={form.setType}
        placeholder={false}
        options={FEEDBACK_TYPES.map((type) => ({ value: type, label: t(`help.feedbackType${type}`) }))}
      />
      <TextArea
        ref={contentField}
        label={t('help.feedbackContent')}
        placeholder={t('help.feedbackPlaceholder', bounds)}
        value={form.content}
        onChange={form.changeContent}
        rows={6}
        required
        hint={t('help.feedbackWordCount', { 0: countWords(form.content) })}
        {...(form.contentError ? { error: form.contentError } : {})}
      />
      <ImagePicker
        images={form.images}
        max={settings.maxImages}
        onPick={form.pick}
        onRemove={form.remove}
        error={form.imageError}
      />
      {form.failure ? (
        <p className="feedback-form__failure" role="alert">
          {form.failure}
        </p>
      ) : null}
      <Button type="submit" block busy={form.sending}>
        {t('common.submit')}
      </Button>
    </form>
  );
}
