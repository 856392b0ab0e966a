// The upload buckets as CDK declares them. s3rver checks neither signatures nor policies, so this
// is where "a private object is only ever served through a presigned GET" is proven: the private
// bucket blocks every public path (ACLs and policies), encrypts with its KMS key, refuses plain
// HTTP, and its policy grants nobody anything; the public bucket lets anyone GET an object and
// nothing else: only the public uses' prefixes, never the pending/ prefix uploads wait under
// (which expires after a day).
// (Which functions may touch each bucket is tests/infra/app.test.ts: only those whose contract grants it.)
import type { CfnElement } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { PENDING_UPLOADS_PREFIX } from '@functions/adapters/storage';
import { PUBLIC_READ_PREFIXES } from '@infra/stacks/data-stack';
import { functionsIn, synthApp, type SynthResult } from './support';
import type { LooseJson } from '@tests/support/loose-json';

let app: SynthResult;
beforeAll(() => {
  app = synthApp({ validate: false });
});

const dataTemplate = () =>
  app.template(app.stacks.data).toJSON() as { Resources: Record<string, { Type: string; Properties: LooseJson }> };
const bucketId = (which: 'publicBucket' | 'privateBucket') =>
  app.stacks.data.getLogicalId(app.stacks.data[which].node.defaultChild as CfnElement);
const policyOf = (bucketLogicalId: string) =>
  Object.values(dataTemplate().Resources).find(
    (r) => r.Type === 'AWS::S3::BucketPolicy' && r.Properties.Bucket?.Ref === bucketLogicalId,
  )?.Properties.PolicyDocument.Statement as LooseJson[];
const isEveryone = (principal: unknown) => principal === '*' || (principal as { AWS?: unknown })?.AWS === '*';

describe('private uploads bucket', () => {
  it('blocks public ACLs and policies, encrypts with its own KMS key and is versioned', () => {
    const bucket = dataTemplate().Resources[bucketId('privateBucket')]!.Properties;
    expect(bucket.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(bucket.OwnershipControls.Rules[0].ObjectOwnership).toBe('BucketOwnerEnforced');
    expect(bucket.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault).toMatchObject({
      SSEAlgorithm: 'aws:kms',
      KMSMasterKeyID: expect.anything(),
    });
    expect(bucket.VersioningConfiguration.Status).toBe('Enabled');
  });

  it('has a policy that only denies (plain HTTP) and never allows anyone', () => {
    const statements = policyOf(bucketId('privateBucket'));
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.filter((s) => s.Effect === 'Allow')).toEqual([]);
    const deny = statements.find((s) => s.Effect === 'Deny');
    expect(deny).toMatchObject({ Action: 's3:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } });
  });
});

describe('public uploads bucket', () => {
  it("lets anyone GET an object of a public use's prefix and nothing else, never under pending/; ACLs stay blocked", () => {
    const bucket = dataTemplate().Resources[bucketId('publicBucket')]!.Properties;
    expect(bucket.PublicAccessBlockConfiguration).toMatchObject({ BlockPublicAcls: true, IgnorePublicAcls: true });
    const everyone = policyOf(bucketId('publicBucket')).filter((s) => s.Effect === 'Allow' && isEveryone(s.Principal));
    expect(everyone).toHaveLength(1);
    expect(everyone[0].Action).toBe('s3:GetObject');
    const resources = [everyone[0].Resource].flat().map((resource) => JSON.stringify(resource));
    expect(PUBLIC_READ_PREFIXES).toEqual(['courseAsset/']);
    expect(resources).toHaveLength(1);
    expect(resources[0]).toMatch(/"\/courseAsset\/\*"/);
    expect(resources.join()).not.toMatch(/pending|"\/\*"/);
  });

  it('expires what waits under pending/ after a day (unclaimed uploads were never served)', () => {
    const rules = dataTemplate().Resources[bucketId('publicBucket')]!.Properties.LifecycleConfiguration
      .Rules as LooseJson[];
    expect(rules).toContainEqual(
      expect.objectContaining({ Prefix: PENDING_UPLOADS_PREFIX, ExpirationInDays: 1, Status: 'Enabled' }),
    );
    expect(PENDING_UPLOADS_PREFIX).toBe('pending/');
  });
});

describe('personal fields key (SSN)', () => {
  it('is its own rotated, retained KMS key that functions may only encrypt with, never decrypt (but the two-step secret, field=totp)', () => {
    const key = app.stacks.data.fieldKey;
    const keyId = app.stacks.data.getLogicalId(key.node.defaultChild as CfnElement);
    const resource = dataTemplate().Resources[keyId] as unknown as { Properties: LooseJson; DeletionPolicy: string };
    expect(resource.Properties.EnableKeyRotation).toBe(true);
    expect(resource.DeletionPolicy).toBe('Retain');
    let encrypting = 0;
    for (const stack of app.stacks.routes) {
      for (const fn of functionsIn(app.template(stack))) {
        for (const statement of fn.statements) {
          if (!JSON.stringify(statement.Resource).includes(keyId)) continue;
          const actions = [statement.Action].flat();
          // Only 'mfaSecrets' functions decrypt, and only what was sealed as the two-step secret.
          if (actions.includes('kms:Decrypt'))
            expect(statement.Condition, fn.description).toEqual({
              StringEquals: { 'kms:EncryptionContext:field': 'totp' },
            });
          else expect(actions, fn.description).toEqual(['kms:Encrypt']);
          expect(fn.env.FIELD_KMS_KEY_ID, fn.description).toBeDefined();
          encrypting += 1;
        }
      }
    }
    expect(encrypting).toBeGreaterThan(0);
  });
});
