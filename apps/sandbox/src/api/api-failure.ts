import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Thrown by a handler to answer the failure envelope; anything else thrown is a 500 system.error. */
export class ApiFailure extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errorCode: string,
    override readonly message: string,
    readonly value?: unknown,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}
