// The one DynamoDB table, described once. CDK (infra/stacks/data-stack.ts) and the local stack
// (infra/local/resources.ts) both build it from this, so tests run against the table we deploy.
// Changing a key attribute or an index here is a migration in AWS: see docs/data-model.md first.
import type { CreateTableCommandInput, UpdateTimeToLiveCommandInput } from '@aws-sdk/client-dynamodb';

export interface TableIndex {
  name: string;
  partitionKey: string;
  sortKey: string;
}

export const TABLE_SCHEMA = {
  partitionKey: 'PK',
  sortKey: 'SK',
  /** Global secondary indexes; every key attribute is a string and every index projects ALL. */
  indexes: [
    { name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
    { name: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
    // Added with the group lists' per-column sorts: CloudFormation adds one index per table update,
    // so a later index ships in its own release.
    { name: 'GSI3', partitionKey: 'GSI3PK', sortKey: 'GSI3SK' },
  ],
  /** Epoch seconds; DynamoDB deletes the item some time after (sessions, passcodes, counters). */
  ttlAttribute: 'ttl',
  /**
   * The table's stream, in AWS only: keys of changed items, which start the outbox worker for each new
   * message (infra/stacks/outbox-delivery.ts). Keys only: the messages' content (links that sign in)
   * never leaves the table. Locally the gateway runs the worker after each request instead.
   */
  stream: 'KEYS_ONLY',
} as const satisfies {
  partitionKey: string;
  sortKey: string;
  indexes: readonly TableIndex[];
  ttlAttribute: string;
  stream: 'KEYS_ONLY';
};

/** GSI names; the data layer (functions/data) queries them by these names. */
export const TABLE_INDEXES = TABLE_SCHEMA.indexes.map((index) => index.name);

/** The CreateTable request the local stack sends (CDK builds the same table from TABLE_SCHEMA). */
export function createTableInput(tableName: string): CreateTableCommandInput {
  const { partitionKey, sortKey, indexes } = TABLE_SCHEMA;
  const keySchema = (hash: string, range: string) => [
    { AttributeName: hash, KeyType: 'HASH' as const },
    { AttributeName: range, KeyType: 'RANGE' as const },
  ];
  const attributes = [partitionKey, sortKey, ...indexes.flatMap((index) => [index.partitionKey, index.sortKey])];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: attributes.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
    KeySchema: keySchema(partitionKey, sortKey),
    GlobalSecondaryIndexes: indexes.map((index) => ({
      IndexName: index.name,
      KeySchema: keySchema(index.partitionKey, index.sortKey),
      Projection: { ProjectionType: 'ALL' },
    })),
  };
}

/** The UpdateTimeToLive request that follows CreateTable locally (CDK sets it on the table). */
export function timeToLiveInput(tableName: string): UpdateTimeToLiveCommandInput {
  return { TableName: tableName, TimeToLiveSpecification: { AttributeName: TABLE_SCHEMA.ttlAttribute, Enabled: true } };
}
