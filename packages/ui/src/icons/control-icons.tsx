import { SvgIcon, type IconProps } from './svg-icon';

/** Chevron towards the inline end: next (mirrored in right-to-left layouts). */
export function IconNext(props: IconProps) {
  return (
    <SvgIcon flipInRtl {...props}>
      <path d="M9 5l7 7-7 7" />
    </SvgIcon>
  );
}

/** Two bars: pauses moving content. */
export function IconPause(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M8 5v14M16 5v14" />
    </SvgIcon>
  );
}

/** Triangle: starts moving content again. */
export function IconPlay(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M7 4.5v15l12-7.5Z" />
    </SvgIcon>
  );
}

/** Tick: success. */
export function IconCheck(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4.5 12.5l5 5 10-11" />
    </SvgIcon>
  );
}

/** Circled exclamation mark: failure or warning. */
export function IconAlert(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5v.01" />
    </SvgIcon>
  );
}

/** Circled "i": information. */
export function IconInfo(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.5M12 7.5v.01" />
    </SvgIcon>
  );
}

/** Heart: favourite games (filled when `filled`). */
export function IconHeart({ filled = false, ...props }: IconProps & { filled?: boolean }) {
  return (
    <SvgIcon {...props}>
      <path
        d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20Z"
        fill={filled ? 'currentColor' : 'none'}
      />
    </SvgIcon>
  );
}

/** Open eye: show the password. */
export function IconEye(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
      <circle cx="12" cy="12" r="3" />
    </SvgIcon>
  );
}

/** Crossed-out eye: hide the password. */
export function IconEyeOff(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 4l16 16M10 5.7A9 9 0 0 1 12 5.5C18 5.5 21.5 12 21.5 12a16 16 0 0 1-2.6 3.4M6.3 7.5A15.6 15.6 0 0 0 2.5 12S6 18.5 12 18.5c1.5 0 2.9-.4 4.1-1" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    </SvgIcon>
  );
}

/** Circled cross: clears an input. */
export function IconClear(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M9 9l6 6M15 9l-6 6" />
    </SvgIcon>
  );
}

/** Circular arrow: loads a new captcha picture. */
export function IconRefresh(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M20 12a8 8 0 1 1-2.3-5.7M20 4v4.5h-4.5" />
    </SvgIcon>
  );
}

/** Funnel: opens the filter drawer. */
export function IconFilter(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 5h16l-6 7.5V19l-4-2v-4.5Z" />
    </SvgIcon>
  );
}

/** Door with an arrow: sign out (mirrored in right-to-left layouts). */
export function IconSignOut(props: IconProps) {
  return (
    <SvgIcon flipInRtl {...props}>
      <path d="M10 4H5v16h5M15 8l4 4-4 4M9 12h10" />
    </SvgIcon>
  );
}

/** Small triangle pointing down: a dropdown. */
export function IconCaretDown(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M7 10l5 5 5-5" />
    </SvgIcon>
  );
}
