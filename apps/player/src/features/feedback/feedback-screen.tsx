import { useFeedbackSettingsQuery } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { Toast } from '@wps-mobile/ui';
import { ContentScreen, Loaded } from '../../lib/screens/content-screen';
import { useToast } from '../../lib/screens/use-toast';
import { FeedbackForm } from './feedback-form';
import './feedback.css';

/** Feedback (/m/feedback, members only): a type, the content within the merchant's word bounds, up to 3 images. */
export default function FeedbackScreen() {
  const { t } = useTranslation();
  const toast = useToast();
  const query = useFeedbackSettingsQuery();
  const sent = () => toast.show({ type: 'success', message: t('help.feedbackSent') });

  return (
    <ContentScreen>
      <Loaded {...query}>{(settings) => <FeedbackForm settings={settings} onSent={sent} />}</Loaded>
      <Toast toast={toast.toast} onDismiss={toast.dismiss} />
    </ContentScreen>
  );
}
