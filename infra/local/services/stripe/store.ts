// The stand-in's objects, in memory (and in a JSON file for `npm start`, so saved cards survive a restart).
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cardFor, type CardBehaviour } from './test-cards';

/**
 * What the stand-in remembers about an object that Stripe's API never shows: a card's test behaviour,
 * whether it was set up for off-session use, an intent's return_url and completed authentication. It
 * lives under `_local` and every reply, stored reply and event is written without it (`publicView`).
 */
export interface LocalState {
  behaviour?: CardBehaviour;
  setUpOffSession?: boolean;
  returnUrl?: string | null;
  authenticated?: boolean;
}

export type StripeObject = Record<string, unknown> & { id: string; object: string; _local?: LocalState };

export interface IdempotentReply {
  fingerprint: string;
  status: number;
  body: unknown;
  /** Clock milliseconds when it was stored: Stripe prunes keys after 24 hours. */
  at: number;
}

export interface StoreData {
  customers: Record<string, StripeObject>;
  paymentMethods: Record<string, StripeObject>;
  paymentIntents: Record<string, StripeObject>;
  setupIntents: Record<string, StripeObject>;
  refunds: Record<string, StripeObject>;
  events: StripeObject[];
  /** Idempotency-Key (per secret key) -> the first request and its reply. */
  idempotency: Record<string, IdempotentReply>;
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

  constructor(
    private readonly file: string | null,
    now: number,
  ) {
    if (file && existsSync(file)) {
      this.data = { ...this.data, ...(JSON.parse(readFileSync(file, 'utf8')) as StoreData) };
      upgrade(this.data, now);
    }
  }

  save(): void {
    if (this.file) writeFileSync(this.file, JSON.stringify(this.data));
  }
}

/** A state file written before internal fields moved under `_local` (and before keys expired). */
function upgrade(data: StoreData, now: number): void {
  const move = (object: Record<string, unknown>, from: string, to: keyof LocalState) => {
    if (!(from in object)) return;
    object._local = { ...(object._local as LocalState | undefined), [to]: object[from] };
    delete object[from];
  };
  for (const pm of Object.values(data.paymentMethods)) move(pm, 'behaviour', 'behaviour');
  for (const intent of Object.values(data.paymentIntents)) {
    move(intent, 'return_url', 'returnUrl');
    move(intent, 'authenticated', 'authenticated');
  }
  for (const reply of Object.values(data.idempotency)) reply.at ??= now;
}

const hideLocal = (key: string, value: unknown) => (key === '_local' ? undefined : value);

/** An object as Stripe's API shows it: a deep copy without the stand-in's `_local` state. */
export const publicView = <T>(value: T): T => JSON.parse(JSON.stringify(value, hideLocal)) as T;

export const newId = (prefix: string): string =>
  `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

/** A card PaymentMethod (no number is kept: brand, last four, expiry and the test behaviour). */
export function cardPaymentMethod(input: {
  number: string;
  expMonth: number;
  expYear: number;
  name?: string | null;
  created: number;
}): StripeObject | null {
  const card = cardFor(input.number);
  if (!card) return null;
  return {
    id: newId('pm'),
    object: 'payment_method',
    type: 'card',
    created: input.created,
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
    _local: { behaviour: card.behaviour },
  };
}
