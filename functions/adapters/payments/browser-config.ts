// Apart from payments.ts so the pages that only need the browser's checkout settings (bootstrap,
// the cart) do not bundle the Stripe SDK.
import { env } from '@functions/lib/env';

/**
 * What the browser needs: Stripe Elements with the publishable key, or (locally) the stand-in's card
 * fields. The publishable key is public, so it is plain configuration (no secret read on page loads).
 */
export function browserPaymentsConfig(): {
  provider: 'stripe' | 'local';
  publishableKey: string;
  localApiUrl: string | null;
} {
  const { STRIPE_LOCAL_BROWSER_URL, STRIPE_PUBLISHABLE_KEY } = env();
  return {
    provider: STRIPE_LOCAL_BROWSER_URL ? 'local' : 'stripe',
    publishableKey: STRIPE_PUBLISHABLE_KEY ?? '',
    localApiUrl: STRIPE_LOCAL_BROWSER_URL ?? null,
  };
}
