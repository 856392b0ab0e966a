// What a Stripe error means to us. The SDK throws one class per error type: a card error is the
// payer's bank speaking (its message is for the payer); anything else is Stripe refusing our request
// (a bug or a state we did not expect) or not answering (rate limits, outages, timeouts), which the
// payer cannot fix. Nothing here is shown raw except a card error's message.
import type Stripe from 'stripe';
import { ServiceUnavailable } from '@functions/lib/errors';

export type StripeFailure =
  | {
      kind: 'card';
      message: string;
      /** `card_declined`, `expired_card`, `authentication_required`, … */
      code: string | null;
      /** The issuer's reason, e.g. `insufficient_funds`. */
      declineCode: string | null;
      /** The intent the refused charge was for (Stripe attaches it to the error). */
      intent: Stripe.PaymentIntent | null;
    }
  | { kind: 'request' | 'unavailable'; message: string; code: string | null };

/** Stripe refused our request (not the card): a state or parameter we did not expect. Logged; never shown raw. */
export class PaymentServiceError extends Error {
  constructor(
    message: string,
    readonly code: string | null,
  ) {
    super(message);
  }
}

export const PAYMENT_SERVICE_UNAVAILABLE =
  'The payment service is not answering right now. Please try again in a minute: a payment that already went through is never taken twice.';

const UNAVAILABLE = new Set(['StripeAPIError', 'StripeConnectionError', 'StripeRateLimitError']);

/** The failure a thrown Stripe error describes; null for anything that is not a Stripe error. */
export function stripeFailure(error: unknown): StripeFailure | null {
  const e = error as Partial<Stripe.errors.StripeError> | null;
  if (!e || typeof e !== 'object' || typeof e.type !== 'string' || !e.type.startsWith('Stripe')) return null;
  const message = e.message ?? 'The payment service refused the request.';
  const code = e.code ?? null;
  if (e.type === 'StripeCardError')
    return { kind: 'card', message, code, declineCode: e.decline_code ?? null, intent: e.payment_intent ?? null };
  // 409 idempotency_key_in_use: the same request is running elsewhere; retrying it is how to get its answer.
  if (UNAVAILABLE.has(e.type) || e.statusCode === 409) return { kind: 'unavailable', message, code };
  return { kind: 'request', message, code };
}

/**
 * What to rethrow for a Stripe error that is not the card's: Stripe not answering is a ServiceUnavailable
 * (a 503 with Retry-After on any route; a job logs it and retries on its next run); Stripe refusing our
 * request is a PaymentServiceError, which the payment flows answer with a clear 422.
 */
export function asPaymentServiceError(error: unknown): unknown {
  const failure = stripeFailure(error);
  if (!failure || failure.kind === 'card') return error;
  if (failure.kind === 'unavailable') return new ServiceUnavailable(PAYMENT_SERVICE_UNAVAILABLE);
  return new PaymentServiceError(failure.message, failure.code);
}
