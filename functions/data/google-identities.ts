// Google identities linked to accounts: one claim item per OpenID Connect subject, naming the user.
// A subject links to one account (conditional put), and relinking it to the same account is a no-op.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { itemSchema, parseItem } from './items';
import * as keys from './keys';
import { db, tableName } from './table';
import { isConditionalCheckFailure } from './writes';

const googleIdentitySchema = /* @__PURE__ */ itemSchema('GoogleIdentity', () =>
  z.looseObject({ userId: z.string(), email: z.string(), linkedAt: z.string() }),
);

/** The account a Google subject signs in to, or null when it is linked to none. */
export async function getGoogleIdentityUserId(subject: string): Promise<string | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.googleIdentity(subject), ConsistentRead: true }),
  );
  return Item ? parseItem(googleIdentitySchema, Item).userId : null;
}

/** Links the subject to the user; false when it is already linked to another account. */
export async function linkGoogleIdentity(
  subject: string,
  link: { userId: string; email: string },
  now = new Date(),
): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.googleIdentity(subject),
          type: 'GoogleIdentity',
          userId: link.userId,
          email: link.email,
          linkedAt: now.toISOString(),
        },
        ConditionExpression: 'attribute_not_exists(PK) OR userId = :user',
        ExpressionAttributeValues: { ':user': link.userId },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}
