import { useTranslation } from '@wps-mobile/i18n';
import { Button } from '@wps-mobile/ui';
import { useTestPlay } from '../../lib/games/use-test-play';

/** Free trial login ("test play"): goes home; hidden when the merchant offers no trial (trial value 0). */
export function TestPlayButton({ onFailure }: { onFailure: (message: string | undefined) => void }) {
  const { t } = useTranslation();
  const { offered, play, playing } = useTestPlay();
  if (!offered) return null;

  async function start() {
    const outcome = await play();
    if (!outcome.ok) onFailure(outcome.message);
  }

  return (
    <Button type="button" variant="secondary" block busy={playing} onClick={() => void start()}>
      {t('routes.trial')}
    </Button>
  );
}
