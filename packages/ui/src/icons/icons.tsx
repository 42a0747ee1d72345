import { SvgIcon, type IconProps } from './svg-icon';

/** House: the home page. */
export function IconHome(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M3 10.5 12 3l9 7.5" />
      <path d="M5.5 9v11.5h4.5v-6h4v6h4.5V9" />
    </SvgIcon>
  );
}

/** Wrapped present: promotions and rewards. */
export function IconGift(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M5 12v8.5h14V12M12 8v12.5" />
      <path d="M12 8C10.5 5 7 4 6.5 6.2S9.5 8 12 8ZM12 8c1.5-3 5-4 5.5-1.8S14.5 8 12 8Z" />
    </SvgIcon>
  );
}

/** Wallet: deposit and balance. */
export function IconWallet(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M16.5 6.5V5a1.5 1.5 0 0 0-1.9-1.45L5 6.5" />
      <rect x="3" y="6.5" width="18" height="14" rx="2" />
      <path d="M21 11.5h-4a2 2 0 0 0 0 4h4" />
    </SvgIcon>
  );
}

/** Two people: invite friends, team. */
export function IconUsers(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c.5-3.5 3.1-5.5 6.5-5.5s6 2 6.5 5.5" />
      <path d="M16 4.8a3.5 3.5 0 0 1 0 6.4M18 14.8c2 .7 3.3 2.5 3.5 5.2" />
    </SvgIcon>
  );
}

/** One person: member centre, profile. */
export function IconUser(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c.6-4 3.9-6.5 8-6.5s7.4 2.5 8 6.5" />
    </SvgIcon>
  );
}

/** Chevron towards the inline start: back navigation (mirrored in right-to-left layouts). */
export function IconBack(props: IconProps) {
  return (
    <SvgIcon flipInRtl {...props}>
      <path d="M15 5l-7 7 7 7" />
    </SvgIcon>
  );
}

/** Three bars: opens the side menu. */
export function IconMenu(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </SvgIcon>
  );
}

/** Globe: language choice. */
export function IconGlobe(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.4 2.5 3.7 5.5 3.7 9s-1.3 6.5-3.7 9c-2.4-2.5-3.7-5.5-3.7-9S9.6 5.5 12 3Z" />
    </SvgIcon>
  );
}

/** Cross: closes a dialog, pop-up or bar. */
export function IconClose(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M6 6l12 12M18 6 6 18" />
    </SvgIcon>
  );
}

/** Envelope: messages. */
export function IconMail(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="3" y="5.5" width="18" height="13" rx="2" />
      <path d="m3.5 7 8.5 6.5L20.5 7" />
    </SvgIcon>
  );
}

/** Gear: settings. */
export function IconSettings(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1" />
    </SvgIcon>
  );
}
