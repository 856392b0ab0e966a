// A compact JWS (RFC 7515) signed by the company's current issuer key: the JOSE header names the
// key by its DID URL (kid, required by VC-JOSE-COSE for a did issuer), the payload is the claims set.
import { verificationMethodId, VC_SIGNING_ALG } from '@shared/rules/verifiable-credentials';
import { currentSigningKey, type SigningKey } from '@functions/adapters/credential-keys';

const base64url = (data: string | Uint8Array) =>
  (typeof data === 'string' ? Buffer.from(data, 'utf8') : Buffer.from(data)).toString('base64url');

export async function signCompactJws(
  issuerDid: string,
  header: { typ: string; cty?: string },
  payload: object,
  /** The current signing key, when the caller already has it. */
  signingKey?: SigningKey,
): Promise<string> {
  const key = signingKey ?? (await currentSigningKey());
  const protectedHeader = { alg: VC_SIGNING_ALG, kid: verificationMethodId(issuerDid, key.thumbprint), ...header };
  const signingInput = `${base64url(JSON.stringify(protectedHeader))}.${base64url(JSON.stringify(payload))}`;
  return `${signingInput}.${base64url(await key.sign(Buffer.from(signingInput, 'ascii')))}`;
}
