import path from 'node:path';
import { pathBack, resolveImport } from './import-graph.js';

/**
 * Reports a static import (type-only included) that leads, through other static imports, back to the importing
 * file. A lazy import() is a call, not a declaration, so it never gets here.
 */
export const noImportCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between the workspace source files' },
    schema: [],
    messages: { cycle: 'Import cycle: {{chain}}. Move what both sides need into a module of its own.' },
  },
  create(context) {
    const file = context.filename;
    if (!path.isAbsolute(file)) return {};

    function check(node) {
      const target = resolveImport(file, node.source.value);
      const chain = target && pathBack(target, file);
      if (!chain) return;
      const names = [file, ...chain].map(
        (step) => path.relative(path.dirname(file), step) || path.basename(step),
      );
      context.report({ node: node.source, messageId: 'cycle', data: { chain: names.join(' -> ') } });
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: (node) => node.source && check(node),
      ExportAllDeclaration: check,
    };
  },
};
