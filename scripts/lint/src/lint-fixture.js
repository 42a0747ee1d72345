// Lints fixture sources placed (virtually) at real paths of the repository with the repository's own ESLint
// config, so the rules' tests prove that `pnpm lint` itself rejects what they forbid.
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

/** The messages of one rule for `code` linted as if it lived at `filePath` (relative to the repository root). */
export async function lintFixture(ruleId, filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message);
}
