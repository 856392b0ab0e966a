// Stripe keys: from the environment locally (STRIPE_SECRET_KEY...), from the Secrets Manager secret
// named by STRIPE_SECRET_ARN in AWS (`{"secretKey","webhookSecret","publishableKey"}`, see
// docs/deploying.md), read once per cold start. The read is one signed GetSecretValue call made with
// the SDK's own SigV4 signer, so no Secrets Manager client has to be bundled.
import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import { defaultProvider } from '@aws-sdk/credential-provider-node';
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

async function load(): Promise<StripeKeys> {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY, STRIPE_SECRET_ARN } = env();
  if (STRIPE_SECRET_KEY) return { secretKey: STRIPE_SECRET_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET ?? '', publishableKey: STRIPE_PUBLISHABLE_KEY ?? '' };
  if (!STRIPE_SECRET_ARN) throw new Error('Missing environment variable STRIPE_SECRET_KEY or STRIPE_SECRET_ARN');
  const region = STRIPE_SECRET_ARN.split(':')[3]!;
  const host = `secretsmanager.${region}.amazonaws.com`;
  const body = JSON.stringify({ SecretId: STRIPE_SECRET_ARN });
  const signer = new SignatureV4({ service: 'secretsmanager', region, credentials: defaultProvider(), sha256: Sha256 });
  const signed = await signer.sign({
    method: 'POST', protocol: 'https:', hostname: host, path: '/',
    headers: { host, 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'secretsmanager.GetSecretValue' },
    body,
  });
  const response = await fetch(`https://${host}/`, { method: 'POST', headers: signed.headers, body });
  if (!response.ok) throw new Error(`GetSecretValue failed: ${response.status}`);
  const { SecretString } = (await response.json()) as { SecretString: string };
  const value = JSON.parse(SecretString) as StripeKeys;
  return { secretKey: value.secretKey, webhookSecret: value.webhookSecret, publishableKey: value.publishableKey };
}
