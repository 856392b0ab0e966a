// Provider cards: one item per card, indexed by expiry date (GSI1) and by holder (GSI2).
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailure } from './writes';
import * as z from 'zod/mini';
import { db, decodeCursor, encodeCursor, tableName } from './table';
import { itemSchema, optionalNullableString, parseItem } from './items';
import * as keys from './keys';

export interface ProviderCard {
  /** Public, printed on the card: `ACLS-2026-` + 10 random Crockford base32 characters. */
  id: string;
  userId: string;
  userCourseUuid: string;
  courseName: string;
  holderFirstName: string;
  holderLastName: string;
  /** Calendar dates, YYYY-MM-DD. */
  issuedOn: string;
  expiresOn: string;
  /** Secret carried by the card's QR code and link; '' on cards issued before tokens existed (last name only). */
  verificationToken: string;
  /** When the card was withdrawn (refund, admin action); it then verifies as revoked. */
  revokedAt: string | null;
}

export const providerCardItem = (card: ProviderCard) => ({
  ...keys.providerCard(card.id),
  ...keys.providerCardByExpiry(card.expiresOn, card.id),
  ...keys.providerCardByUser(card.userId, card.issuedOn, card.id),
  type: 'ProviderCard',
  ...card,
});

/** Issues a new card inside a transaction; refused (condition failure) when the id is taken. */
export function providerCardCreate(card: ProviderCard) {
  return {
    Put: { TableName: tableName(), Item: providerCardItem(card), ConditionExpression: 'attribute_not_exists(PK)' },
  };
}

/**
 * The holder's confirmed names and dates, for use inside a transaction. Only these fields (and the
 * index keys that follow the dates) change, so the token and a concurrent revocation survive.
 */
export function updateCardHolder(
  card: Pick<ProviderCard, 'id' | 'userId' | 'holderFirstName' | 'holderLastName' | 'issuedOn' | 'expiresOn'>,
) {
  const byExpiry = keys.providerCardByExpiry(card.expiresOn, card.id);
  const byUser = keys.providerCardByUser(card.userId, card.issuedOn, card.id);
  return {
    Update: {
      TableName: tableName(),
      Key: keys.providerCard(card.id),
      UpdateExpression:
        'SET holderFirstName = :first, holderLastName = :last, issuedOn = :issued, expiresOn = :expires, GSI1PK = :g1pk, GSI1SK = :g1sk, GSI2SK = :g2sk',
      ConditionExpression: 'attribute_exists(PK) AND userId = :user',
      ExpressionAttributeValues: {
        ':first': card.holderFirstName,
        ':last': card.holderLastName,
        ':issued': card.issuedOn,
        ':expires': card.expiresOn,
        ':g1pk': byExpiry.GSI1PK,
        ':g1sk': byExpiry.GSI1SK,
        ':g2sk': byUser.GSI2SK,
        ':user': card.userId,
      },
    },
  };
}

/**
 * Withdraws a card; false when there is no such card or it was already revoked (the first time stands).
 * A content admin's revocation (functions/domain/admin/revoke-card.ts) also sets the revocation
 * bits of the card's verifiable credentials.
 */
export async function setCardRevoked(cardId: string, at: string): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.providerCard(cardId),
        UpdateExpression: 'SET revokedAt = :at',
        ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(revokedAt) OR revokedAt = :none)',
        ExpressionAttributeValues: { ':at': at, ':none': null },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

export async function getProviderCard(cardId: string, { consistent = false } = {}): Promise<ProviderCard | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.providerCard(cardId), ConsistentRead: consistent }),
  );
  return Item ? fromItem(Item) : null;
}

/** One page of the cards that expire on a calendar day. */
export async function listProviderCardsExpiringOn(expiresOn: string, cursor?: string | null, limit = 100) {
  const { Items, LastEvaluatedKey } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.cardsExpiringOn(expiresOn).GSI1PK },
      ExclusiveStartKey: decodeCursor(cursor),
      Limit: limit,
    }),
  );
  return { items: (Items ?? []).map(fromItem), cursor: encodeCursor(LastEvaluatedKey) };
}

const providerCardSchema = /* @__PURE__ */ itemSchema('ProviderCard', () =>
  z.looseObject({
    id: z.string(),
    userId: z.string(),
    userCourseUuid: z.string(),
    courseName: z.string(),
    holderFirstName: z.string(),
    holderLastName: z.string(),
    issuedOn: z.string(),
    expiresOn: z.string(),
    // Cards issued before tokens (or revocation) existed have none.
    verificationToken: z.optional(z.string()),
    revokedAt: optionalNullableString(),
  }),
);

function fromItem(item: Record<string, unknown>): ProviderCard {
  const card = parseItem(providerCardSchema, item);
  return {
    id: card.id,
    userId: card.userId,
    userCourseUuid: card.userCourseUuid,
    courseName: card.courseName,
    holderFirstName: card.holderFirstName,
    holderLastName: card.holderLastName,
    issuedOn: card.issuedOn,
    expiresOn: card.expiresOn,
    verificationToken: card.verificationToken ?? '',
    revokedAt: card.revokedAt ?? null,
  };
}
