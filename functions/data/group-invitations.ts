// Group invitations: one item per invited address in the group's partition, carrying its live link's
// token hash and expiry (so re-inviting while the link is live, e.g. re-uploading a file, invites
// nobody twice), and the single-use link's token item, written with the invitation's email (an outbox
// item). Once the link has expired, its send failed, it was accepted or the member left, the address
// can be invited again: a fresh link replaces the old.
// The record outlives its link by a month, so the admins' pending list shows it as expired (to resend).
// A revoked link's item stays (marked `revokedAt`) until its own expiry, so the link can say so.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, queryPage, tableName, ttlIn, type Page, type PageRequest } from './table';
import * as z from 'zod/mini';
import { itemSchema, parseItem } from './items';
import * as keys from './keys';
import { optimistic, transact, type TransactItem } from './writes';

export const INVITATION_VALID_DAYS = 30;
const VALID_MS = INVITATION_VALID_DAYS * 86_400_000;
/** How long the group's record of an invitation stays listed after its link expired. */
const LISTED_AFTER_EXPIRY_DAYS = 30;

export interface Invitation {
  groupId: string;
  email: string;
  firstName: string;
  lastName: string;
  invitedBy: string;
  invitedAt: string;
}

/** The group's record of an invited address: the live link's token hash, when it was sent and when it expires. */
export interface GroupInvite extends Invitation {
  tokenHash: string;
  /** When the live link was emailed: `invitedAt` unless the invitation was sent again. */
  sentAt: string;
  expiresAt: string;
}

/** A link's item as read: `revokedAt` once the group's admin withdrew the invitation. */
export interface InvitationLink extends Invitation {
  revokedAt: string | null;
}

const invitationFields = () => ({
  groupId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  invitedBy: z.string(),
  invitedAt: z.string(),
});
// Link items written before revocation existed have no `revokedAt`: not revoked.
const invitationSchema = /* @__PURE__ */ itemSchema('Invitation', () =>
  z.looseObject({ ...invitationFields(), revokedAt: z.optional(z.string()) }),
);
// Records written before `expiresAt` have none: their link counts from `invitedAt` (inviteExpiresAt);
// before `sentAt`, the link was the one sent at `invitedAt`.
const groupInviteSchema = /* @__PURE__ */ itemSchema('GroupInvite', () =>
  z.looseObject({
    ...invitationFields(),
    tokenHash: z.string(),
    sentAt: z.optional(z.string()),
    expiresAt: z.optional(z.string()),
  }),
);

/** When the link of an invite record expires (records written before `expiresAt` count from `invitedAt`). */
export const inviteExpiresAt = (
  invite: Pick<GroupInvite, 'invitedAt'> & Partial<Pick<GroupInvite, 'expiresAt'>>,
): string => invite.expiresAt ?? new Date(Date.parse(invite.invitedAt) + VALID_MS).toISOString();

/** A record as read, with the fields older records lack filled in. */
const completeInvite = (
  invite: Invitation & { tokenHash: string; sentAt?: string; expiresAt?: string },
): GroupInvite => ({
  ...invite,
  sentAt: invite.sentAt ?? invite.invitedAt,
  expiresAt: inviteExpiresAt(invite),
});

/**
 * Records the invitation and its link's token, and queues its email (`mail`, an outbox item) in the
 * same transaction; the link is sent at `sentAt` (a resend keeps the first `invitedAt`). With
 * `replacing` (the address's record as read: its link expired or sent again) the old link's token is
 * deleted too and the record is replaced only if it still names that token: two re-invites at once
 * issue one link. Null when another invitation of the address got there first.
 */
