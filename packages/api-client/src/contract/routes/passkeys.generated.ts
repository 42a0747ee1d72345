// Generated from WPS_DOMAIN_CALLS by `pnpm --filter @wps-mobile/api-client gen:call-routes`; do not edit.
// The method, path and input of every call of the passkeys domain, without the zod schemas (see ../call-routes.ts).
import type { DomainRoutes } from '../call-routes';

export const PASSKEYS_ROUTES: DomainRoutes<'passkeys'> = {
  passkeyList: { name: 'passkeyList', method: 'GET', path: '/wps/ext/passkeys/list', input: 'query' },
  passkeyRegistrationOptions: {
    name: 'passkeyRegistrationOptions',
    method: 'POST',
    path: '/wps/ext/passkeys/registration/options',
    input: 'json',
  },
  passkeyRegistration: {
    name: 'passkeyRegistration',
    method: 'POST',
    path: '/wps/ext/passkeys/registration',
    input: 'json',
  },
  passkeyRemove: { name: 'passkeyRemove', method: 'POST', path: '/wps/ext/passkeys/remove', input: 'json' },
  passkeyLoginOptions: {
    name: 'passkeyLoginOptions',
    method: 'POST',
    path: '/wps/ext/passkeys/login/options',
    input: 'json',
  },
  passkeyLogin: { name: 'passkeyLogin', method: 'POST', path: '/wps/ext/passkeys/login', input: 'json' },
};
