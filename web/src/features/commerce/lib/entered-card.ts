// A card typed into the card form (the local fields or Stripe Elements), as the page saving it uses
// it: confirm a SetupIntent with it (a learner's saved card), or only create its PaymentMethod and
// hand the id to our API (a group's card). The card number never reaches our API either way.
// A card that needs 3-D Secure sends the browser to its bank's page (`redirectTo`); it comes back to the
// page that saved it with the SetupIntent in the query (the local stand-in; stripe.js authenticates in place).
export type SetupResult =
  | { ok: true; paymentMethodId: string }
  | { ok: false; message: string }
  | { ok: false; redirectTo: string };

export interface EnteredCard {
  confirmSetup: (clientSecret: string) => Promise<SetupResult>;
  paymentMethod: () => Promise<{ id: string } | { error: string }>;
}
