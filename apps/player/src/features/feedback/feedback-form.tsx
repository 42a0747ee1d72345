import { countWords, FEEDBACK_TYPES, type FeedbackSettings } from '@wps-mobile/api-client/contract';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, Select, TextArea } from '@wps-mobile/ui';
import { ImagePicker } from './image-picker';
import { useFeedbackForm } from './use-feedback-form';

/** The feedback form; every message says what to change, and nothing typed or chosen is lost on a failure. */
export function FeedbackForm({ settings, onSent }: { settings: FeedbackSettings; onSent: () => void }) {
  const { t } = useTranslation();
  const feedback = useFeedbackForm(settings, onSent);
  const { form } = feedback;
  const bounds = { 0: settings.minWords, 1: settings.maxWords };

  return (
    <form ref={form.ref} className="content-screen__card feedback-form" onSubmit={feedback.submit} noValidate>
      <Select
        label={t('help.feedbackType')}
        placeholder={false}
        options={FEEDBACK_TYPES.map((type) => ({ value: type, label: t(`help.feedbackType${type}`) }))}
        {...form.field('type')}
      />
      <TextArea
        label={t('help.feedbackContent')}
        placeholder={t('help.feedbackPlaceholder', bounds)}
        rows={6}
        required
        hint={t('help.feedbackWordCount', { 0: countWords(form.values.content) })}
        {...form.field('content')}
      />
      <ImagePicker
        images={feedback.images}
        max={settings.maxImages}
        onPick={feedback.pick}
        onRemove={feedback.remove}
        error={feedback.imageError}
      />
      {feedback.failure ? (
        <p className="feedback-form__failure" role="alert">
          {feedback.failure}
        </p>
      ) : null}
      <Button type="submit" block busy={feedback.sending}>
        {t('common.submit')}
      </Button>
    </form>
  );
}
