/** An empty tray: the spec's "no data" picture, drawn inline so it costs no request and follows the theme. */
export function NoDataIllustration() {
  return (
    <svg
      className="wps-no-data__illustration"
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 120 96"
      width="120"
      height="96"
      fill="none"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse className="wps-no-data__shadow" cx="60" cy="86" rx="44" ry="6" />
      <path className="wps-no-data__tray" d="M22 48 34 20h52l12 28v28a4 4 0 0 1-4 4H26a4 4 0 0 1-4-4Z" />
      <path className="wps-no-data__line" d="M22 48h22a16 16 0 0 0 32 0h22" />
      <path className="wps-no-data__line wps-no-data__sparkle" d="M48 8v6M72 8v6M60 4v8" />
    </svg>
  );
}
