import type { PostProcessorModule, TOptions } from 'i18next';

/** Name to list in i18next's `postProcess` option. */
export const POSITIONAL = 'positional';

const PLACEHOLDER = /\{(\d+)\}/g;

/**
 * Fills the platform's positional placeholders (`{0}`, `{1}`, as in 'Join {0} on the {1} day'), which the
 * merchant's own label tables use and which i18next's `{{name}}` interpolation leaves alone. Values come
 * from numeric option keys (`t(key, { 0: brand, 1: days })`) or an `args` array (`t(key, { args: [...] })`).
 * A placeholder without a value is kept as it is, so a forgotten argument stays visible in review.
 */
export const positionalPostProcessor: PostProcessorModule = {
  type: 'postProcessor',
  name: POSITIONAL,
  process(value: string, _key: string | string[], options: TOptions): string {
    if (!value.includes('{')) return value;
    const args: unknown = options['args'];
    return value.replace(PLACEHOLDER, (match, index: string) => {
      const fromArray = Array.isArray(args) ? (args as unknown[])[Number(index)] : undefined;
      const filled = fromArray ?? options[index];
      return filled === undefined || filled === null ? match : String(filled);
    });
  },
};
