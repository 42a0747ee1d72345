import { useId, type ReactNode } from 'react';
import { StatusIllustration, type StatusTone } from './status-illustration';
import './status-page.css';

export type { StatusTone };

export interface StatusPageAction {
  label: string;
  /** Renders a link; with `onClick` too, the app can prevent the default and route client-side. */
  href?: string;
  onClick?: () => void;
}

export interface StatusPageProps {
  title: string;
  body?: string;
  /** One way forward: a link when `href` is given, otherwise a button. */
  action?: StatusPageAction;
  tone?: StatusTone;
  /** Replaces the tone's default picture (e.g. the merchant's maintenance image); treated as decorative. */
  illustration?: ReactNode;
}

/** A full-page message: page not found, broken configuration, maintenance, region restriction. */
export function StatusPage({ title, body, action, tone = 'info', illustration }: StatusPageProps) {
  const titleId = useId();
  return (
    <section className={`wps-status-page wps-status-page--${tone}`} aria-labelledby={titleId}>
      <div className="wps-status-page__illustration" aria-hidden="true">
        {illustration ?? <StatusIllustration tone={tone} />}
      </div>
      <h1 id={titleId} className="wps-status-page__title">
        {title}
      </h1>
      {body && <p className="wps-status-page__body">{body}</p>}
      {action && <StatusAction action={action} />}
    </section>
  );
}

function StatusAction({ action }: { action: StatusPageAction }) {
  if (action.href !== undefined) {
    return (
      <a className="wps-status-page__action" href={action.href} onClick={action.onClick}>
        {action.label}
      </a>
    );
  }
  return (
    <button type="button" className="wps-status-page__action" onClick={action.onClick}>
      {action.label}
    </button>
  );
}
