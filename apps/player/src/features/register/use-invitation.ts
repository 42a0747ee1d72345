import { useAffiliateCheckMutation } from '@wps-mobile/api-client';
import { useEffect, useState } from 'react';

/**
 * URL parameters an invitation arrives in: `affiliateCode` (the agent's affiliate links) and `code` (older
 * shared links such as /register.html?code=...). The route aliases keep the query, so both reach this screen.
 */
const INVITATION_PARAMETERS = ['affiliateCode', 'code'] as const;

export function invitationCodeFromUrl(url: URL): string {
  for (const name of INVITATION_PARAMETERS) {
    const code = url.searchParams.get(name)?.trim();
    if (code) return code;
  }
  return '';
}

/** The affiliate state of spec section 4: only a code the affiliates call accepted is valid. */
export type Invitation =
  | { readonly status: 'none' }
  | { readonly status: 'checking'; readonly code: string }
  | { readonly status: 'valid'; readonly code: string; readonly agentName: string }
  | { readonly status: 'invalid'; readonly code: string };

/** Checks the URL's invitation code once through the affiliates call (again if the URL brings another). */
export function useInvitation(code: string, domain: string): Invitation {
  const [check] = useAffiliateCheckMutation();
  const [answer, setAnswer] = useState<Invitation | undefined>();

  useEffect(() => {
    if (!code) return undefined;
    let live = true;
    check({ code, domain })
      .unwrap()
      .then((agent) => live && setAnswer({ status: 'valid', code, agentName: agent.agentName }))
      .catch(() => live && setAnswer({ status: 'invalid', code }));
    return () => {
      live = false;
    };
  }, [check, code, domain]);

  if (!code) return { status: 'none' };
  return answer && answer.status !== 'none' && answer.code === code ? answer : { status: 'checking', code };
}
