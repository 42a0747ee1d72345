// Which layer a file belongs to, from its path relative to the repository root.
// Layers: an app (player, agent, sandbox), a published package, a feature inside an app, or tooling.

const APPS = new Set(['player', 'agent', 'sandbox']);

/**
 * @typedef {{ kind: 'app', name: string, feature?: string, area?: string }
 *   | { kind: 'package', name: string }
 *   | { kind: 'tooling', name: string }} Layer
 */

/** @param {string} relativePath posix path from the repository root @returns {Layer | undefined} */
export function layerOfPath(relativePath) {
  const parts = relativePath.split('/');
  const [top, name, src, area, feature] = parts;
  if (!name) return undefined;
  if (top === 'apps' && APPS.has(name)) {
    if (src !== 'src') return { kind: 'app', name };
    if (area === 'features' && feature && parts.length > 5) return { kind: 'app', name, area, feature };
    return area && parts.length > 4 ? { kind: 'app', name, area } : { kind: 'app', name };
  }
  if (top === 'packages') return { kind: 'package', name };
  if (top === 'scripts') return { kind: 'tooling', name };
  return undefined;
}

/** @param {string} specifier @returns {{ name: string, subpath: string } | undefined} */
export function workspaceOfSpecifier(specifier) {
  const match = /^@wps-mobile\/([^/]+)(\/.*)?$/.exec(specifier);
  if (!match || !match[1]) return undefined;
  return { name: match[1], subpath: match[2] ?? '' };
}
