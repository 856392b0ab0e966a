// What paying with a card means to the checkout, whichever card entry the bootstrap chose: confirm a
// PaymentIntent (by its client secret) and report success, a needed authentication (a page to go
// to), or the provider's refusal message (shown as an error toast).
export type CardOutcome =
  | { status: 'succeeded'; paymentIntentId: string }
  | { status: 'redirect'; url: string }
  | { status: 'failed'; message: string };

export type ConfirmCard = (clientSecret: string) => Promise<CardOutcome>;

export const intentIdOf = (clientSecret: string): string => clientSecret.split('_secret_')[0]!;

export const returnUrl = (path: string): string => new URL(path, window.location.origin).toString();
