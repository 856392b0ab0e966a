// Rotating the credential issuer key is two-phase (docs/verifiable-credentials.md): raising
// credentialKeyGenerations adds a key to the DID document and keeps every older key (same logical id,
// so CloudFormation never replaces one); signing moves to it only when credentialSigningGeneration
// names it, a deploy later. The functions that sign may Sign with that key alone.
import type { Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import type { Contract } from '@shared/contracts/contract';
import { readConfig } from '@infra/stacks/config';
import { credentialKeyRoles } from '@infra/stacks/credential-keys';
import { functionsIn, synthApp, type FunctionInfo } from './support';

const probe = (path: string, grants: Contract['grants']): Contract => ({
  method: 'GET',
  path,
  access: 'public',
  summary: 'probe',
  responses: {},
  grants,
});
const contracts = {
  'credentials/sign-probe': probe('/api/sign_probe', ['credential-key:sign']),
  'credentials/publish-probe': probe('/api/publish_probe', ['credential-key:publish']),
};

const logicalId = (stack: Stack, construct: { node: { defaultChild?: unknown } }) =>
  stack.getLogicalId(construct.node.defaultChild as never);

/** The app with the given key context: each key's logical id by role, and the two probe functions. */
function synthWith(context: Record<string, unknown>) {
  const app = synthApp({ contracts, context, nag: false, validate: false });
  const data = app.stacks.data;
  const { signing, next, retired } = data.credentialKeys;
  const functions = app.stacks.routes.flatMap((stack) => functionsIn(app.template(stack)));
  const signer = functions.find((fn) => fn.actions.has('kms:Sign'))!;
  const publisher = functions.find((fn) => 'VC_KMS_KEY_IDS' in fn.env && !fn.actions.has('kms:Sign'))!;
  return {
    signing: logicalId(data, signing),
    next: next.map((key) => logicalId(data, key)),
    retired: retired.map((key) => logicalId(data, key)),
    keyIds: Object.keys(app.template(data).findResources('AWS::KMS::Key')),
    signer,
    publisher,
  };
}

/** The logical ids of the keys a function's statements or variable name, in order. */
const named = (value: unknown, ids: readonly string[]) => {
  const text = JSON.stringify(value);
  return ids.filter((id) => text.includes(id)).sort((a, b) => text.indexOf(a) - text.indexOf(b));
};
const signs = (fn: FunctionInfo) => fn.statements.filter((s) => JSON.stringify(s.Action).includes('kms:Sign'));

describe('rotating the credential issuer key', () => {
  const one = synthWith({});
  const published = synthWith({ credentialKeyGenerations: 2, credentialSigningGeneration: 1 });
  const switched = synthWith({ credentialKeyGenerations: 2, credentialSigningGeneration: 2 });
  const keys = [published.signing, ...published.next];

  it('keeps the first generation’s key (same logical id) when a generation is added', () => {
    expect(published.signing).toBe(one.signing);
    expect(switched.retired).toEqual([one.signing]);
    expect(published.keyIds).toEqual(expect.arrayContaining(one.keyIds));
    expect(published.keyIds.filter((id) => id.startsWith('CredentialIssuerKey'))).toHaveLength(2);
  });

  it('publishes a new generation without signing with it until credentialSigningGeneration names it', () => {
    const [, second] = keys;
    expect(published.next).toEqual([second]);
    expect(named(signs(published.signer), keys)).toEqual([one.signing]);
    expect(named(published.signer.env.VC_KMS_KEY_IDS, keys)).toEqual([one.signing]);
    // The DID document's function reads both: the signing key and the one about to sign.
    expect(named(published.publisher.env.VC_KMS_KEY_IDS, keys)).toEqual([one.signing]);
    expect(named(published.publisher.env.VC_KMS_NEXT_KEY_IDS, keys)).toEqual([second]);

    expect(switched.signing).toBe(second);
    expect(named(signs(switched.signer), keys)).toEqual([second]);
    expect(named(switched.signer.env.VC_KMS_KEY_IDS, keys)).toEqual([second]);
    expect(named(switched.publisher.env.VC_KMS_KEY_IDS, keys)).toEqual([second, one.signing]);
    expect(switched.publisher.env.VC_KMS_NEXT_KEY_IDS).toBeUndefined();
  });
});

describe('the signing generation setting', () => {
  const node = (context: Record<string, unknown>) => ({ tryGetContext: (key: string) => context[key] }) as never;

  it('is the only key while there is one; with more it must be named, and name a published one', () => {
    expect(readConfig(node({})).credentialSigningGeneration).toBe(1);
    // Never guessed: not the newest (verifiers may not have it), not the one before (maybe the key rotated away from).
    expect(() => readConfig(node({ credentialKeyGenerations: 3 }))).toThrow(/must name the signing key/);
    expect(
      readConfig(node({ credentialKeyGenerations: 3, credentialSigningGeneration: '2' })).credentialSigningGeneration,
    ).toBe(2);
    expect(
      readConfig(node({ credentialKeyGenerations: 3, credentialSigningGeneration: '3' })).credentialSigningGeneration,
    ).toBe(3);
    for (const signing of ['3', '0', '1.5'])
      expect(() => readConfig(node({ credentialKeyGenerations: 2, credentialSigningGeneration: signing }))).toThrow(
        /credentialSigningGeneration/,
      );
  });

  it('splits the generations around the signing one, newest first', () => {
    expect(credentialKeyRoles(['g1', 'g2', 'g3', 'g4'], 2)).toEqual({
      signing: 'g2',
      next: ['g4', 'g3'],
      retired: ['g1'],
    });
  });
});
