// Paying with a saved card through stripe.js (AWS): loaded only when a learner pays that way.
import { loadStripe } from '@stripe/stripe-js';
import type { CardOutcome } from './card-payment';

export async function confirmWithSavedCard(
  publishableKey: string,
  clientSecret: string,
  paymentMethodId: string,
): Promise<CardOutcome> {
  const stripe = await loadStripe(publishableKey).catch(() => null);
  if (!stripe)
    return {
      status: 'failed',
      message: 'The payment service could not load. Please check your connection and try again.',
    };
  const result = await stripe.confirmCardPayment(clientSecret, { payment_method: paymentMethodId });
  if (result.error) return { status: 'failed', message: result.error.message ?? 'Your card was declined.' };
  return result.paymentIntent.status === 'succeeded'
    ? { status: 'succeeded', paymentIntentId: result.paymentIntent.id }
    : { status: 'failed', message: 'Your payment could not be completed.' };
}
