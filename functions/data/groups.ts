// Groups and their membership items.
import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { GroupScope } from '../lib/group-scope';
import { db, queryPage, tableName, withoutKeys, type Page, type PageRequest } from './table';
import { keys } from './keys';

export interface Group {
  id: string;
  name: string;
  purchased: boolean;
  unlimitedCertifications: boolean;
  notificationsEnabled: boolean;
  groupOnboardingId: string | null;
  autoRenewal: boolean;
  subscriptionInterestSent: boolean;
  createdAt: string;
}

export async function putGroup(group: Group): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...keys.group(group.id), type: 'Group', ...group } }));
}

export async function getGroup(groupId: string): Promise<Group | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.group(groupId) }));
  if (!Item) return null;
  return withoutKeys<Group>(Item);
}

export interface GroupMember {
  groupId: string;
  userId: string;
  groupAdmin: boolean;
  joinedAt: string;
}

/** One page of the scoped group's members (by user id); group-admin reads take the factory's scope. */
export function listGroupMembersPage(group: GroupScope, request: PageRequest): Promise<Page<GroupMember>> {
  return queryPage<GroupMember>(keys.groupMembersPrefix(group.id), request);
}

/** Adds the member item and sets the user's group fields together. */
export async function addGroupMember(groupId: string, userId: string, groupAdmin: boolean, now = new Date()): Promise<void> {
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: { ...keys.groupMember(groupId, userId), type: 'GroupMember', groupId, userId, groupAdmin, joinedAt: now.toISOString() } } },
        {
          Update: {
            TableName: tableName(),
            Key: keys.user(userId),
            UpdateExpression: 'SET groupId = :g, groupAdmin = :a',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':g': groupId, ':a': groupAdmin },
          },
        },
      ],
    }),
  );
}
