/**
 * Whether a value matches a regular expression of the merchant's registration config. A missing pattern, or
 * one this browser cannot compile, passes: the server checks the same rule again and answers with its message.
 */
export function matchesPattern(pattern: string | undefined, value: string): boolean {
  if (!pattern) return true;
  try {
    return new RegExp(pattern).test(value);
  } catch {
    return true;
  }
}
