// Stripe keys: from the environment locally (STRIPE_SECRET_KEY...), from the Secrets Manager secret
// named by STRIPE_SECRET_ARN in AWS (`{"secretKey","webhookSecret","publishableKey"}`, see
// docs/deploying.md), read once per cold start with the Secrets Manager client (its region is the
// secret's own, taken from the ARN).
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { QUICK_BUDGET, sdkClientConfig } from '@functions/lib/call-budgets';
import { env } from '@functions/lib/env';

export interface StripeKeys {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string;
}

let keys: Promise<StripeKeys> | undefined;

export function stripeKeys(): Promise<StripeKeys> {
  keys ??= load().catch((error: unknown) => {
    keys = undefined; // a failed cold-start read is tried again by the next request
    throw error;
  });
  return keys;
}

/** Tests only: forget the keys read so far (the next call reads them again). */
export function resetStripeKeysForTests(): void {
  keys = undefined;
}

async function load(): Promise<StripeKeys> {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY, STRIPE_SECRET_ARN } = env();
  if (STRIPE_SECRET_KEY)
    return {
      secretKey: STRIPE_SECRET_KEY,
      webhookSecret: STRIPE_WEBHOOK_SECRET ?? '',
      publishableKey: STRIPE_PUBLISHABLE_KEY ?? '',
    };
  if (!STRIPE_SECRET_ARN) throw new Error('Missing environment variable STRIPE_SECRET_KEY or STRIPE_SECRET_ARN');
  const client = new SecretsManagerClient({
    region: STRIPE_SECRET_ARN.split(':')[3],
    ...sdkClientConfig(QUICK_BUDGET),
  });
  const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: STRIPE_SECRET_ARN }));
  if (!SecretString) throw new Error('The Stripe secret has no string value');
  const value = JSON.parse(SecretString) as Partial<StripeKeys>;
  if (!value.secretKey || !value.webhookSecret || !value.publishableKey)
    throw new Error('The Stripe secret lacks secretKey, webhookSecret or publishableKey');
  return { secretKey: value.secretKey, webhookSecret: value.webhookSecret, publishableKey: value.publishableKey };
}
