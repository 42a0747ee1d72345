import { useAffiliateUrlDeleteMutation } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, ConfirmDialog } from '@wps-mobile/ui';
import { useState } from 'react';
import { serverHref, serverMessage } from '@wps-mobile/app-shell';

interface Link {
  readonly id: number;
  readonly code: string;
  readonly url: string;
  readonly type: number;
  readonly remark: string;
}

/** One affiliate link: its code, remark and address, with copy and delete (after a confirmation). */
export function AffiliateLinkItem({ link }: { link: Link }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [remove, removal] = useAffiliateUrlDeleteMutation();
  const href = serverHref(link.url);
  const copy = () => {
    navigator.clipboard
      .writeText(link.url)
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
  };
  return (
    <article className="agent-list__row" aria-label={link.code}>
      <div>
        <strong>{link.code}</strong> · {t(link.type === 0 ? 'agent.typeMember' : 'agent.typeAgent')}
        {link.remark && <p className="agent-note">{link.remark}</p>}
        {href ? <a href={href}>{link.url}</a> : <span>{link.url}</span>}
      </div>
      <div className="agent-actions">
        <Button variant="secondary" onClick={copy}>
          {copied ? t('common.copied') : t('common.copy')}
        </Button>
        <Button variant="danger" busy={removal.isLoading} onClick={() => setConfirming(true)}>
          {t('agent.deleteLink')}
        </Button>
      </div>
      {removal.isError && (
        <p role="alert" className="agent-note">
          {serverMessage(removal.error, t)}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('agent.deleteLink')}
        message={t('agent.deleteLinkConfirm', { code: link.code })}
        confirmLabel={t('agent.deleteLink')}
        destructive
        onConfirm={() => {
          setConfirming(false);
          void remove({ id: link.id });
        }}
        onCancel={() => setConfirming(false)}
      />
    </article>
  );
}
