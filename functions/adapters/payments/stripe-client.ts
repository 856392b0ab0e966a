// The one Stripe client, on the real `stripe` SDK. Locally STRIPE_API_URL points it at the stand-in
// (infra/local/services/stripe) through the SDK's host/port/protocol options, the way the AWS SDKs
// point at DynamoDB Local; in AWS it talks to api.stripe.com with the keys from Secrets Manager.
import Stripe from 'stripe';
import { PAYMENTS_BUDGET } from '@functions/lib/call-budgets';
import { env } from '@functions/lib/env';
import { stripeKeys } from './stripe-keys';

let client: Promise<Stripe> | undefined;

export function stripe(): Promise<Stripe> {
  client ??= stripeKeys().then(({ secretKey }) => {
    const apiUrl = env().STRIPE_API_URL;
    const local = apiUrl ? new URL(apiUrl) : null;
    return new Stripe(secretKey, {
      // Inside the 10 s an outage may take to become a 503 (functions/lib/call-budgets.ts): 4 s a
      // try, one retry. A charge cut short is safe: its intent is recorded and a retry reads it.
      maxNetworkRetries: PAYMENTS_BUDGET.maxAttempts - 1,
      timeout: PAYMENTS_BUDGET.requestTimeoutMs,
      telemetry: false,
      ...(local
        ? {
            host: local.hostname,
            port: Number(local.port || (local.protocol === 'https:' ? 443 : 80)),
            protocol: local.protocol.replace(':', '') as 'http' | 'https',
          }
        : {}),
    });
  });
  return client;
}

/** Tests and the local runtime change the environment between runs. */
export function resetStripeClientForTests(): void {
  client = undefined;
}
