import { useFreePlayLoginMutation, useTrialUserQuery } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { Button } from '@wps-mobile/ui';
import { useNavigate } from 'react-router';

/** Free trial login ("test play"): goes home unless the merchant offers no trial (trial value 0). */
export function TestPlayButton({ onFailure }: { onFailure: (message: string | undefined) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: trial } = useTrialUserQuery();
  const [freePlay, { isLoading }] = useFreePlayLoginMutation();
  if (trial?.trial === 0) return null;

  async function play() {
    try {
      await freePlay().unwrap();
      await navigate('/m/home', { replace: true });
    } catch (error) {
      const message = (error as { message?: unknown }).message;
      onFailure(typeof message === 'string' ? message : undefined);
    }
  }

  return (
    <Button type="button" variant="secondary" block busy={isLoading} onClick={() => void play()}>
      {t('account.testPlay')}
    </Button>
  );
}
