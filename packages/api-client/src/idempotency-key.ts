/** A fresh random key for one money submit. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Keeps one key for as long as the player submits the same input: a submit repeated after a timeout or a lost
 * connection then gets the first answer from the server instead of moving money twice. Other input, or a
 * submit that got its answer, takes a new key.
 */
export class SubmitKeys {
  private input: string | undefined;
  private key = '';

  keyFor(input: unknown): string {
    const text = JSON.stringify(input);
    if (text !== this.input) {
      this.input = text;
      this.key = newIdempotencyKey();
    }
    return this.key;
  }

  /** The answer came: the next submit is a new one. */
  settle(): void {
    this.input = undefined;
  }
}
