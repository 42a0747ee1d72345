import { useReferralLinkQuery } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, TextField, Toast } from '@wps-mobile/ui';
import { useMemo, useRef } from 'react';
import { Loaded } from '../../lib/screens/content-screen';
import { useRuntimeConfig } from '@wps-mobile/app-shell';
import { useToast } from '../../lib/screens/use-toast';
import { shareableLink } from './shareable-link';
import { useCopyShare } from './use-copy-share';

/** The member's invitation code and link, with copy and (where the device can) share. */
export function ReferralLinkCard() {
  const { t } = useTranslation();
  const { brandName } = useRuntimeConfig();
  const toast = useToast();
  const { copy, share, canShare } = useCopyShare(toast);
  const field = useRef<HTMLInputElement>(null);
  const query = useReferralLinkQuery();
  const { data } = query;
  const link = useMemo(() => (data ? shareableLink(data.url, window.location.origin) : undefined), [data]);

  return (
    <Loaded {...query}>
      {(referral) => (
        <div className="content-screen__card invite-link">
          <p className="invite-link__code">
            {t('account.invitationCode')}: <strong>{referral.code}</strong>
          </p>
          {link ? (
            <>
              <TextField
                ref={field}
                label={t('promotions.inviteLink')}
                value={link}
                onChange={() => {}}
                readOnly
              />
              <div className="invite-link__actions">
                <Button type="button" onClick={() => copy(link, field.current)}>
                  {t('promotions.copyLink')}
                </Button>
                {canShare ? (
                  <Button
                    type="button"
                    variant="secondary"
                    onClick={() =>
                      share({
                        title: brandName,
                        text: t('promotions.shareText', { 0: brandName }),
                        url: link,
                      })
                    }
                  >
                    {t('common.share')}
                  </Button>
                ) : null}
              </div>
            </>
          ) : null}
          <Toast toast={toast.toast} onDismiss={toast.dismiss} />
        </div>
      )}
    </Loaded>
  );
}
