import { execFileSync } from 'node:child_process';

const VERSION = /^[\w.+-]{1,64}$/;

/** The commit being built, or undefined outside a git checkout (a source tarball) or without git. */
function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      encoding: 'utf8',
      stdio: 'pipe',
    }).trim();
  } catch {
    return undefined;
  }
}

/**
 * The build's version: `WPS_BUILD_VERSION` when the release sets it (a release number), else the commit being
 * built, else `dev`. Anything that is not a short word of letters, digits and `.+-_` is ignored.
 *
 * @param {{ env?: Record<string, string | undefined>, commit?: () => string | undefined }} [sources]
 */
export function buildVersion({ env = process.env, commit = gitCommit } = {}) {
  const named = env.WPS_BUILD_VERSION?.trim();
  if (named && VERSION.test(named)) return named;
  const hash = commit();
  return hash && VERSION.test(hash) ? hash : 'dev';
}

/**
 * Names the build in its HTML (`<meta name="…">`, the name `@wps-mobile/config` gives as `BUILD_VERSION_META`):
 * markup, not code, so it costs the first render no JavaScript, and the field-data chunk reads it only when it
 * sends a beacon.
 *
 * @param {string} metaName
 */
export function buildVersionPlugin(metaName, version = buildVersion()) {
  return {
    name: 'wps-build-version',
    transformIndexHtml() {
      return [{ tag: 'meta', attrs: { name: metaName, content: version }, injectTo: 'head' }];
    },
  };
}