export async function createInvitation(
  invitation: Invitation,
  tokenHash: string,
  replacing: GroupInvite | null,
  mail: TransactItem,
  sentAt = invitation.invitedAt,
): Promise<GroupInvite | null> {
  const now = Date.parse(sentAt);
  const record: GroupInvite = { ...invitation, tokenHash, sentAt, expiresAt: new Date(now + VALID_MS).toISOString() };
  const ttl = ttlIn(INVITATION_VALID_DAYS * 86_400, now);
  const listedUntil = ttlIn((INVITATION_VALID_DAYS + LISTED_AFTER_EXPIRY_DAYS) * 86_400, now);
  const items = {
    record: {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.groupInvite(invitation.groupId, invitation.email),
          type: 'GroupInvite',
          ...record,
          ttl: listedUntil,
        },
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

export async function getInvitation(tokenHash: string, now = Date.now()): Promise<InvitationLink | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.invitation(tokenHash), ConsistentRead: true }),
  );
  if (!Item || (typeof Item.ttl === 'number' && Item.ttl * 1000 < now)) return null;
  const { revokedAt, ...link } = parseItem(invitationSchema, Item);
  return { ...link, revokedAt: revokedAt ?? null };
}

/**
 * Uses the link up, and with it the group's record of the address (so it can be invited again
 * later): true for the first caller, false for any other (or a later one).
 */
export async function consumeInvitation(tokenHash: string, invitation: Invitation): Promise<boolean> {
  const items = {
    link: {
      Delete: {
        TableName: tableName(),
        Key: keys.invitation(tokenHash),
        // A revoked link is kept to say so, and can never be used.
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(revokedAt)',
      },
    },
    record: inviteRecordDelete(invitation.groupId, invitation.email, tokenHash),
  };
  return (await optimistic({ write: () => transact(items) })).length === 0;
}

/**
 * Withdraws an invitation: its record goes (only while it names this link, so an acceptance or a
 * resend that got there first wins) and its link's item is kept, marked revoked, until the link
 * would have expired. False when the record no longer names this link.
 */
export async function revokeGroupInvite(invite: GroupInvite, now: Date): Promise<boolean> {
  const expires = Date.parse(invite.expiresAt);
  const items = {
    record: {
      Delete: {
        TableName: tableName(),
        Key: keys.groupInvite(invite.groupId, invite.email),
        ConditionExpression: 'tokenHash = :mine',
        ExpressionAttributeValues: { ':mine': invite.tokenHash },
      },
    },
    link: {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.invitation(invite.tokenHash),
          type: 'Invitation',
          ...invitationOf(invite),
          expiresAt: invite.expiresAt,
          revokedAt: now.toISOString(),
          ttl: Math.floor(expires / 1000),
        },
      },
    },
  };
  return (await optimistic({ write: () => transact(items) })).length === 0;
}

/** The invitation's own fields of a record (what its link's item holds). */
export const invitationOf = (invite: GroupInvite): Invitation => ({
  groupId: invite.groupId,
  email: invite.email,
  firstName: invite.firstName,
  lastName: invite.lastName,
  invitedBy: invite.invitedBy,
  invitedAt: invite.invitedAt,
});

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

/** Forgets an address's invitation and its link (the address joined another way: nothing is pending). */
export async function releaseInvitation(invite: GroupInvite): Promise<void> {
  // A newer invitation of the address keeps its record (its condition refuses): nothing to do then.
  await optimistic({ write: () => transact({ invitation: invitationForgetItems(invite) }) });
}

export async function getGroupInvite(groupId: string, email: string): Promise<GroupInvite | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.groupInvite(groupId, email), ConsistentRead: true }),
  );
  if (!Item) return null;
  return completeInvite(parseItem(groupInviteSchema, Item));
}

/** A page of the group's invitation records by address (those accepted or revoked are gone). */
export async function listGroupInvites(groupId: string, request: PageRequest): Promise<Page<GroupInvite>> {
  const { PK } = keys.groupInvite(groupId, '');
  const page = await queryPage({ PK, SKPrefix: 'INVITE#' }, request, { item: groupInviteSchema });
  return { ...page, items: page.items.map(completeInvite) };
}
