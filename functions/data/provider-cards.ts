// Provider cards: one item per card, indexed by expiry date (GSI1) and by holder (GSI2).
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, decodeCursor, encodeCursor, tableName } from './table';
import { keys } from './keys';

export interface ProviderCard {
  id: string;
  userId: string;
  userCourseUuid: string;
  courseName: string;
  holderFirstName: string;
  holderLastName: string;
  /** Calendar dates, YYYY-MM-DD. */
  issuedOn: string;
  expiresOn: string;
}

export const providerCardItem = (card: ProviderCard) => ({
  ...keys.providerCard(card.id),
  ...keys.providerCardByExpiry(card.expiresOn, card.id),
  ...keys.providerCardByUser(card.userId, card.issuedOn, card.id),
  type: 'ProviderCard',
  ...card,
});

export async function putProviderCard(card: ProviderCard): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: providerCardItem(card) }));
}

/** A put of the whole card (its index keys follow its dates) for use inside a transaction. */
export function providerCardPut(card: ProviderCard) {
  return { Put: { TableName: tableName(), Item: providerCardItem(card) } };
}

export async function getProviderCard(cardId: string): Promise<ProviderCard | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.providerCard(cardId) }));
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

function fromItem(item: Record<string, unknown>): ProviderCard {
  return {
    id: item.id as string,
    userId: item.userId as string,
    userCourseUuid: item.userCourseUuid as string,
    courseName: item.courseName as string,
    holderFirstName: item.holderFirstName as string,
    holderLastName: item.holderLastName as string,
    issuedOn: item.issuedOn as string,
    expiresOn: item.expiresOn as string,
  };
}
