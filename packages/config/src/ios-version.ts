/** An iOS (or iPadOS) version read from the user agent. */
export interface IosVersion {
  readonly major: number;
  readonly minor: number;
  readonly patch: number;
}

const IOS_DEVICE = /\b(iPhone|iPad|iPod)\b/;

/**
 * The iOS version in a user agent: `OS 12_1_4 like Mac OS X` on iPhone and old iPads. iPadOS 13+ poses as a Mac
 * (`Macintosh` with touch); there the Safari `Version/x.y` is the only hint and matches the OS version.
 */
export function parseIosVersion(userAgent: string, maxTouchPoints = 0): IosVersion | undefined {
  const fromOs = IOS_DEVICE.test(userAgent) ? /\bOS (\d+)(?:_(\d+))?(?:_(\d+))?/.exec(userAgent) : null;
  const fromSafari =
    !fromOs && isIpadOsDesktop(userAgent, maxTouchPoints)
      ? /\bVersion\/(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(userAgent)
      : null;
  const match = fromOs ?? fromSafari;
  if (!match) return undefined;
  return { major: Number(match[1]), minor: Number(match[2] ?? 0), patch: Number(match[3] ?? 0) };
}

/** iPadOS 13 and later in desktop mode: a "Macintosh" that has a touch screen. */
export function isIpadOsDesktop(userAgent: string, maxTouchPoints = 0): boolean {
  return /\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1;
}

export function isIosUserAgent(userAgent: string, maxTouchPoints = 0): boolean {
  return IOS_DEVICE.test(userAgent) || isIpadOsDesktop(userAgent, maxTouchPoints);
}

/** `a` is at least `b`. */
export function iosAtLeast(a: IosVersion, b: IosVersion): boolean {
  if (a.major !== b.major) return a.major > b.major;
  if (a.minor !== b.minor) return a.minor > b.minor;
  return a.patch >= b.patch;
}

/** Parses '12.4' style versions (the minimum iOS constant). */
export function parseVersionText(text: string): IosVersion {
  const [major = 0, minor = 0, patch = 0] = text.split('.').map(Number);
  return { major, minor, patch };
}

/**
 * The add-to-home-screen guide shows a legacy tip on older iOS: 12 below 12.2, and 11 or lower, whose share
 * sheet and home-screen flow differ from later releases.
 */
export function needsLegacyInstallTip(version: IosVersion): boolean {
  return version.major <= 11 || (version.major === 12 && version.minor < 2);
}
