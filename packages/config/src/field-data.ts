/**
 * Field data: Core Web Vitals measured on the phones of real visitors (the `fieldData` object of `config.json`,
 * checked with the rest of the file by `parseRuntimeConfig`). Each sampled page load sends its figures with
 * `navigator.sendBeacon` to `beaconUrl`. Off unless the file names both a URL and a rate above 0.
 */
export interface FieldDataConfig {
  /** Where the beacons go: a path of this site (`/wps/ext/vitals/beacon`) or an http(s) URL. */
  readonly beaconUrl: string;
  /** The share of page loads that report, from 0 (none) to 1 (every one). */
  readonly sampleRate: number;
}

// The names below are read only by the field-data reporter, a chunk loaded after the first screen: this module
// holds nothing the runtime config's check needs, so none of it is code before the first render.

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
