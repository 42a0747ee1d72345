// Screens draw with the kit's design tokens (packages/ui/src/styles/tokens.css): a colour, a duration, a font
// size, a shadow or a physical (left/right) property written in an app's stylesheet is a second design language
// that dark mode, right-to-left and a merchant's brand colours would not reach.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Each rule: what it finds in a declaration, and what to write instead. */
const RULES = [
  { pattern: /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|oklch|lab)\(/i, fix: 'a colour role (var(--wps-color-*))' },
  {
    pattern: /(?<![\w-])\d*\.?\d+m?s\b/,
    fix: 'a motion token (var(--wps-duration-*))',
    props: /^(animation|transition)/,
  },
  // Lengths inside var() are tokens; a ring of zero offsets drawn with token widths is allowed. A size that shrinks
  // with its box between two steps of the scale (`clamp(<token>, <n>cqi, <token>)`) is the rule for a label that
  // must fit (the brand's wordmark): only its bounds are sizes, and both are tokens.
  {
    pattern: /[1-9]/,
    fix: 'a type-scale token (var(--wps-font-size-*))',
    props: /^font-size$/,
    tokensOut: true,
    allowed:
      /clamp\(\s*var\(--wps-font-size-[\w-]+\)\s*,\s*\d*\.?\d+(?:cqi|cqw|vw)\s*,\s*var\(--wps-font-size-[\w-]+\)\s*\)/g,
  },
  {
    pattern: /[1-9]/,
    fix: 'an elevation token (var(--wps-shadow-*))',
    props: /^box-shadow$/,
    tokensOut: true,
  },
  {
    pattern: /./,
    fix: 'a logical property (inline-start/end, block-start/end)',
    props: /^(margin|padding|border)-(left|right|top|bottom)$|^(left|right|top|bottom)$/,
  },
  {
    pattern: /\b(left|right)\b/,
    fix: 'start or end, so right-to-left mirrors it',
    props: /^(text-align|float|clear)$/,
  },
];

/** The problems of one stylesheet: line number, the declaration and what to use instead. */
export function rawDesignValues(css) {
  const problems = [];
  const lines = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' ')).split('\n');
  lines.forEach((line, index) => {
    const declaration = /^\s*([a-z-]+)\s*:\s*(.+?);?\s*$/.exec(line);
    if (!declaration || line.trimStart().startsWith('--')) return;
    const [, property, value] = declaration;
    for (const rule of RULES) {
      if (rule.props && !rule.props.test(property)) continue;
      const fluid = rule.allowed ? value.replace(rule.allowed, '') : value;
      const checked = rule.tokensOut ? fluid.replace(/var\([^()]*\)/g, '') : fluid;
      if (rule.pattern.test(checked)) problems.push({ line: index + 1, text: line.trim(), fix: rule.fix });
    }
  });
  return problems;
}

/** Every .css file under `dir`, skipping build output and dependencies. */
export function stylesheetsUnder(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...stylesheetsUnder(path));
    else if (name.endsWith('.css')) out.push(path);
  }
  return out;
}

/** `file:line  declaration  -> fix` for every raw value in the stylesheets under `dirs`. */
export function rawDesignValuesIn(root, dirs) {
  return dirs.flatMap((dir) =>
    stylesheetsUnder(join(root, dir)).flatMap((file) =>
      rawDesignValues(readFileSync(file, 'utf8')).map(
        (p) => `${relative(root, file)}:${p.line}  ${p.text}  -> ${p.fix}`,
      ),
    ),
  );
}
