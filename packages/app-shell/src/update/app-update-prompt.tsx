import { watchAppUpdate } from '@wps-mobile/config';
import { UpdatePrompt } from '@wps-mobile/ui';
import { useEffect, useState } from 'react';
import { useAppId } from '../links/app-identity';

/** Offers a new deployment once its worker has cached it: Reload switches to it, Later keeps this version. */
export default function AppUpdatePrompt() {
  const app = useAppId();
  const [apply, setApply] = useState<(() => void) | null>(null);
  // The dev server has no worker: its files change on every save and are served fresh anyway.
  useEffect(
    () => (import.meta.env.DEV ? undefined : watchAppUpdate(app, (next) => setApply(() => next))),
    [app],
  );
  return apply ? <UpdatePrompt onReload={apply} onLater={() => setApply(null)} /> : null;
}
