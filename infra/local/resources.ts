// Creates what CDK would create in AWS: the table (from infra/table-schema.ts, like DataStack; an
// existing local table gets the indexes added since) and the user pool (buckets come from s3rver's flags).
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { TABLE_SCHEMA, createTableInput, timeToLiveInput } from '../table-schema';

export const CONTENT_ADMIN_GROUP = 'content-admin';

export async function ensureTable(tableName: string): Promise<void> {
  const client = new DynamoDBClient({});
  let existing: string[];
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    existing = (Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName ?? '');
  } catch (error) {
    if ((error as Error).name !== 'ResourceNotFoundException') throw error;
    await client.send(new CreateTableCommand(createTableInput(tableName)));
    await client.send(new UpdateTimeToLiveCommand(timeToLiveInput(tableName)));
    return;
  }
  // A table made before an index was added to the schema gets it, one at a time (as in AWS).
  for (const index of TABLE_SCHEMA.indexes.filter((index) => !existing.includes(index.name))) {
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: [
          { AttributeName: index.partitionKey, AttributeType: 'S' },
          { AttributeName: index.sortKey, AttributeType: 'S' },
        ],
        GlobalSecondaryIndexUpdates: [
          {
            Create: {
              IndexName: index.name,
              KeySchema: [
                { AttributeName: index.partitionKey, KeyType: 'HASH' },
                { AttributeName: index.sortKey, KeyType: 'RANGE' },
              ],
              Projection: { ProjectionType: 'ALL' },
            },
          },
        ],
      }),
    );
    await indexActive(client, tableName, index.name);
  }
}

async function indexActive(client: DynamoDBClient, tableName: string, indexName: string): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const index = Table?.GlobalSecondaryIndexes?.find((gsi) => gsi.IndexName === indexName);
    if (index?.IndexStatus === 'ACTIVE') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Index ${indexName} of ${tableName} did not become active`);
}

export async function createUserPool(): Promise<{ userPoolId: string; userPoolClientId: string }> {
  const client = new CognitoIdentityProviderClient({});
  const pool = await client.send(
    new CreateUserPoolCommand({
      PoolName: 'certification-platform-local',
      Policies: {
        PasswordPolicy: {
          MinimumLength: 8,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: false,
        },
      },
    }),
  );
  const userPoolId = pool.UserPool!.Id!;
  const appClient = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: 'web',
      ExplicitAuthFlows: ['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: CONTENT_ADMIN_GROUP }));
  return { userPoolId, userPoolClientId: appClient.UserPoolClient!.ClientId! };
}
