/** The kind of message a status page gives; it picks the default picture and its colour. */
export type StatusTone = 'error' | 'info' | 'notFound';

// Simple stroke drawings in the tone's colour (set in CSS through currentColor); decorative only.
const DRAWINGS: Record<StatusTone, string[]> = {
  notFound: [
    'M27 27m-15 0a15 15 0 1 0 30 0a15 15 0 1 0-30 0',
    'M38 38l14 14',
    'M22 22a5 5 0 1 1 6 5v3',
    'M28 35v.5',
  ],
  error: ['M32 8 58 54H6Z', 'M32 24v14', 'M32 45v.5'],
  info: ['M32 32m-24 0a24 24 0 1 0 48 0a24 24 0 1 0-48 0', 'M32 18v15l10 6'],
};

/** The default picture of a status page for its tone. */
export function StatusIllustration({ tone }: { tone: StatusTone }) {
  return (
    <svg
      className="wps-status-page__drawing"
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 64 64"
      width="96"
      height="96"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {DRAWINGS[tone].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
