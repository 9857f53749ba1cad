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
