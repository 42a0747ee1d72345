/**
 * Whether a value matches a server-provided rule (a JavaScript regular expression source). No rule, or a rule
 * the browser cannot compile, lets the value through: the server checks it again with the same rule.
 */
export function matchesRule(pattern: string | undefined, value: string): boolean {
  if (!pattern) return true;
  try {
    return new RegExp(pattern).test(value);
  } catch {
    return true;
  }
}
