// The referrer's credit ledger: one $25 entry per referred colleague whose first order was paid.
import * as z from 'zod/mini';
import { tableName, queryAll } from './table';
import { itemSchema } from './items';
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

const referralCreditSchema = /* @__PURE__ */ itemSchema<ReferralCredit>('ReferralCredit', () =>
  z.looseObject({
    referrerId: z.string(),
    referredUserId: z.string(),
    orderId: z.string(),
    amount: z.number(),
    createdAt: z.string(),
  }),
);

export const listReferralCredits = (referrerId: string) =>
  queryAll(keys.referralCreditsPrefix(referrerId), { item: referralCreditSchema });
