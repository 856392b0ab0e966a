// Records of notifications sent, so a retried scheduled job never sends twice.
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailure } from './writes';
import { db, tableName } from './table';
import * as keys from './keys';

/** Claims the right to send `notice` about `subject`; false when it was already claimed. */
export async function claimNotice(subject: string, notice: string, now = new Date()): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.sentNotice(subject, notice), type: 'SentNotice', sentAt: now.toISOString() },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

/** Gives the claim back when sending failed, so the next run retries. */
export async function releaseNotice(subject: string, notice: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.sentNotice(subject, notice) }));
}
