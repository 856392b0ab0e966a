// Stripe's documented test card numbers and payment-method tokens, and what each does.

export type CardBehaviour =
  | 'succeeds'
  | 'declined'
  | 'authentication_required'
  /** 4000 0025 0000 3155: authenticates once on-session; off-session charges then pass once it was set up. */
  | 'authenticate_once'
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
  // Declined everywhere Stripe checks the card: at attach, at SetupIntent confirm and at every charge.
  { number: '4000000000000002', brand: 'visa', behaviour: 'declined' },
  { number: '4000000000009995', brand: 'visa', behaviour: 'insufficient_funds' },
  // Needs authentication on every payment, on-session or off, however it was set up.
  { number: '4000002760003184', brand: 'visa', behaviour: 'authentication_required' },
  { number: '4000002500003155', brand: 'visa', behaviour: 'authenticate_once' },
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
  pm_card_authenticationRequiredSetupForOffSession: '4000002500003155',
  pm_card_chargeCustomerFail: '4000000000000341',
};

export const cardFor = (number: string): TestCard | undefined =>
  TEST_CARDS.find((card) => card.number === number.replace(/\s+/g, ''));

/** What Stripe's card check (attach, SetupIntent confirm) refuses, and why. */
export const checkRefusal = (behaviour: CardBehaviour | undefined): 'declined' | 'insufficient_funds' | null =>
  behaviour === 'declined' || behaviour === 'insufficient_funds' ? behaviour : null;

/** Stripe's error objects for a refused charge or card check. */
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

/** What a failed 3-D Secure leaves on the intent: an invalid_request_error, not a card_error (as Stripe records it). */
export const AUTHENTICATION_FAILURE = {
  message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  payment_intent: 'payment_intent_authentication_failure',
  setup_intent: 'setup_intent_authentication_failure',
} as const;
