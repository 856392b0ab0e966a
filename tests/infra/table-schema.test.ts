// The table CDK deploys and the table the local stack creates come from one schema
// (infra/table-schema.ts) and must agree on keys, indexes, projections and TTL; only AWS reads a stream.
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { appContextDefaults } from '@infra/stacks/app-stacks';
import { defaultConfig } from '@infra/stacks/config';
import { DataStack } from '@infra/stacks/data-stack';
import { OperationsStack } from '@infra/stacks/operations-stack';
import { createTableInput, TABLE_SCHEMA, timeToLiveInput } from '@infra/table-schema';

const byName = <T extends { AttributeName?: string; IndexName?: string }>(items: T[] | undefined) =>
  [...(items ?? [])].sort((a, b) =>
    String(a.IndexName ?? a.AttributeName).localeCompare(String(b.IndexName ?? b.AttributeName)),
  );

describe('one table schema', () => {
  const app = new App({ context: appContextDefaults });
  // Its alarms notify the operations topic, built first as in the app.
  new OperationsStack(app, 'OperationsStack', {});
  const stack = new DataStack(app, 'DataStack', { config: defaultConfig });
  const [table, ...others] = Object.values(Template.fromStack(stack).findResources('AWS::DynamoDB::Table'));
  const cdk = table!.Properties;
  const local = createTableInput('certification-platform');

  it('deploys exactly one table', () => {
    expect(others).toEqual([]);
  });

  it('gives CDK and the local CreateTable the same keys, attributes, indexes and projections', () => {
    expect(cdk.KeySchema).toEqual(local.KeySchema);
    expect(byName(cdk.AttributeDefinitions)).toEqual(byName(local.AttributeDefinitions));
    expect(byName(cdk.GlobalSecondaryIndexes)).toEqual(byName(local.GlobalSecondaryIndexes));
    expect(cdk.BillingMode).toBe(local.BillingMode);
    expect(cdk.GlobalSecondaryIndexes.map((i: { IndexName: string }) => i.IndexName)).toEqual(
      TABLE_SCHEMA.indexes.map((i) => i.name),
    );
  });

  it("streams the keys of changed items (the outbox worker's trigger in AWS; the local gateway runs it instead)", () => {
    expect(cdk.StreamSpecification).toEqual({ StreamViewType: TABLE_SCHEMA.stream });
    expect(TABLE_SCHEMA.stream).toBe('KEYS_ONLY');
    expect(local).not.toHaveProperty('StreamSpecification');
  });

  it('expires items on the same TTL attribute', () => {
    expect(cdk.TimeToLiveSpecification).toEqual(timeToLiveInput('certification-platform').TimeToLiveSpecification);
  });
});
