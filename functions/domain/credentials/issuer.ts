// The company as the issuer of verifiable credentials: its did:web (from the app's URL), its OB 3.0
// Profile, its DID document (the public keys that sign, GET /.well-known/did.json) and where its
// status lists are served.
import { statusListPath } from '@shared/rules/status-list';
import { didDocumentOf, didWebOf, type IssuerProfile } from '@shared/rules/verifiable-credentials';
import { issuerKeys } from '@functions/adapters/credential-keys';
import { env } from '@functions/lib/env';

const appUrl = () => env().APP_URL.replace(/\/+$/, '');

export const issuerDid = (): string => didWebOf(appUrl());

export const issuerProfile = (companyName: string): IssuerProfile => ({
  id: issuerDid(),
  type: ['Profile'],
  name: companyName,
  url: appUrl(),
});

export const statusListUrl = (list: number): string => `${appUrl()}${statusListPath(list)}`;

/** The DID document: every published issuer key, the signing one first, retired ones marked (cached an hour: rotation publishes a key an hour before it signs). */
export async function didDocument() {
  return didDocumentOf(issuerDid(), await issuerKeys());
}
