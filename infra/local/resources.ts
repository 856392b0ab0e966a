// Creates what CDK would create in AWS: the table (from infra/table-schema.ts, like DataStack)
// and the user pool (buckets come from s3rver's flags).
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { createTableInput, timeToLiveInput } from '../table-schema';

export const CONTENT_ADMIN_GROUP = 'content-admin';

export async function ensureTable(tableName: string): Promise<void> {
  const client = new DynamoDBClient({});
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return;
  } catch (error) {
    if ((error as Error).name !== 'ResourceNotFoundException') throw error;
  }
  await client.send(new CreateTableCommand(createTableInput(tableName)));
  await client.send(new UpdateTimeToLiveCommand(timeToLiveInput(tableName)));
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
