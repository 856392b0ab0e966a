// Charging a saved card: confirming an open PaymentIntent (createPaymentIntent) with a card on file,
// off-session (auto-renewals: nobody is there) or on-session (a group admin paying from the checkout).
// Every outcome is a value the caller acts on, never an exception: paid, still processing, the bank
// asks the payer to authenticate (the same intent is then confirmed in the browser), the card refused,
// or Stripe refused the request / could not be reached. One intent per thing paid for means a retry
// re-confirms that intent and can never charge twice (an intent succeeds at most once).
import { versionedKey } from './idempotency-keys';
import { retrievePaymentIntent, summary, type IntentSummary } from './payments';
import { stripe } from './stripe-client';
import { stripeFailure } from './stripe-errors';

export type ChargeResult =
  | { status: 'succeeded' | 'processing'; intent: IntentSummary }
  /** Confirm `intent` on-session (its client secret) with the card: 3-D Secure in the payer's browser. */
  | { status: 'requires_authentication'; intent: IntentSummary; message: string }
  /** The card was refused (declined, insufficient funds, expired, …): the bank's message, for the payer. */
  | { status: 'refused'; intent: IntentSummary | null; message: string; code: string | null }
  /** Not the card: Stripe refused the request or could not be reached; `retryable` when waiting helps. */
  | { status: 'failed'; intent: IntentSummary | null; message: string; code: string | null; retryable: boolean };

export const AUTHENTICATION_NEEDED = 'Your bank asks you to confirm this payment.';
const DECLINED = 'Your card was declined.';

/** What an intent's status means once a confirmation has run. */
export function chargeResultOf(intent: IntentSummary): ChargeResult {
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', intent };
    case 'processing':
    case 'requires_capture':
      return { status: 'processing', intent };
    case 'requires_action':
    case 'requires_confirmation':
      return { status: 'requires_authentication', intent, message: AUTHENTICATION_NEEDED };
    case 'requires_payment_method':
      return { status: 'refused', intent, message: intent.lastError ?? DECLINED, code: null };
    default:
      return {
        status: 'failed',
        intent,
        message: `This payment can no longer be completed (${intent.status}).`,
        code: intent.status,
        retryable: false,
      };
  }
}

export async function chargeSavedCard(input: {
  paymentIntentId: string;
  paymentMethodId: string;
  /** True when nobody is present (Stripe may then refuse with authentication_required). */
  offSession: boolean;
  /** Names the attempt; the card and session are added to it (a changed card is a new attempt). */
  idempotencyKey: string;
}): Promise<ChargeResult> {
  const params = { payment_method: input.paymentMethodId, off_session: input.offSession };
  try {
    const intent = await (await stripe()).paymentIntents.confirm(input.paymentIntentId, params, {
      idempotencyKey: versionedKey(input.idempotencyKey, params),
    });
    return chargeResultOf(summary(intent));
  } catch (error) {
    const failure = stripeFailure(error);
    if (!failure) throw error;
    if (failure.kind === 'card') {
      const intent = failure.intent ? summary(failure.intent) : null;
      // Off-session SCA: Stripe's 402 carries the intent (back in requires_payment_method) to confirm on-session.
      if (failure.code === 'authentication_required' || failure.declineCode === 'authentication_required') {
        const open = intent ?? (await retrievePaymentIntent(input.paymentIntentId).catch(() => null));
        if (open) return { status: 'requires_authentication', intent: open, message: failure.message };
      }
      return { status: 'refused', intent, message: failure.message, code: failure.declineCode ?? failure.code };
    }
    // Already confirmed elsewhere (a concurrent run, a replay after Stripe forgot the key): its state decides.
    if (failure.code === 'payment_intent_unexpected_state') {
      const intent = await retrievePaymentIntent(input.paymentIntentId).catch(() => null);
      if (intent) return chargeResultOf(intent);
    }
    return {
      status: 'failed',
      intent: null,
      message: failure.message,
      code: failure.code,
      retryable: failure.kind === 'unavailable',
    };
  }
}

/** A saved card charged with nobody present (auto-renewals). */
export const chargeOffSession = (input: Omit<Parameters<typeof chargeSavedCard>[0], 'offSession'>) =>
  chargeSavedCard({ ...input, offSession: true });
