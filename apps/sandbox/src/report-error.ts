/** Receives unexpected server errors; the client only ever gets a generic answer. */
export type ErrorReporter = (error: unknown, request: Request) => void;

/** Default reporter: the full error, stack included, goes to the server log and nowhere else. */
export const reportToConsole: ErrorReporter = (error, request) => {
  console.error(`[sandbox] ${request.method} ${new URL(request.url).pathname} failed:`, error);
};
