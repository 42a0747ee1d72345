import path from 'node:path';
import { layerOfPath, workspaceOfSpecifier } from './layers.js';
import { pathViolation, workspaceViolation } from './policy.js';
import { kebabCaseFileNames } from './file-names.js';
import { noImportCycles } from './import-cycles.js';
import { routeLiterals } from './route-literals.js';

/** Reports imports that break the workspace's import directions (docs/architecture.md, "What may import what"). */
const importDirections = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the import directions between apps, packages and features' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: { forbidden: 'Forbidden import "{{specifier}}": {{reason}}.' },
  },
  create(context) {
    const root = context.options[0]?.root ?? context.cwd;
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    const layer = layerOfPath(file);
    if (!layer) return {};
    const isTest = /\.test\.[cm]?[jt]sx?$/.test(file);

    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      let reason;
      const workspace = workspaceOfSpecifier(specifier);
      if (workspace) {
        reason = workspaceViolation(layer, workspace.name, workspace.subpath, isTest);
      } else if (specifier.startsWith('.')) {
        const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
        reason = pathViolation(layer, layerOfPath(target));
      }
      if (reason) context.report({ node, messageId: 'forbidden', data: { specifier, reason } });
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default {
  meta: { name: '@wps-mobile/lint-rules' },
  rules: {
    'import-directions': importDirections,
    'no-import-cycles': noImportCycles,
    'kebab-case-file-names': kebabCaseFileNames,
    'route-literals': routeLiterals,
  },
};
