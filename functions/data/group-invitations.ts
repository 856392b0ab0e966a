// Group invitations: one item per invited address in the group's partition (so inviting the same
// address again, e.g. re-uploading a file, invites nobody twice) and the single-use link's token item.
import { DeleteCommand, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName, ttlIn, withoutKeys } from './table';
import { keys } from './keys';
import { transactionConflicts } from './writes';

export const INVITATION_VALID_DAYS = 30;

export interface Invitation {
  groupId: string;
  email: string;
  firstName: string;
  lastName: string;
  invitedBy: string;
  invitedAt: string;
}

/** Records the invitation and its link's token; false when the group already invited the address. */
export async function createInvitation(invitation: Invitation, tokenHash: string): Promise<boolean> {
  try {
    await db().send(new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: { ...keys.groupInvite(invitation.groupId, invitation.email), type: 'GroupInvite', ...invitation, tokenHash }, ConditionExpression: 'attribute_not_exists(PK)' } },
        { Put: { TableName: tableName(), Item: { ...keys.invitation(tokenHash), type: 'Invitation', ...invitation, ttl: ttlIn(INVITATION_VALID_DAYS * 86_400) }, ConditionExpression: 'attribute_not_exists(PK)' } },
      ],
    }));
    return true;
  } catch (error) {
    if (transactionConflicts(error)) return false;
    throw error;
  }
}

export async function getInvitation(tokenHash: string, now = Date.now()): Promise<Invitation | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.invitation(tokenHash), ConsistentRead: true }));
  if (!Item || (typeof Item.ttl === 'number' && Item.ttl * 1000 < now)) return null;
  return withoutKeys<Invitation>(Item);
}

/** Uses the link up: the first caller gets the invitation, any other (or a later one) null. */
export async function consumeInvitation(tokenHash: string): Promise<Invitation | null> {
  try {
    const { Attributes } = await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.invitation(tokenHash), ConditionExpression: 'attribute_exists(PK)', ReturnValues: 'ALL_OLD' }));
    return Attributes ? withoutKeys<Invitation>(Attributes) : null;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return null;
    throw error;
  }
}

export async function getGroupInvite(groupId: string, email: string): Promise<Invitation | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.groupInvite(groupId, email) }));
  return Item ? withoutKeys<Invitation>(Item) : null;
}
