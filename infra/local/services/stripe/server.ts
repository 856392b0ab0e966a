// A Stripe-compatible stand-in for the calls the product makes (port 12111, like stripe-mock).
// The real `stripe` SDK talks to it through its host/port/protocol options; the browser's local
// card fields call it the way stripe.js would (publishable key + client secret). What it does not
// imitate is listed in docs/payments.md.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { bool, obj, parseForm, str, type Form } from './form';
import { errorBody, invalid, missing, StripeError } from './errors';
import { IdempotencyKeys } from './idempotency';
import { intentFlows, paymentMethodSettings } from './intents';
import { listPage } from './pagination';
import { cardPaymentMethod, newId, publicView, Store, type StripeObject } from './store';
import { authenticationPage } from './authentication-page';
import { WebhookSender } from './webhooks';

export interface StripeStandInOptions {
  port: number;
  /** Where events are POSTed (our `/api/webhooks/stripe`). */
  webhookUrl: string | null;
  webhookSecret: string;
  /** Holds each webhook event back this long (default 0). */
  webhookDelayMs?: number;
  /** Persist objects between restarts (null: memory only, for tests). */
  stateFile: string | null;
  /** Base URL the browser reaches the stand-in at (authentication page links). */
  publicUrl: string;
  /** For tests: the stand-in's clock in milliseconds (idempotency keys expire on it; `created` comes from it). */
  now?: () => number;
}

type Key = { kind: 'secret' | 'publishable'; value: string };
type Handler = (req: {
  form: Form;
  key: Key;
  params: string[];
  query: Form;
}) => { status?: number; body: unknown } | StripeObject;

/** What stripe.js sees of an intent (publishable key): no customer, no metadata. */
const CLIENT_HIDDEN = ['customer', 'metadata'];

