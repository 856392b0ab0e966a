// Session clocks for API tests (the stack's env must be in process.env: the table is written directly).
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SESSION_DAYS } from '@shared/constants';
import { db, tableName } from '@functions/data/table';
import * as keys from '@functions/data/keys';
import { putSession } from '@functions/data/sessions';
import { hashToken, newToken } from '@functions/lib/crypto';
import { SESSION_COOKIE } from '@functions/lib/cookies';
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

/**
 * A password session for a user written straight to the table, as a sign-in would write it (for
 * seeded users without a Cognito identity): the `Cookie` header that carries it on the local stack.
 */
export async function sessionCookieFor(userId: string, now = new Date()): Promise<string> {
  const token = newToken();
  const at = now.toISOString();
  await putSession({
    tokenHash: hashToken(token),
    userId,
    method: 'password',
    secondFactor: null,
    createdAt: at,
    lastSeenAt: at,
    expiresAt: new Date(now.getTime() + SESSION_DAYS * 86_400_000).toISOString(),
  });
  return `${SESSION_COOKIE}=${token}`;
}
