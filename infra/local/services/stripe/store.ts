// The stand-in's objects, in memory (and in a JSON file for `npm start`, so saved cards survive a restart).
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cardFor, type CardBehaviour } from './test-cards';

export type StripeObject = Record<string, unknown> & { id: string; object: string };

export interface StoreData {
  customers: Record<string, StripeObject>;
  paymentMethods: Record<string, StripeObject & { behaviour?: CardBehaviour }>;
  paymentIntents: Record<string, StripeObject>;
  setupIntents: Record<string, StripeObject>;
  refunds: Record<string, StripeObject>;
  events: StripeObject[];
  /** Idempotency-Key (per secret key) -> the first request and its reply. */
  idempotency: Record<string, { fingerprint: string; status: number; body: unknown }>;
}

export class Store {
  data: StoreData = {
    customers: {},
    paymentMethods: {},
    paymentIntents: {},
    setupIntents: {},
    refunds: {},
    events: [],
    idempotency: {},
  };

  constructor(private readonly file: string | null) {
    if (file && existsSync(file))
      this.data = { ...this.data, ...(JSON.parse(readFileSync(file, 'utf8')) as StoreData) };
  }

  save(): void {
    if (this.file) writeFileSync(this.file, JSON.stringify(this.data));
  }
}

export const newId = (prefix: string): string =>
  `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
export const now = (): number => Math.floor(Date.now() / 1000);

/** A card PaymentMethod (no number is kept: brand, last four, expiry and the test behaviour). */
export function cardPaymentMethod(input: {
  number: string;
  expMonth: number;
  expYear: number;
  name?: string | null;
}): (StripeObject & { behaviour: CardBehaviour }) | null {
  const card = cardFor(input.number);
  if (!card) return null;
  return {
    id: newId('pm'),
    object: 'payment_method',
    type: 'card',
    created: now(),
    livemode: false,
    customer: null,
    metadata: {},
    billing_details: { name: input.name ?? null, email: null, phone: null, address: null },
    card: {
      brand: card.brand,
      last4: card.number.slice(-4),
      exp_month: input.expMonth,
      exp_year: input.expYear,
      funding: 'credit',
      country: 'US',
    },
    behaviour: card.behaviour,
  };
}

/** What the API shows of a stored PaymentMethod (the test behaviour stays inside). */
export function publicPaymentMethod(pm: StripeObject): StripeObject {
  const { behaviour: _hidden, ...rest } = pm as StripeObject & { behaviour?: string };
  return rest;
}