export function startStripeStandIn(
  options: StripeStandInOptions,
): Promise<{ server: http.Server; stop: () => Promise<void> }> {
  const clock = options.now ?? Date.now;
  const seconds = () => Math.floor(clock() / 1000);
  const store = new Store(options.stateFile, clock());
  const webhooks = new WebhookSender(options.webhookUrl, options.webhookSecret, options.webhookDelayMs);
  const { data } = store;
  const idempotency = new IdempotencyKeys(data.idempotency, clock);

  const emit = (type: string, object: StripeObject) => {
    const event: StripeObject = {
      id: newId('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: seconds(),
      livemode: false,
      type,
      data: { object: publicView(object) },
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
    data.events.push(event);
    webhooks.send(event);
  };

  const flows = intentFlows({ data, emit, save: () => store.save(), publicUrl: options.publicUrl, seconds });
  const { getCustomer, resolvePaymentMethod, attach } = flows;

  const requireSecret = (key: Key) => {
    if (key.kind !== 'secret')
      throw new StripeError(401, {
        type: 'invalid_request_error',
        message: 'This API call cannot be made with a publishable API key. Please use a secret API key.',
      });
  };
  const getIntent = (id: string) => data.paymentIntents[id] ?? raise(missing('payment_intent', id));
  const getSetupIntent = (id: string) => data.setupIntents[id] ?? raise(missing('setup_intent', id));

  /** A client-side call (publishable key) must present the intent's client secret. */
  const checkClientSecret = (key: Key, intent: StripeObject, form: Form) => {
    const kind = intent.object === 'setup_intent' ? 'SetupIntent' : 'PaymentIntent';
    if (key.kind === 'publishable' && str(form, 'client_secret') !== intent.client_secret) {
      throw invalid(
        `The client_secret provided does not match the client_secret associated with the ${kind}.`,
        'client_secret',
      );
    }
  };

  /** A customer's saved cards, newest first (Stripe's list order). */
  const cardsOf = (customerId: string | undefined) =>
    Object.values(data.paymentMethods)
      .filter((pm) => customerId && pm.customer === customerId)
      .reverse();

  const routes: [string, RegExp, Handler][] = [
    [
      'POST',
      /^\/v1\/customers$/,
      ({ form, key }) => {
        requireSecret(key);
        const customer: StripeObject = {
          id: newId('cus'),
          object: 'customer',
          created: seconds(),
          livemode: false,
          email: str(form, 'email') ?? null,
          name: str(form, 'name') ?? null,
          metadata: obj(form, 'metadata'),
          invoice_settings: { default_payment_method: null },
        };
        data.customers[customer.id] = customer;
        return customer;
      },
    ],
    [
      'GET',
      /^\/v1\/customers\/([^/]+)$/,
      ({ key, params }) => {
        requireSecret(key);
        return getCustomer(params[0]!);
      },
    ],
    [
      'POST',
      /^\/v1\/customers\/([^/]+)$/,
      ({ form, key, params }) => {
        requireSecret(key);
        const customer = getCustomer(params[0]!);
        const settings = obj(form, 'invoice_settings');
        if ('default_payment_method' in settings) {
          const pmId = settings.default_payment_method || null;
          if (pmId && data.paymentMethods[pmId]?.customer !== customer.id)
            throw invalid(
              `No such PaymentMethod: '${pmId}'; It's possible this PaymentMethod exists on one of your connected accounts.`,
              'invoice_settings[default_payment_method]',
            );
          customer.invoice_settings = { default_payment_method: pmId };
        }
        if (str(form, 'email')) customer.email = str(form, 'email');
        Object.assign(customer.metadata as object, obj(form, 'metadata'));
        return customer;
      },
    ],
    [
      'POST',
      /^\/v1\/payment_methods$/,
      ({ form }) => {
        const card = obj(form, 'card');
        if (str(form, 'type') !== 'card') throw invalid('Invalid payment method type: only card is supported.', 'type');
        if (!card.number) throw invalid('Missing required param: card[number].', 'card[number]');
        const cardError = (code: string, message: string, param: string) =>
          new StripeError(402, errorBody({ type: 'card_error', code, message, param }));
        const pm = cardPaymentMethod({
          number: card.number,
          expMonth: Number(card.exp_month),
          expYear: Number(card.exp_year),
          name: obj(form, 'billing_details').name,
          created: seconds(),
        });
        if (!pm) throw cardError('incorrect_number', 'Your card number is incorrect.', 'number');
        const year = Number(card.exp_year) < 100 ? 2000 + Number(card.exp_year) : Number(card.exp_year);
        const month = Number(card.exp_month);
        const today = new Date(clock());
        if (!(month >= 1 && month <= 12))
          throw cardError('invalid_expiry_month', "Your card's expiration month is invalid.", 'exp_month');
        if (year < today.getUTCFullYear() || (year === today.getUTCFullYear() && month < today.getUTCMonth() + 1))
          throw cardError('invalid_expiry_year', "Your card's expiration year is invalid.", 'exp_year');
        if (!/^\d{3,4}$/.test(card.cvc ?? ''))
          throw cardError('incorrect_cvc', "Your card's security code is incorrect.", 'cvc');
        (pm.card as Record<string, unknown>).exp_year = year;
        data.paymentMethods[pm.id] = pm;
        return pm;
      },
    ],
    [
      'GET',
      /^\/v1\/payment_methods$/,
      ({ key, query }) => {
        requireSecret(key);
        const type = str(query, 'type');
        const cards = type && type !== 'card' ? [] : cardsOf(str(query, 'customer'));
        return { body: listPage(cards, query, '/v1/payment_methods', 'payment_method') };
      },
    ],
    [
      'GET',
      /^\/v1\/customers\/([^/]+)\/payment_methods$/,
      ({ key, params, query }) => {
        requireSecret(key);
        getCustomer(params[0]!);
        return {
          body: listPage(cardsOf(params[0]), query, `/v1/customers/${params[0]}/payment_methods`, 'payment_method'),
        };
      },
    ],
    [
      'GET',
      /^\/v1\/payment_methods\/([^/]+)$/,
      ({ key, params }) => {
        requireSecret(key);
        return data.paymentMethods[params[0]!] ?? raise(missing('payment_method', params[0]!));
      },
    ],
    [
      'POST',
      /^\/v1\/payment_methods\/([^/]+)\/attach$/,
      ({ form, key, params }) => {
        requireSecret(key);
        const pm = resolvePaymentMethod(params[0]!);
        const customer = str(form, 'customer');
        if (!customer) throw invalid('Missing required param: customer.', 'customer');
        attach(pm, customer);
        return pm;
      },
    ],
    [
      'POST',
      /^\/v1\/payment_methods\/([^/]+)\/detach$/,
      ({ key, params }) => {
        requireSecret(key);
        const pm = data.paymentMethods[params[0]!] ?? raise(missing('payment_method', params[0]!));
        if (!pm.customer)
          throw invalid(
            'The payment method you provided is not attached to a customer so detachment is impossible.',
            'payment_method',
          );
        const customer = data.customers[pm.customer as string];
        if (
          customer &&
          (customer.invoice_settings as { default_payment_method: string | null }).default_payment_method === pm.id
        )
          customer.invoice_settings = { default_payment_method: null };
        pm.customer = null;
        return pm;
      },
    ],
    [
      'POST',
      /^\/v1\/payment_intents$/,
      ({ form, key }) => {
        requireSecret(key);
        const amount = Number(str(form, 'amount'));
        if (!Number.isInteger(amount) || amount < 50)
          throw invalid('Amount must be at least $0.50 usd', 'amount', 'amount_too_small');
        const customer = str(form, 'customer') ?? null;
        if (customer) getCustomer(customer, 'customer');
        const id = newId('pi');
        const intent: StripeObject = {
          id,
          object: 'payment_intent',
          amount,
          amount_received: 0,
          currency: str(form, 'currency') ?? 'usd',
          customer,
          created: seconds(),
          livemode: false,
          client_secret: `${id}_secret_${newId('s').slice(2)}`,
          status: 'requires_payment_method',
          payment_method: null,
          ...paymentMethodSettings(form),
          metadata: obj(form, 'metadata'),
          setup_future_usage: str(form, 'setup_future_usage') ?? null,
          description: str(form, 'description') ?? null,
          last_payment_error: null,
          next_action: null,
          latest_charge: null,
          canceled_at: null,
          cancellation_reason: null,
          capture_method: 'automatic',
          confirmation_method: 'automatic',
        };
        if (str(form, 'payment_method')) intent.payment_method = resolvePaymentMethod(str(form, 'payment_method')!).id;
        if (intent.payment_method) intent.status = 'requires_confirmation';
        if (!bool(form, 'confirm')) {
          data.paymentIntents[id] = intent;
          return intent;
        }
        // Refused before it exists (a 400 such as a missing return_url): Stripe keeps no intent.
        const confirmed = structuredClone(intent);
        try {
          flows.confirmPayment(confirmed, form, bool(form, 'off_session'));
        } catch (error) {
          if (error instanceof StripeError && error.status === 402) data.paymentIntents[id] = confirmed;
          throw error;
        }
        data.paymentIntents[id] = confirmed;
        return confirmed;
      },
    ],
    [
      'GET',
      /^\/v1\/payment_intents\/([^/]+)$/,
      ({ key, params, query }) => {
        const intent = getIntent(params[0]!);
        checkClientSecret(key, intent, query);
        return intent;
      },
    ],
    [
      'POST',
      /^\/v1\/payment_intents\/([^/]+)\/confirm$/,
      ({ form, key, params }) => {
        const intent = getIntent(params[0]!);
        checkClientSecret(key, intent, form);
        return flows.confirmPayment(intent, form, bool(form, 'off_session'));
      },
    ],
    [
      'POST',
      /^\/v1\/payment_intents\/([^/]+)\/cancel$/,
      ({ form, key, params }) => {
        requireSecret(key);
        const intent = getIntent(params[0]!);
        // As Stripe: only an intent that has taken no money (and is not already canceled) can be canceled.
        if (intent.status === 'succeeded' || intent.status === 'processing' || intent.status === 'canceled')
          throw invalid(
            `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
            undefined,
            'payment_intent_unexpected_state',
          );
        intent.status = 'canceled';
        intent.canceled_at = seconds();
        intent.cancellation_reason = str(form, 'cancellation_reason') ?? null;
        intent.next_action = null;
        emit('payment_intent.canceled', intent);
        return intent;
      },
    ],
    [
      'POST',
      /^\/v1\/setup_intents$/,
      ({ form, key }) => {
        requireSecret(key);
        const customer = str(form, 'customer') ?? null;
        if (customer) getCustomer(customer, 'customer');
        const id = newId('seti');
        const intent: StripeObject = {
          id,
          object: 'setup_intent',
          customer,
          created: seconds(),
          livemode: false,
          client_secret: `${id}_secret_${newId('s').slice(2)}`,
          status: 'requires_payment_method',
          payment_method: null,
          ...paymentMethodSettings(form),
          usage: str(form, 'usage') ?? 'off_session',
          metadata: obj(form, 'metadata'),
          last_setup_error: null,
          next_action: null,
        };
        if (str(form, 'payment_method')) {
          intent.payment_method = resolvePaymentMethod(str(form, 'payment_method')!).id;
          intent.status = 'requires_confirmation';
        }
        if (!bool(form, 'confirm')) {
          data.setupIntents[id] = intent;
          return intent;
        }
        const confirmed = structuredClone(intent);
        try {
          flows.confirmSetup(confirmed, form);
        } catch (error) {
          if (error instanceof StripeError && error.status === 402) data.setupIntents[id] = confirmed;
          throw error;
        }
        data.setupIntents[id] = confirmed;
        return confirmed;
      },
    ],
    [
      'GET',
      /^\/v1\/setup_intents\/([^/]+)$/,
      ({ key, params, query }) => {
        const intent = getSetupIntent(params[0]!);
        checkClientSecret(key, intent, query);
        return intent;
      },
    ],
    [
      'POST',
      /^\/v1\/setup_intents\/([^/]+)\/confirm$/,
      ({ form, key, params }) => {
        const intent = getSetupIntent(params[0]!);
        checkClientSecret(key, intent, form);
        return flows.confirmSetup(intent, form);
      },
    ],
    [
      'POST',
      /^\/v1\/refunds$/,
      ({ form, key }) => {
        requireSecret(key);
        const intent = getIntent(str(form, 'payment_intent') ?? '');
        if (intent.status !== 'succeeded')
          throw invalid(
            'This PaymentIntent does not have a successful charge to refund.',
            'payment_intent',
            'charge_not_refundable',
          );
        const already = Object.values(data.refunds)
          .filter((r) => r.payment_intent === intent.id)
          .reduce((sum, r) => sum + Number(r.amount), 0);
        if (already >= Number(intent.amount))
          throw invalid(
            `Charge ${String(intent.latest_charge)} has already been refunded.`,
            undefined,
            'charge_already_refunded',
          );
        const amount = str(form, 'amount') ? Number(str(form, 'amount')) : Number(intent.amount) - already;
        if (!(amount > 0) || already + amount > Number(intent.amount))
          throw invalid(
            `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${((Number(intent.amount) - already) / 100).toFixed(2)})`,
            'amount',
            'amount_too_large',
          );
        const refund: StripeObject = {
          id: newId('re'),
          object: 'refund',
          amount,
          currency: intent.currency,
          payment_intent: intent.id,
          charge: intent.latest_charge,
          status: 'succeeded',
          created: seconds(),
          metadata: obj(form, 'metadata'),
        };
        data.refunds[refund.id] = refund;
        // Stripe announces a refund on the charge it refunds (the object is the Charge, naming its PaymentIntent).
        emit('charge.refunded', chargeOf(intent, already + amount));
        return refund;
      },
    ],
  ];

  /** The succeeded charge behind an intent, as a `charge.*` event shows it (the stand-in keeps no Charge objects). */
  const chargeOf = (intent: StripeObject, refunded: number): StripeObject => {
    const pm = data.paymentMethods[intent.payment_method as string];
    return {
      id: String(intent.latest_charge),
      object: 'charge',
      amount: intent.amount,
      amount_captured: intent.amount,
      amount_refunded: refunded,
      billing_details: pm?.billing_details ?? { address: null, email: null, name: null, phone: null },
      captured: true,
      created: intent.created,
      currency: intent.currency,
      customer: intent.customer ?? null,
      disputed: false,
      livemode: false,
      metadata: intent.metadata ?? {},
      paid: true,
      payment_intent: intent.id,
      payment_method: intent.payment_method ?? null,
      refunded: refunded === Number(intent.amount),
      status: 'succeeded',
    };
  };

  /** What the caller may see: stripe.js (publishable key) gets intents without customer and metadata. */
  const visible = (body: unknown, key: Key): unknown => {
    const copy = publicView(body) as Record<string, unknown> | null;
    if (key.kind !== 'publishable' || !copy || typeof copy !== 'object') return copy;
    const error = copy.error as Record<string, unknown> | undefined;
    for (const holder of [copy, error ?? {}])
      for (const field of ['payment_intent', 'setup_intent'])
        if (holder[field] && typeof holder[field] === 'object')
          for (const hidden of CLIENT_HIDDEN) delete (holder[field] as Record<string, unknown>)[hidden];
    if (copy.object === 'payment_intent' || copy.object === 'setup_intent')
      for (const hidden of CLIENT_HIDDEN) delete copy[hidden];
    return copy;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stripe.local');
    res.setHeader('access-control-allow-origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-headers': 'authorization, content-type, idempotency-key, stripe-version',
        'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
        'access-control-max-age': '600',
      });
      return res.end();
    }
    const body = await readBody(req);
    const auth = await authenticationPage(url, req.method ?? 'GET', body, data, {
      complete: (intent, ok) => flows.completeAuthentication(intent, ok),
    });
    if (auth) {
      store.save();
      res.writeHead(auth.status, auth.headers);
      return res.end(auth.body);
    }
    if (url.pathname === '/_local/events') return sendJson(res, 200, { data: data.events.slice(-100) });

    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const key: Key | null = bearer.startsWith('sk_test_')
      ? { kind: 'secret', value: bearer }
      : bearer.startsWith('pk_test_')
        ? { kind: 'publishable', value: bearer }
        : null;
    if (!key)
      return sendJson(res, 401, {
        error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${bearer.slice(0, 8)}***` },
      });

    const form = parseForm(body.toString('utf8'));
    const query = parseForm(url.search.slice(1));
    const idempotencyKey = req.method === 'POST' ? (req.headers['idempotency-key'] as string | undefined) : undefined;
    const fingerprint = createHash('sha256')
      .update(`${req.method} ${url.pathname} ${body.toString('utf8')}`)
      .digest('hex');
    const storeKey = idempotencyKey ? `${key.value}:${idempotencyKey}` : null;
    const saved = storeKey ? idempotency.find(storeKey) : null;
    if (saved) {
      if (saved.fingerprint !== fingerprint) {
        return sendJson(res, 400, {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          },
        });
      }
      res.setHeader('idempotent-replayed', 'true');
      return sendJson(res, saved.status, saved.body);
    }

    let status = 200;
    let reply: unknown;
    try {
      const route = routes.find(([method, pattern]) => method === req.method && pattern.test(url.pathname));
      if (!route)
        throw new StripeError(404, {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${req.method}: ${url.pathname}).`,
        });
      const params = route[1].exec(url.pathname)!.slice(1).map(decodeURIComponent);
      const result = route[2]({ form, key, params, query });
      if ('body' in result && !('object' in result)) {
        status = (result as { status?: number }).status ?? 200;
        reply = (result as { body: unknown }).body;
      } else reply = result;
    } catch (error) {
      if (!(error instanceof StripeError)) throw error;
      status = error.status;
      reply = { error: error.body };
    }
    const sent = visible(reply, key);
    if (storeKey) idempotency.save(storeKey, fingerprint, status, sent);
    store.save();
    sendJson(res, status, sent);
  };

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) =>
      sendJson(res, 500, { error: { type: 'api_error', message: error instanceof Error ? error.message : 'error' } }),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () =>
      resolve({
        server,
        stop: () =>
          new Promise<void>((done) => {
            webhooks.stop();
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}

function raise(error: StripeError): never {
  throw error;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
  res.end(JSON.stringify(body));
}
