import { CONSTANTS } from './constants';

/** One of the merchant's help links on the responsible-gaming page (a help line, a self-test, a charity). */
export interface ResponsibleGamingLink {
  /** Shown as it is: organisations go by their own names. */
  readonly title: string;
  /** An http(s) address or a path of this site; opened through `resolveServerLink`. */
  readonly url: string;
}

/**
 * The merchant's responsible-gaming settings (the `responsibleGaming` object of `config.json`). Every part is on
 * unless the file turns it off.
 */
export interface ResponsibleGamingConfig {
  /** `false` turns off the age gate, the reality check and the page's menu entries. Default `true`. */
  readonly enabled: boolean;
  /** The age a registration needs, checked against the date of birth: 18 by default, 21 where the law says. */
  readonly minimumAge: number;
  /** Minutes of play between two reality checks; 0 turns the check off. Default 60. */
  readonly realityCheckMinutes: number;
  /** The merchant's help links, in the order the page lists them. Default none. */
  readonly helpLinks: readonly ResponsibleGamingLink[];
}

/** What a config file that names no `responsibleGaming` object gets. */
export const RESPONSIBLE_GAMING_DEFAULTS: ResponsibleGamingConfig = {
  enabled: true,
  minimumAge: CONSTANTS.ageThresholds.default,
  realityCheckMinutes: 60,
  helpLinks: [],
};

const MAX_AGE = 99;
const MAX_MINUTES = 24 * 60;

function isLinkUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (/^\/[^/\\]/.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function isWhole(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** Validates the `responsibleGaming` object of a config file, pushing every problem onto `problems`. */
export function parseResponsibleGaming(raw: unknown, problems: string[]): ResponsibleGamingConfig {
  if (raw === undefined) return RESPONSIBLE_GAMING_DEFAULTS;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    problems.push('responsibleGaming must be an object');
    return RESPONSIBLE_GAMING_DEFAULTS;
  }
  const given = raw as Record<string, unknown>;
  const { enabled = true, minimumAge, realityCheckMinutes, helpLinks = [] } = given;
  if (typeof enabled !== 'boolean') problems.push('responsibleGaming.enabled must be true or false');
  const minimum = CONSTANTS.ageThresholds.default;
  if (minimumAge !== undefined && !isWhole(minimumAge, minimum, MAX_AGE))
    problems.push(`responsibleGaming.minimumAge must be a whole number from ${minimum} to ${MAX_AGE}`);
  if (realityCheckMinutes !== undefined && !isWhole(realityCheckMinutes, 0, MAX_MINUTES))
    problems.push(`responsibleGaming.realityCheckMinutes must be a whole number from 0 to ${MAX_MINUTES}`);
  const linksValid =
    Array.isArray(helpLinks) &&
    helpLinks.every(
      (link: unknown) =>
        typeof link === 'object' &&
        link !== null &&
        typeof (link as ResponsibleGamingLink).title === 'string' &&
        (link as ResponsibleGamingLink).title.trim() !== '' &&
        isLinkUrl((link as ResponsibleGamingLink).url),
    );
  if (!linksValid)
    problems.push(
      'responsibleGaming.helpLinks must be a list of { title, url } with an http(s) URL or a path',
    );
  return {
    enabled: enabled === true,
    minimumAge: isWhole(minimumAge, minimum, MAX_AGE) ? minimumAge : RESPONSIBLE_GAMING_DEFAULTS.minimumAge,
    realityCheckMinutes: isWhole(realityCheckMinutes, 0, MAX_MINUTES)
      ? realityCheckMinutes
      : RESPONSIBLE_GAMING_DEFAULTS.realityCheckMinutes,
    helpLinks: linksValid
      ? (helpLinks as ResponsibleGamingLink[]).map(({ title, url }) => ({ title: title.trim(), url }))
      : [],
  };
}
