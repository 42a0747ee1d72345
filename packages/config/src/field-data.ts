/**
 * Field data: Core Web Vitals measured on the phones of real visitors (the `fieldData` object of `config.json`).
 * Each sampled page load sends its figures with `navigator.sendBeacon` to `beaconUrl`. Off unless the file names
 * both a URL and a rate above 0.
 */
export interface FieldDataConfig {
  /** Where the beacons go: a path of this site (`/wps/ext/vitals/beacon`) or an http(s) URL. */
  readonly beaconUrl: string;
  /** The share of page loads that report, from 0 (none) to 1 (every one). */
  readonly sampleRate: number;
}

/** A path of this site (never `//host`, which the browser reads as another origin) or an http(s) URL. */
function isBeaconUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (/^\/(?![/\\])[^\s]*$/.test(value)) return true;
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === ''
    );
  } catch {
    return false;
  }
}

const isRate = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;

/**
 * Checks `fieldData` of a config file, adding every problem to `problems`. Answers the settings only when
 * they turn reporting on: a rate of 0 is the same as no `fieldData` at all.
 */
export function parseFieldData(raw: unknown, problems: string[]): { fieldData?: FieldDataConfig } {
  if (raw === undefined) return {};
  const fields =
    typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const { beaconUrl, sampleRate } = fields;
  const before = problems.length;
  if (!isBeaconUrl(beaconUrl))
    problems.push(
      'fieldData.beaconUrl must be a path of this site (/wps/ext/vitals/beacon) or an http(s) URL',
    );
  if (!isRate(sampleRate))
    problems.push('fieldData.sampleRate must be a number from 0 (off) to 1 (every visit)');
  if (problems.length > before || sampleRate === 0) return {};
  return { fieldData: { beaconUrl: beaconUrl as string, sampleRate: sampleRate as number } };
}

/**
 * The `<meta>` element each app's HTML names its build with (written by the build, read by the field-data
 * beacons): a commit or a release number.
 */
export const BUILD_VERSION_META = 'wps-build-version';

/**
 * The User Timing mark the field-data reporter sets once it listens (`performance.mark`): from then on, hiding the
 * page sends a beacon. It shows in a performance trace when reporting started, and tests wait for it.
 */
export const FIELD_DATA_READY_MARK = 'wps-field-data-ready';
