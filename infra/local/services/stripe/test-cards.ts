// Stripe's documented test card numbers and payment-method tokens, and what each does.

export type CardBehaviour =
  | 'succeeds'
  | 'declined'
  | 'authentication_required'
  | 'insufficient_funds'
  | 'charge_customer_fail';

export interface TestCard {
  number: string;
  brand: string;
  behaviour: CardBehaviour;
}

export const TEST_CARDS: TestCard[] = [
  { number: '4242424242424242', brand: 'visa', behaviour: 'succeeds' },
  { number: '5555555555554444', brand: 'mastercard', behaviour: 'succeeds' },
  { number: '4000000000000002', brand: 'visa', behaviour: 'declined' },
  { number: '4000000000009995', brand: 'visa', behaviour: 'insufficient_funds' },
  { number: '4000002760003184', brand: 'visa', behaviour: 'authentication_required' },
  // Attaches to a customer (a card can be saved) but every charge of it is declined.
  { number: '4000000000000341', brand: 'visa', behaviour: 'charge_customer_fail' },
];

/** `pm_card_*` tokens: each use makes a new PaymentMethod with the card's behaviour, as Stripe does. */
export const TEST_PAYMENT_METHOD_TOKENS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_authenticationRequired: '4000002760003184',
  pm_card_chargeCustomerFail: '4000000000000341',
};

export const cardFor = (number: string): TestCard | undefined =>
  TEST_CARDS.find((card) => card.number === number.replace(/\s+/g, ''));

/** Stripe's error objects for a refused charge. */
export const CARD_ERRORS = {
  declined: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  insufficient_funds: {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  authentication_required: {
    code: 'authentication_required',
    decline_code: 'authentication_required',
    message: 'Your card was declined. This transaction requires authentication.',
  },
} as const;
