// Pending invitations as tests need them: a link sent some time ago (to send it again without
// waiting out the resend pause) and the newest invitation link emailed to an address.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import * as keys from '@functions/data/keys';
import { db, tableName } from '@functions/data/table';
import { outboxEmails } from '../support/api-client';

/** Moves when the invitation of `email` was made and its link sent `minutes` into the past. */
export async function sentMinutesAgo(groupId: string, email: string, minutes: number): Promise<void> {
  const at = new Date(Date.now() - minutes * 60_000).toISOString();
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.groupInvite(groupId, email),
      UpdateExpression: 'SET invitedAt = :at, sentAt = :at',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':at': at },
    }),
  );
}

/** The emails to `email` and the token of the newest invitation link among them. */
export async function invitationLinkTo(email: string): Promise<{ count: number; token: string | undefined }> {
  const mails = await outboxEmails(inject('stack'), email);
  const link = /\/group-portal\/invitation\/([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '');
  return { count: mails.length, token: link?.[1] };
}
