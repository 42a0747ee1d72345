// The import directions of docs/architecture.md, as data: who may import which workspace.

/**
 * Packages and the packages each may import: the published ones, and `app-shell`, the private shell both apps
 * share, which sits between the apps and the published packages (apps -> app-shell -> the rest).
 */
const PACKAGE_DEPENDENCIES = {
  config: [],
  i18n: [],
  session: ['config'],
  'api-client': ['session', 'config'],
  ui: ['i18n', 'config'],
  'app-shell': ['api-client', 'session', 'i18n', 'ui', 'config'],
};

const APP_DEPENDENCIES = {
  player: ['app-shell', 'api-client', 'session', 'i18n', 'ui', 'config'],
  agent: ['app-shell', 'api-client', 'session', 'i18n', 'ui', 'config'],
  sandbox: ['api-client/contract', 'config'],
};

/** What an app's tests may import besides: the sandbox's client contract test runs the real client against it. */
const APP_TEST_DEPENDENCIES = {
  sandbox: ['api-client', 'session'],
};

const PACKAGES = new Set(Object.keys(PACKAGE_DEPENDENCIES));
/** Build steps (Vite plugins, commands) that an app's build config may use; they never reach a bundle. */
const BUILD_TOOLS = new Set(['build-tools']);

/** @param {string[]} list @param {string} name @param {string} subpath */
function allowed(list, name, subpath) {
  return list.includes(name) || (subpath !== '' && list.includes(`${name}${subpath}`));
}

/**
 * Why importing workspace `target` (with `subpath`) from `layer` breaks the rules, or undefined when it is fine.
 * `test` says the importing file is a test.
 * @param {import('./layers.js').Layer} layer @param {string} target @param {string} subpath @param {boolean} [test]
 */
export function workspaceViolation(layer, target, subpath, test = false) {
  if (layer.kind === 'tooling') return undefined;
  if (layer.kind === 'package') {
    if (target === layer.name) return undefined;
    if (!PACKAGES.has(target)) return `a package (${layer.name}) must never import an app (${target})`;
    const deps = PACKAGE_DEPENDENCIES[layer.name] ?? [];
    return deps.includes(target)
      ? undefined
      : `package ${layer.name} may import only: ${deps.join(', ') || 'none of ours'}`;
  }
  if (layer.kind === 'app' && layer.area === undefined && BUILD_TOOLS.has(target)) return undefined;
  if (!PACKAGES.has(target)) {
    if (target === layer.name) return undefined;
    return `app ${layer.name} must not import app ${target}; link to the other app's path instead (a full page load)`;
  }
  const deps = APP_DEPENDENCIES[layer.name] ?? [];
  if (test && allowed(APP_TEST_DEPENDENCIES[layer.name] ?? [], target, subpath)) return undefined;
  return allowed(deps, target, subpath) ? undefined : `app ${layer.name} may import only: ${deps.join(', ')}`;
}

/**
 * Why a relative import from `from` to `to` (both layers) breaks the rules, or undefined.
 * @param {import('./layers.js').Layer} from @param {import('./layers.js').Layer | undefined} to
 */
export function pathViolation(from, to) {
  if (!to || from.kind === 'tooling') return undefined;
  if (from.kind !== to.kind || from.name !== to.name) {
    return `${from.kind} ${from.name} must not reach into ${to.kind} ${to.name} by path; import its package instead`;
  }
  if (from.kind !== 'app' || to.kind !== 'app') return undefined;
  // Code flows one way, shared -> features -> app: only the entry and src/app/ itself may import src/app/.
  if (to.area === 'app' && from.area !== undefined && from.area !== 'app') {
    const who = from.area === 'features' ? `feature ${from.feature}` : `shared code (src/${from.area})`;
    return `${who} must not import src/app; move what both need to src/lib`;
  }
  if (to.area !== 'features') return undefined;
  if (from.area === 'features' && from.feature !== to.feature) {
    return `feature ${from.feature} must not import feature ${to.feature}; compose them in a route instead`;
  }
  // Files directly in src/ (the entry) and src/app/ compose the app; everything else is shared code.
  if (from.area !== undefined && from.area !== 'features' && from.area !== 'app') {
    return `shared code (src/${from.area ?? ''}) must not import a feature (${to.feature})`;
  }
  return undefined;
}
