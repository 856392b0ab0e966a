// The published revocation lists: status list `list` as a signed BitstringStatusListCredential
// (application/vc+jwt), its bits the revoked credentials' indexes. Public and cached at the edge for
// five minutes, so a revocation reaches verifiers within that.
import { gzipSync } from 'node:zlib';
import { bitstringWith, multibaseBase64Url, statusListCredential } from '@shared/rules/status-list';
import { VC_JWT_CTY, VC_JWT_TYP } from '@shared/rules/verifiable-credentials';
import { getCurrentStatusList, getRevokedIndexes } from '@functions/data/credential-status';
import { NotFound } from '@functions/lib/errors';
import { issuerDid, statusListUrl } from './issuer';
import { signCompactJws } from './jws';

export async function credentialStatusList(list: number, now = new Date()): Promise<string> {
  // Lists up to the current one exist (a later one has no slot yet).
  if (!Number.isInteger(list) || list < 1 || list > (await getCurrentStatusList()))
    throw new NotFound('Status list not found');
  const did = issuerDid();
  const credential = statusListCredential({
    issuerDid: did,
    listUrl: statusListUrl(list),
    encodedList: multibaseBase64Url(gzipSync(bitstringWith(await getRevokedIndexes(list)))),
    validFrom: now.toISOString(),
  });
  return signCompactJws(did, { typ: VC_JWT_TYP, cty: VC_JWT_CTY }, { ...credential, iss: did, jti: credential.id });
}
