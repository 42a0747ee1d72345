import path from 'node:path';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The parts of a path, relative to the root, that are not kebab-case (dot-folders such as .storybook pass). */
export function nonKebabParts(relativePath) {
  const segments = relativePath.split(/[\\/]/).filter((segment) => segment && !segment.startsWith('.'));
  const name = segments.pop();
  const folders = segments.filter((segment) => !KEBAB.test(segment));
  // A file name's dot-separated parts are each kebab-case: use-launch-game.test.tsx, vitest.config.ts.
  const fileBad = name !== undefined && !name.split('.').every((part) => KEBAB.test(part));
  return fileBad ? [...folders, name] : folders;
}

/** Reports a source file whose name, or a folder on whose path, is not kebab-case. */
export const kebabCaseFileNames = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Require kebab-case file and folder names' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: { name: '"{{part}}" is not kebab-case: name files and folders like use-open-game.ts.' },
  },
  create(context) {
    const root = context.options[0]?.root ?? context.cwd;
    const relative = path.relative(root, context.filename);
    if (!path.isAbsolute(context.filename) || relative.startsWith('..')) return {};
    return {
      Program(node) {
        for (const part of nonKebabParts(relative)) {
          context.report({ node, loc: { line: 1, column: 0 }, messageId: 'name', data: { part } });
        }
      },
    };
  },
};
