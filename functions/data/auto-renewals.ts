// Auto-renewal opt-outs: which of a learner's auto-renewing cards they turned off on the billing page.
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, queryAll, tableName } from './table';
import { keys } from './keys';

export async function isOptedOut(userId: string, userCourseUuid: string): Promise<boolean> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.autoRenewalOptout(userId, userCourseUuid), ConsistentRead: true }));
  return Boolean(Item);
}

export async function listOptedOut(userId: string): Promise<Set<string>> {
  const items = await queryAll<{ userCourseUuid: string }>(keys.autoRenewalOptoutsPrefix(userId), { consistent: true });
  return new Set(items.map((i) => i.userCourseUuid));
}

export async function setOptedOut(userId: string, userCourseUuid: string, optout: boolean, at: string): Promise<void> {
  const key = keys.autoRenewalOptout(userId, userCourseUuid);
  if (optout) await db().send(new PutCommand({ TableName: tableName(), Item: { ...key, type: 'AutoRenewalOptout', userCourseUuid, at } }));
  else await db().send(new DeleteCommand({ TableName: tableName(), Key: key }));
}

/** Whether a subscription was bought For Life (the purchase writes `forLife` on it). */
export async function isForLifeSubscription(userId: string, subscriptionUuid: string): Promise<boolean> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.subscription(userId, subscriptionUuid), ProjectionExpression: 'forLife' }));
  return Item?.forLife === true;
}
