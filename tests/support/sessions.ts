// Session clocks for API tests (the stack's env must be in process.env: the table is written directly).
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '@functions/data/table';
import * as keys from '@functions/data/keys';
import { hashToken } from '@functions/lib/crypto';
import type { ApiClient } from './api-client';

export const sessionHash = (client: ApiClient) => hashToken(client.cookies.get('sid')!);

/** Pretends the session (by its `sid` cookie) signed in `ms` ago (the step-up clock: 15 minutes). */
export async function sidSignedInAgo(sid: string, ms: number): Promise<void> {
  const at = new Date(Date.now() - ms).toISOString();
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.session(hashToken(sid)),
      UpdateExpression: 'SET createdAt = :at',
      ExpressionAttributeValues: { ':at': at },
    }),
  );
}

export const signedInAgo = (client: ApiClient, ms: number) => sidSignedInAgo(client.cookies.get('sid')!, ms);
