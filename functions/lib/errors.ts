import type { ErrorBody } from '#shared/api/errors';

/** Typed domain errors; the http middleware maps each to its status and JSON body. */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorBody['error'],
    message: string,
    readonly headers: Record<string, string> = {},
    readonly title?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends DomainError {
  constructor(
    message: string,
    title?: string,
    readonly issues?: string[],
  ) {
    super(400, 'bad_request', message, {}, title);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = 'Authentication required') {
    super(401, 'unauthorized', message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'You do not have permission to do this') {
    super(403, 'forbidden', message);
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'Not found') {
    super(404, 'not_found', message);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string) {
    super(409, 'conflict', message);
  }
}

export class RateLimitedError extends DomainError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, 'rate_limited', message, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}

/** Payments are not configured here (no Stripe key in production): the checkout page shows its panel. */
export class PaymentUnavailableError extends DomainError {
  constructor() {
    super(503, 'payment_unavailable', 'Payment Processing is temporarily unavailable. Please contact support if this issue persists.');
  }
}

/** Money is taken only from a proven address: the buyer confirms it first (issue 13, item 3). */
export class EmailUnverifiedError extends DomainError {
  constructor() {
    super(
      403,
      'email_unverified',
      'Please confirm your email address before you buy: open the link we emailed you when you signed up. You can send it again from your dashboard.',
      {},
      'Confirm Your Email',
    );
  }
}
