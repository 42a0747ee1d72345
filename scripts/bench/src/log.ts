/** Progress goes to stderr so that stdout carries only the report. */
export function log(text: string): void {
  process.stderr.write(`[bench] ${text}\n`);
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
