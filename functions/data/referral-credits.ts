// The referrer's credit ledger: one $25 entry per referred colleague whose first order was paid.
import { tableName, queryAll } from './table';
import * as keys from './keys';
import type { TransactItem } from './writes';

export interface ReferralCredit {
  referrerId: string;
  referredUserId: string;
  orderId: string;
  /** Integer cents. */
  amount: number;
  createdAt: string;
}

export const referralCreditItem = (credit: ReferralCredit): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: { ...keys.referralCredit(credit.referrerId, credit.referredUserId), type: 'ReferralCredit', ...credit },
    ConditionExpression: 'attribute_not_exists(PK)',
  },
});

export const listReferralCredits = (referrerId: string) =>
  queryAll<ReferralCredit>(keys.referralCreditsPrefix(referrerId));
