// The repository's own ESLint config, for tests that prove `pnpm lint` itself rejects a fixture source placed
// (virtually) at a real path. The fixtures are not on disk, so no tsconfig.json includes them: the type-aware
// rules, which the fixtures do not exercise, are off here.
import path from 'node:path';
import { ESLint } from 'eslint';

export const root = path.resolve(import.meta.dirname, '../../..');

export const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
    },
  },
});

/** The messages of one rule for `code` linted as the file at `filePath` (relative to the repository). */
export async function lintAs(filePath, code, ruleId) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
}
