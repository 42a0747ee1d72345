import { SvgIcon, type IconProps } from './svg-icon';

// Icons of the menus and grids (member centre, agent home, side menu, help, deposit methods): one stroke style
// with the rest of the set. Each is its own export, so a screen's chunk carries only the ones it draws.

/** Headset: customer service. */
export function IconHeadset(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="14" width="4" height="6" rx="1.5" />
      <rect x="17" y="14" width="4" height="6" rx="1.5" />
      <path d="M19 20a3 3 0 0 1-3 2h-3" />
    </SvgIcon>
  );
}

/** Receipt: records of deposits, withdrawals, bets and accounts. */
export function IconReceipt(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M6 3h12v18l-3-2-3 2-3-2-3 2Z" />
      <path d="M9 8h6M9 12h6M9 16h3" />
    </SvgIcon>
  );
}

/** Shield: security and responsible gaming. */
export function IconShield(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 3 4.5 6v6c0 4.5 3.2 7.8 7.5 9 4.3-1.2 7.5-4.5 7.5-9V6Z" />
      <path d="m9 12 2 2 4-4" />
    </SvgIcon>
  );
}

/** Rising bars: profit and loss, reports. */
export function IconChart(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 20h16" />
      <path d="M7 16v-4M12 16V7M17 16v-7" />
    </SvgIcon>
  );
}

/** Two arrows: transfers. */
export function IconTransfer(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 8h14l-3-3M20 16H6l3 3" />
    </SvgIcon>
  );
}

/** Percent: rebates and commissions. */
export function IconPercent(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M19 5 5 19" />
      <circle cx="7" cy="7" r="2.5" />
      <circle cx="17" cy="17" r="2.5" />
    </SvgIcon>
  );
}

/** Trophy: rewards, missions, leader board. */
export function IconTrophy(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M8 4h8v6a4 4 0 0 1-8 0Z" />
      <path d="M8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 14v4M8 21h8M9 18h6" />
    </SvgIcon>
  );
}

/** Bell: news and notices. */
export function IconBell(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15Z" />
      <path d="M10 21h4" />
    </SvgIcon>
  );
}

/** Speech bubble: feedback and messages. */
export function IconChat(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 5h16v11H9l-5 4Z" />
      <path d="M8 9h8M8 12h5" />
    </SvgIcon>
  );
}

/** Question in a circle: help topics. */
export function IconHelp(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7M12 17h.01" />
    </SvgIcon>
  );
}

/** Card: deposit methods, banks. */
export function IconCard(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 10h18M7 15h4" />
    </SvgIcon>
  );
}

/** Game pad: game categories without a server icon. */
export function IconGamepad(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M7 7h10a4 4 0 0 1 4 4v3a3 3 0 0 1-5.4 1.8L14.5 14h-5l-1.1 1.8A3 3 0 0 1 3 14v-3a4 4 0 0 1 4-4Z" />
      <path d="M8 10v3M6.5 11.5h3M16 11h.01M18 12.5h.01" />
    </SvgIcon>
  );
}

/** Briefcase: the agency centre. */
export function IconBriefcase(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5h6v2M3 13h18" />
    </SvgIcon>
  );
}

/** Chain link: affiliate and invitation links. */
export function IconLink(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </SvgIcon>
  );
}

/** Document: contracts and agreements. */
export function IconDocument(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M6 3h9l4 4v14H6Z" />
      <path d="M14 3v5h5M9 13h6M9 17h6" />
    </SvgIcon>
  );
}

/** Arrow into a tray: app download. */
export function IconDownload(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 4v11M7.5 10.5 12 15l4.5-4.5M4 17v3h16v-3" />
    </SvgIcon>
  );
}

/** Envelope with money: red packets. */
export function IconPacket(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="5" y="3" width="14" height="18" rx="2" />
      <path d="M5 8c3 3 11 3 14 0" />
      <circle cx="12" cy="12" r="2" />
    </SvgIcon>
  );
}

/** Chevron pointing to the inline end: folds a floating button away. */
export function IconFold(props: IconProps) {
  return (
    <SvgIcon {...props} flipInRtl>
      <path d="m9 6 6 6-6 6" />
    </SvgIcon>
  );
}
