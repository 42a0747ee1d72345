import { MEMBER_TAGS } from './api';
import type { CallArgs, WpsBuild } from './endpoint-kit';
import { requestFor, type CallOptions } from './endpoint-kit';
import type { LoginResponse } from './contract/account';
import type { CallRoute } from './contract/call-routes';
import type { WpsCall } from './contract/define-call';
import type { WpsError } from './request';

type Result<T> = { data: T } | { error: WpsError };

/**
 * A call that starts a session (login, registration, free play). The session is stored before the mutation
 * resolves, so the member data refetched on the way (all member tags are invalidated) carries the new token.
 */
export function loginMutation<C extends WpsCall>(
  build: WpsBuild,
  call: CallRoute<C>,
  store: (login: LoginResponse) => void,
  options: CallOptions = {},
) {
  return build.mutation<LoginResponse, CallArgs<C>>({
    async queryFn(args, _api, _extra, baseQuery) {
      const result = (await baseQuery(requestFor(call, args, options))) as Result<LoginResponse>;
      if ('data' in result) store(result.data);
      return result;
    },
    invalidatesTags: (_r, error) => (error ? [] : [...MEMBER_TAGS]),
  });
}
