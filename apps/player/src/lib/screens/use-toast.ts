import type { ToastMessage } from '@wps-mobile/ui';
import { useCallback, useState } from 'react';

/** One toast at a time for a screen, as the platform shows them. */
export function useToast() {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const show = useCallback((next: Omit<ToastMessage, 'id'>) => setToast({ ...next, id: Date.now() }), []);
  const dismiss = useCallback(
    (id: ToastMessage['id']) => setToast((current) => (current?.id === id ? null : current)),
    [],
  );
  const hide = useCallback(() => setToast(null), []);
  return { toast, show, dismiss, hide };
}
