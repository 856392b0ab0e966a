// Typed errors thrown by domain code. Only defineHttpHandler turns them into HTTP.

export type FieldErrors = Record<string, string[]>;

export class DomainError extends Error {}

/** Unknown, or not the caller's (never reveal that another user's data exists). */
export class NotFound extends DomainError {
  constructor(message = 'Not found') {
    super(message);
  }
}

export class Unauthorized extends DomainError {
  constructor(message = 'Please sign in to continue.') {
    super(message);
  }
}

export class Forbidden extends DomainError {
  constructor(message = 'You are not allowed to do that.') {
    super(message);
  }
}

export class Conflict extends DomainError {}

/** Business-rule or input violation, reported per field like a 422 validation error. */
export class Invalid extends DomainError {
  constructor(public readonly errors: FieldErrors) {
    super(Object.values(errors).flat()[0] ?? 'Invalid input');
  }

  static field(field: string, message: string): Invalid {
    return new Invalid({ [field]: [message] });
  }
}

/** Like Invalid, but the resource the field names does not exist (the spec's reset 404). */
export class MissingField extends Invalid {}

export class TooManyRequests extends DomainError {
  /** Which limit refused, e.g. 'login:ip': logged with the route, never the identity or the IP. */
  limit = 'unnamed';
  /** The reply's Retry-After; null when waiting does not help (a quota that only a purchase lifts). */
  retryAfterSeconds: number | null = 60;

  constructor(message = 'Too many attempts. Please wait a few minutes and try again.') {
    super(message);
  }

  /** The refusal of a named limit (every 429 is logged with it), with the default message or the limit's own. */
  static over(limit: string, message?: string, retryAfterSeconds?: number | null): TooManyRequests {
    return Object.assign(
      new TooManyRequests(message),
      { limit },
      retryAfterSeconds === undefined ? {} : { retryAfterSeconds },
    );
  }
}

/**
 * Nothing entitles the caller to what they asked (a card needs a purchase, a seat or For Life): a 402
 * saying what to buy or whom to ask, per field, with where to buy it when there is such a place.
 */
export class PaymentRequired extends DomainError {
  constructor(
    public readonly field: string,
    message: string,
    public readonly redirect: string | null = null,
  ) {
    super(message);
  }
}

/** A dependency (e.g. the payment provider) is not answering: a 503 with the message and Retry-After; nothing was half-written. */
export class ServiceUnavailable extends DomainError {
  constructor(
    message = 'The service is busy. Please try again in a minute.',
    public readonly retryAfterSeconds = 30,
  ) {
    super(message);
  }
}

/** The request body is over the contract's `maxBodyBytes`. */
export class PayloadTooLarge extends DomainError {
  constructor(message = 'The request is too large.') {
    super(message);
  }
}

/** A request body in a type the route does not read (functions/lib/request-origin.ts). */
export class UnsupportedMediaType extends DomainError {
  constructor(message = 'Send the request body as application/json.') {
    super(message);
  }
}

/** A webhook whose signature the handler's check refused (or that carries none). */
export class InvalidSignature extends DomainError {
  constructor(message = 'The request signature is invalid.') {
    super(message);
  }
}
