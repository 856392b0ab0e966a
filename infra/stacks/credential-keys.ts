// The verifiable-credential issuer keys: one KMS asymmetric key (ECC_NIST_P256, SIGN_VERIFY) per
// generation (context credentialKeyGenerations), each retained and never deleted, so a credential it
// signed stays verifiable while the DID document lists it. Rotation is two-phase: a new generation is
// first only published, and signs once context credentialSigningGeneration names it, a deploy later
// (docs/verifiable-credentials.md, "Rotating the key").
import { RemovalPolicy } from 'aws-cdk-lib';
import * as kms from 'aws-cdk-lib/aws-kms';
import type { Construct } from 'constructs';
import type { AppConfig } from './config';

/** Every issuer key by its role; all of them are in the DID document. */
export interface CredentialKeys<Key = kms.IKey> {
  /** The generation that signs (credentialSigningGeneration). */
  signing: Key;
  /** Newer generations: published, not signing yet (verifiers get to know them first). Newest first. */
  next: readonly Key[];
  /** Older generations: sign no more, kept so what they signed still verifies. Newest first. */
  retired: readonly Key[];
}

/** Splits the keys (generation 1 first) around the signing generation. */
export function credentialKeyRoles<Key>(byGeneration: readonly Key[], signingGeneration: number): CredentialKeys<Key> {
  const signing = byGeneration[signingGeneration - 1];
  if (signing === undefined) throw new Error(`No credential key of generation ${signingGeneration}`);
  return {
    signing,
    next: byGeneration.slice(signingGeneration).reverse(),
    retired: byGeneration.slice(0, signingGeneration - 1).reverse(),
  };
}

export function credentialIssuerKeys(scope: Construct, config: AppConfig): CredentialKeys<kms.Key> {
  const byGeneration = Array.from({ length: config.credentialKeyGenerations }, (_, i) => {
    const generation = i + 1;
    // The first generation's id predates rotation: ids never change, or CloudFormation would replace the key.
    return new kms.Key(scope, generation === 1 ? 'CredentialIssuerKey' : `CredentialIssuerKey${generation}`, {
      description: `Signs verifiable credentials (ES256), generation ${generation}`,
      keySpec: kms.KeySpec.ECC_NIST_P256,
      keyUsage: kms.KeyUsage.SIGN_VERIFY,
      removalPolicy: RemovalPolicy.RETAIN,
    });
  });
  return credentialKeyRoles(byGeneration, config.credentialSigningGeneration);
}
