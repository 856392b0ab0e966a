// KMS's JSON API for an asymmetric signing key: GetPublicKey and Sign (ECDSA_SHA_256 over a digest),
// signed with SigV4 by the SDK's signer through aws-rest.ts like the mailer (docs/decisions/009):
// the routes that issue credentials make one or two of these calls, and the KMS client would add
// its protocol, endpoint rules and error classes to each. At AWS_ENDPOINT_URL_KMS (or
// AWS_ENDPOINT_URL) when set, else KMS's regional endpoint; 5xx, throttling and network failures are
// retried once, then a 503.
import { QUICK_BUDGET } from '../lib/call-budgets';
import { ServiceUnavailable } from '../lib/errors';
import { AwsError, type AwsReply, endpointOf, requestAt, type RetryPolicy, sendSigned, signerFor } from './aws-rest';

/** KMS answers in tens of milliseconds: the quick budget (functions/lib/call-budgets.ts), ~6 s at worst. */
export const KMS_RETRIES: RetryPolicy = {
  ...QUICK_BUDGET,
  retryable: (reply) => reply.status >= 500 || reply.status === 429 || /Throttling/.test(reply.body),
};

export const SIGNING_UNAVAILABLE = 'Credentials cannot be signed right now. Please try again in a minute.';

const unavailable = (cause: unknown) => Object.assign(new ServiceUnavailable(SIGNING_UNAVAILABLE), { cause });

/** KMS's error of a reply as the SDK names it (the body's `__type`, namespace dropped). */
function errorOf(reply: AwsReply): AwsError {
  let body: { __type?: string; message?: string; Message?: string } = {};
  try {
    body = JSON.parse(reply.body) as typeof body;
  } catch {
    // not JSON: the status names it
  }
  const name = (body.__type ?? `HTTP${reply.status}`).split('#').at(-1)!;
  return new AwsError(name, body.message ?? body.Message ?? name, reply.status);
}

/** One TrentService action, as the SDK's KMSClient sends it (JSON 1.1, X-Amz-Target). */
async function call<T>(action: 'GetPublicKey' | 'Sign', input: Record<string, string>): Promise<T> {
  const body = Buffer.from(JSON.stringify(input));
  const { url } = endpointOf('KMS', (region) => `https://kms.${region}.amazonaws.com`);
  const request = requestAt(url, {
    method: 'POST',
    path: '/',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `TrentService.${action}`,
      'content-length': String(body.byteLength),
    },
    body,
  });
  const reply = await sendSigned(signerFor('kms'), request, KMS_RETRIES).catch((error: unknown) => {
    throw unavailable(error);
  });
  if (reply.status >= 200 && reply.status <= 299) return JSON.parse(reply.body) as T;
  throw KMS_RETRIES.retryable(reply) ? unavailable(errorOf(reply)) : errorOf(reply);
}

/** The key's public half, DER-encoded SubjectPublicKeyInfo. */
export async function kmsPublicKey(keyId: string): Promise<Buffer> {
  const reply = await call<{ PublicKey: string }>('GetPublicKey', { KeyId: keyId });
  return Buffer.from(reply.PublicKey, 'base64');
}

/** An ECDSA P-256 signature (DER, as KMS returns it) of a SHA-256 digest computed by the caller. */
export async function kmsSignDigest(keyId: string, digest: Uint8Array): Promise<Buffer> {
  const reply = await call<{ Signature: string }>('Sign', {
    KeyId: keyId,
    Message: Buffer.from(digest).toString('base64'),
    MessageType: 'DIGEST',
    SigningAlgorithm: 'ECDSA_SHA_256',
  });
  return Buffer.from(reply.Signature, 'base64');
}
