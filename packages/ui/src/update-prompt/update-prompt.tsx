import { useId, useState } from 'react';
import { useTranslation } from '@wps-mobile/i18n';
import { Button } from '../button/button';
import './update-prompt.css';

export interface UpdatePromptProps {
  /** Activates the new version and reloads the page; the prompt shows a busy button until then. */
  onReload: () => void;
  /** Hides the prompt for now; the new version then starts with the next visit. */
  onLater: () => void;
}

/**
 * 'A new version is available' above the footer, with Reload and Later. Not modal: the page stays usable and the
 * player decides when to reload (a half-filled form is never lost to an update).
 */
export function UpdatePrompt({ onReload, onLater }: UpdatePromptProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [reloading, setReloading] = useState(false);
  return (
    <section className="wps-update-prompt" aria-labelledby={titleId}>
      <p id={titleId} className="wps-update-prompt__text" role="status">
        {t('app.updateAvailable')}
      </p>
      <div className="wps-update-prompt__actions">
        <Button variant="text" className="wps-update-prompt__later" onClick={onLater}>
          {t('app.updateLater')}
        </Button>
        <Button
          busy={reloading}
          onClick={() => {
            setReloading(true);
            onReload();
          }}
        >
          {t('app.updateReload')}
        </Button>
      </div>
    </section>
  );
}
