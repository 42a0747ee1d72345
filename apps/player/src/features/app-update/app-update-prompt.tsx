import { watchAppUpdate } from '@wps-mobile/config';
import { UpdatePrompt } from '@wps-mobile/ui';
import { useEffect, useState } from 'react';

/** Offers a new deployment once its worker has cached it: Reload switches to it, Later keeps this version. */
export default function AppUpdatePrompt() {
  const [apply, setApply] = useState<(() => void) | null>(null);
  // The dev server has no worker: its files change on every save and are served fresh anyway.
  useEffect(
    () => (import.meta.env.DEV ? undefined : watchAppUpdate('player', (next) => setApply(() => next))),
    [],
  );
  return apply ? <UpdatePrompt onReload={apply} onLater={() => setApply(null)} /> : null;
}
