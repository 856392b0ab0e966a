// The published revocation lists: status list `list` as a signed BitstringStatusListCredential
// (application/vc+jwt), its bits the revoked credentials' indexes. Public and cached at the edge for
// its time to live (STATUS_LIST_TTL_MS, five minutes), so a revocation reaches verifiers within that.
//
// The route is anonymous and each signature is a KMS Sign: a signed list is reused for its time to
// live, as long as the list's version (a revocation counts one) and the signing key are the same, and
// only the one way of writing a list's number is served.
import { gzipSync } from 'node:zlib';
import {
  bitstringWith,
  multibaseBase64Url,
  STATUS_LIST_TTL_MS,
  statusListCredential,
  statusListNumber,
} from '@shared/rules/status-list';
import { VC_JWT_CTY, VC_JWT_TYP } from '@shared/rules/verifiable-credentials';
import { currentSigningKey } from '@functions/adapters/credential-keys';
import { getCurrentStatusList, getStatusList } from '@functions/data/credential-status';
import { NotFound } from '@functions/lib/errors';
import { issuerDid, statusListUrl } from './issuer';
import { signCompactJws } from './jws';

interface SignedList {
  /** What it was signed from: the issuer, the key's thumbprint and the list's version. */
  source: string;
  signedAt: number;
  jws: Promise<string>;
}

/** By list number; this function's instance only (a new deploy or a cold start signs afresh). */
const signedLists = new Map<number, SignedList>();

/** The signed list of path segment `listId` (`1`, `2`, ...); 404 for any other spelling or a list not yet used. */
export async function credentialStatusList(listId: string, now = new Date()): Promise<string> {
  const list = statusListNumber(listId);
  // Lists up to the current one exist (a later one has no slot yet).
  if (list === null || list > (await getCurrentStatusList())) throw new NotFound('Status list not found');
  const [{ revoked, version }, key] = await Promise.all([getStatusList(list), currentSigningKey()]);
  const did = issuerDid();
  const source = `${did} ${key.thumbprint} ${version}`;
  const reused = signedLists.get(list);
  if (reused && reused.source === source && now.getTime() - reused.signedAt < STATUS_LIST_TTL_MS) return reused.jws;

  const credential = statusListCredential({
    issuerDid: did,
    listUrl: statusListUrl(list),
    encodedList: multibaseBase64Url(gzipSync(bitstringWith(revoked))),
    validFrom: now.toISOString(),
  });
  const jws = signCompactJws(
    did,
    { typ: VC_JWT_TYP, cty: VC_JWT_CTY },
    { ...credential, iss: did, jti: credential.id },
    key,
  );
  // Requests meanwhile share this signature; a failed one is not kept.
  const entry = { source, signedAt: now.getTime(), jws };
  signedLists.set(list, entry);
  jws.catch(() => {
    if (signedLists.get(list) === entry) signedLists.delete(list);
  });
  return jws;
}
