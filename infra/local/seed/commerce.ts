// Demo coupons: WELCOME10 (10 % off, no expiry or limit) and EXPIRED5 (expired, to see the refusal).
import { putItems } from '@functions/data/catalog';
import { couponItem } from '@functions/data/coupons';

export const SEED_COUPONS = [
  {
    code: 'WELCOME10',
    kind: 'percent' as const,
    value: 10,
    expiresOn: null,
    usageLimit: null,
    usedCount: 0,
    productIds: [],
    ownerId: null,
  },
  {
    code: 'EXPIRED5',
    kind: 'percent' as const,
    value: 5,
    expiresOn: '2024-12-31',
    usageLimit: null,
    usedCount: 0,
    productIds: [],
    ownerId: null,
  },
];

export async function seedCommerce(): Promise<void> {
  await putItems(SEED_COUPONS.map(couponItem));
}
