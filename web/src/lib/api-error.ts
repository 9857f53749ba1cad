// Its own module, without the response schemas, so code on a visitor's first page can test for it.
/** An API answer that was not 2xx, with the server's JSON message when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly title?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Fired when the API refuses this browser's token (signed out everywhere, or the password changed
 * elsewhere): the auth context signs this tab out, and the guarded page sends it to sign-in.
 */
export const SESSION_ENDED_EVENT = 'barprep:session-ended';
