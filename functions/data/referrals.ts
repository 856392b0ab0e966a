// Referrals: who referred a learner, referral codes, and the referrer's credit ledger.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './table';
import { keys } from './keys';

export interface ReferredBy {
  referrerId: string;
  code: string;
  at: string;
}

export async function getReferredBy(userId: string): Promise<ReferredBy | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.referredBy(userId) }));
  return Item ? { referrerId: Item.referrerId as string, code: Item.code as string, at: Item.at as string } : null;
}
