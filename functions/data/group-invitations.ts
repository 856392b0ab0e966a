// Group invitations: one item per invited address in the group's partition, carrying its live link's
// token hash and expiry (so re-inviting while the link is live, e.g. re-uploading a file, invites
// nobody twice), and the single-use link's token item, written with the invitation's email (an outbox
// item). Once the link has expired, was accepted or the member left, the address can be invited
// again: a fresh link replaces the old.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName, ttlIn } from './table';
import * as z from 'zod/mini';
import { itemSchema, parseItem } from './items';
import * as keys from './keys';
import { optimistic, transact, type TransactItem } from './writes';

export const INVITATION_VALID_DAYS = 30;
const VALID_MS = INVITATION_VALID_DAYS * 86_400_000;

export interface Invitation {
  groupId: string;
  email: string;
  firstName: string;
  lastName: string;
  invitedBy: string;
  invitedAt: string;
}

/** The group's record of an invited address: the live link's token hash and when it expires. */
export interface GroupInvite extends Invitation {
  tokenHash: string;
  expiresAt: string;
}

const invitationFields = () => ({
  groupId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  invitedBy: z.string(),
  invitedAt: z.string(),
});
const invitationSchema = /* @__PURE__ */ itemSchema<Invitation>('Invitation', () => z.looseObject(invitationFields()));
// Records written before `expiresAt` have none: their link counts from `invitedAt` (inviteExpiresAt).
const groupInviteSchema = /* @__PURE__ */ itemSchema('GroupInvite', () =>
  z.looseObject({ ...invitationFields(), tokenHash: z.string(), expiresAt: z.optional(z.string()) }),
);

/** When the link of an invite record expires (records written before `expiresAt` count from `invitedAt`). */
export const inviteExpiresAt = (
  invite: Pick<GroupInvite, 'invitedAt'> & Partial<Pick<GroupInvite, 'expiresAt'>>,
): string => invite.expiresAt ?? new Date(Date.parse(invite.invitedAt) + VALID_MS).toISOString();

/**
 * Records the invitation and its link's token, and queues its email (`mail`, an outbox item) in the
 * same transaction. With `replacing` (the address's record as read, its link expired) the old link's
 * token is deleted too and the record is replaced only if it still names that token: two re-invites
 * at once issue one link. Null when another invitation of the address got there first.
 */
export async function createInvitation(
  invitation: Invitation,
  tokenHash: string,
  replacing: GroupInvite | null,
  mail: TransactItem,
): Promise<GroupInvite | null> {
  const now = Date.parse(invitation.invitedAt);
  const record: GroupInvite = { ...invitation, tokenHash, expiresAt: new Date(now + VALID_MS).toISOString() };
  const ttl = ttlIn(INVITATION_VALID_DAYS * 86_400, now);
  const items = {
    record: {
      Put: {
        TableName: tableName(),
        Item: { ...keys.groupInvite(invitation.groupId, invitation.email), type: 'GroupInvite', ...record, ttl },
        ...(replacing
          ? { ConditionExpression: 'tokenHash = :old', ExpressionAttributeValues: { ':old': replacing.tokenHash } }
          : { ConditionExpression: 'attribute_not_exists(PK)' }),
      },
    },
    link: {
      Put: {
        TableName: tableName(),
        Item: { ...keys.invitation(tokenHash), type: 'Invitation', ...invitation, expiresAt: record.expiresAt, ttl },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    oldLink: replacing && { Delete: { TableName: tableName(), Key: keys.invitation(replacing.tokenHash) } },
    mail,
  };
  const failed = await optimistic({ write: () => transact(items) });
  if (failed.includes('mail')) throw new Error('The invitation email was refused by its own condition');
  return failed.length ? null : record;
}

export async function getInvitation(tokenHash: string, now = Date.now()): Promise<Invitation | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.invitation(tokenHash), ConsistentRead: true }),
  );
  if (!Item || (typeof Item.ttl === 'number' && Item.ttl * 1000 < now)) return null;
  return parseItem(invitationSchema, Item);
}

/**
 * Uses the link up, and with it the group's record of the address (so it can be invited again
 * later): true for the first caller, false for any other (or a later one).
 */
export async function consumeInvitation(tokenHash: string, invitation: Invitation): Promise<boolean> {
  const items = {
    link: {
      Delete: { TableName: tableName(), Key: keys.invitation(tokenHash), ConditionExpression: 'attribute_exists(PK)' },
    },
    record: inviteRecordDelete(invitation.groupId, invitation.email, tokenHash),
  };
  return (await optimistic({ write: () => transact(items) })).length === 0;
}

/** Deletes the record of an address's invitation only while it names this link (a newer one stays). */
const inviteRecordDelete = (groupId: string, email: string, tokenHash: string): TransactItem[] => [
  {
    Delete: {
      TableName: tableName(),
      Key: keys.groupInvite(groupId, email),
      ConditionExpression: 'attribute_not_exists(PK) OR tokenHash = :mine',
      ExpressionAttributeValues: { ':mine': tokenHash },
    },
  },
];

/** The items that forget an address's invitation and its link (a member's removal puts them in its transaction). */
export const invitationForgetItems = (invite: GroupInvite): TransactItem[] => [
  ...inviteRecordDelete(invite.groupId, invite.email, invite.tokenHash),
  { Delete: { TableName: tableName(), Key: keys.invitation(invite.tokenHash) } },
];

export async function getGroupInvite(groupId: string, email: string): Promise<GroupInvite | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.groupInvite(groupId, email), ConsistentRead: true }),
  );
  if (!Item) return null;
  const invite = parseItem(groupInviteSchema, Item);
  return { ...invite, expiresAt: inviteExpiresAt(invite) };
}
