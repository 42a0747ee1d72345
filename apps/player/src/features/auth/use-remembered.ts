import { recallLogin, type LoginMethod, type RememberedLogin } from '@wps-mobile/session';
import { useEffect, useState } from 'react';

/** The remembered login of a method, read again whenever the method changes; undefined while reading. */
export function useRemembered(method: LoginMethod): RememberedLogin | null | undefined {
  const [state, setState] = useState<{ method: LoginMethod; login: RememberedLogin | null } | undefined>();
  useEffect(() => {
    let live = true;
    recallLogin(method)
      .then((login) => live && setState({ method, login: login ?? null }))
      .catch(() => live && setState({ method, login: null }));
    return () => {
      live = false;
    };
  }, [method]);
  return state?.method === method ? state.login : undefined;
}
