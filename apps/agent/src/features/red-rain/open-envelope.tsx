import { useMoneySubmit, useRedRainGrabMutation } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { Button } from '@wps-mobile/ui';
import { useState } from 'react';
import { outcomeMessage } from '@wps-mobile/app-shell';

/**
 * The large "Open envelope" button of a live session: one tap sends one request with an idempotency key;
 * `onOpened` gets the amount the envelope held.
 */
export function OpenEnvelope({
  sessionId,
  onOpened,
}: {
  sessionId: number;
  onOpened: (amount: number) => void;
}) {
  const { t } = useTranslation();
  const [grab] = useRedRainGrabMutation();
  const { submit, busy } = useMoneySubmit(grab, ['RedRain']);
  const [message, setMessage] = useState<string>();

  const open = () => {
    setMessage(undefined);
    void submit({ sessionId }).then((outcome) => {
      if (outcome.kind === 'done') onOpened(outcome.value.amount);
      else if (outcome.kind !== 'ignored') setMessage(outcomeMessage(outcome, t));
    });
  };

  return (
    <div className="red-rain__open">
      <Button className="red-rain__button" busy={busy} disabled={busy} onClick={open}>
        {t('agent.redRainOpen')}
      </Button>
      {message && (
        <p role="alert" className="agent-note">
          {message}
        </p>
      )}
    </div>
  );
}
