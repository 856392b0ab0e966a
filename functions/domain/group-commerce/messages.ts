// What the group purchasing use cases say to a group admin: their toasts and the refusals they name.
// Texts the web shows as well live in shared/constants.ts (GROUP_PURCHASE_MESSAGES).

export const GROUP_COMMERCE_MESSAGES = {
  groupSaved: 'Your group information was saved.',
  unlimited: 'Your group has unlimited certifications: there is nothing to purchase.',
  paymentNotCompleted: 'Your payment could not be completed. Please try another card.',
  paymentNotFound: 'Payment not found',
  paymentMismatch: 'This payment does not match your order. Please contact support.',
  orderCompletingElsewhere: 'Your order is being completed elsewhere. Please try again.',
  cardSaved: (brand: string, last4: string) => `Your ${brand.toUpperCase()} ending in ${last4} was saved.`,
  cardRemoved: (last4: string) => `The card ending in ${last4} was removed.`,
} as const;
