// A Stripe-compatible stand-in for the calls the product makes (port 12111, like stripe-mock).
// The real `stripe` SDK talks to it through its host/port/protocol options; the browser's local
// card fields call it the way stripe.js would (publishable key + client secret). What it does not
// imitate is listed in docs/payments.md.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { bool, obj, parseForm, str, type Form } from './form';
import { cardPaymentMethod, newId, now, publicPaymentMethod, Store, type StripeObject } from './store';
import { CARD_ERRORS, TEST_PAYMENT_METHOD_TOKENS } from './test-cards';
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
}

class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}

const invalid = (message: string, param?: string, code?: string) =>
  new StripeError(400, { type: 'invalid_request_error', message, param, code });
const missing = (kind: string, id: string) =>
  new StripeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param: 'id',
  });

type Key = { kind: 'secret' | 'publishable'; value: string };
type Handler = (req: {
  form: Form;
  key: Key;
  params: string[];
  query: Form;
}) => { status?: number; body: unknown } | StripeObject;

export function startStripeStandIn(
  options: StripeStandInOptions,
): Promise<{ server: http.Server; stop: () => Promise<void> }> {
  const store = new Store(options.stateFile);
  const webhooks = new WebhookSender(options.webhookUrl, options.webhookSecret, options.webhookDelayMs);
  const { data } = store;

  const emit = (type: string, object: StripeObject) => {
    const event: StripeObject = {
      id: newId('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: now(),
      livemode: false,
      type,
      data: { object: structuredClone(object) },
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
    data.events.push(event);
    webhooks.send(event);
  };

  const requireSecret = (key: Key) => {
    if (key.kind !== 'secret')
      throw new StripeError(401, {
        type: 'invalid_request_error',
        message: 'This API call cannot be made with a publishable API key. Please use a secret API key.',
      });
  };
  const getCustomer = (id: string) =>
    data.customers[id] ??
    (() => {
      throw missing('customer', id);
    })();
  const getIntent = (id: string) =>
    data.paymentIntents[id] ??
    (() => {
      throw missing('payment_intent', id);
    })();
  const getSetupIntent = (id: string) =>
    data.setupIntents[id] ??
    (() => {
      throw missing('setup_intent', id);
    })();

  /** A pm id, or a `pm_card_*` token that makes a fresh PaymentMethod (as Stripe does). */
  const resolvePaymentMethod = (id: string) => {
    const token = TEST_PAYMENT_METHOD_TOKENS[id];
    if (token) {
      const pm = cardPaymentMethod({ number: token, expMonth: 12, expYear: new Date().getUTCFullYear() + 3 })!;
      data.paymentMethods[pm.id] = pm;
      return pm;
    }
    const pm = data.paymentMethods[id];
    if (!pm) throw missing('payment_method', id);
    return pm;
  };

  const attach = (pm: StripeObject, customerId: string) => {
    getCustomer(customerId);
    if (pm.customer && pm.customer !== customerId)
      throw invalid('The payment method you provided has already been attached to a customer.', 'payment_method');
    pm.customer = customerId;
  };

  /** A client-side call (publishable key) must present the intent's client secret. */
  const checkClientSecret = (key: Key, intent: StripeObject, form: Form) => {
    if (key.kind === 'publishable' && str(form, 'client_secret') !== intent.client_secret) {
      throw invalid(
        'The client_secret provided does not match the client_secret associated with the PaymentIntent.',
        'client_secret',
      );
    }
  };

  const intentOut = (intent: StripeObject, key: Key) => {
    if (key.kind === 'secret') return intent;
    const { customer: _c, metadata: _m, ...rest } = intent; // stripe.js sees less than the server
    return rest as StripeObject;
  };

  const confirmIntent = (intent: StripeObject, form: Form, offSession: boolean) => {
    if (intent.status === 'succeeded')
      throw invalid(
        'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
        undefined,
        'payment_intent_unexpected_state',
      );
    if (intent.status === 'canceled')
      throw invalid(
        'You cannot confirm this PaymentIntent because it has a status of canceled.',
        undefined,
        'payment_intent_unexpected_state',
      );
    const pmId = str(form, 'payment_method') ?? (intent.payment_method as string | null);
    if (!pmId)
      throw invalid(
        "You cannot confirm this PaymentIntent because it's missing a payment method.",
        'payment_method',
        'payment_intent_unexpected_state',
      );
    const pm = resolvePaymentMethod(pmId);
    if (pm.customer && intent.customer && pm.customer !== intent.customer)
      throw invalid('The provided PaymentMethod belongs to another customer.', 'payment_method');
    intent.payment_method = pm.id;
    intent.last_payment_error = null;
    const returnUrl = str(form, 'return_url') ?? (intent.return_url as string | null) ?? null;
    intent.return_url = returnUrl;
    const behaviour = (pm as { behaviour?: string }).behaviour;
    if (behaviour === 'authentication_required' && !intent.authenticated) {
      if (offSession) return refuse(intent, pm, 'authentication_required');
      intent.status = 'requires_action';
      intent.next_action = {
        type: 'redirect_to_url',
        redirect_to_url: { url: `${options.publicUrl}/_local/authenticate/${intent.id}`, return_url: returnUrl },
      };
      return intent;
    }
    if (behaviour === 'declined' || behaviour === 'charge_customer_fail') return refuse(intent, pm, 'declined');
    if (behaviour === 'insufficient_funds') return refuse(intent, pm, behaviour);
    return succeed(intent, pm);
  };

  const succeed = (intent: StripeObject, pm: StripeObject) => {
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: intent.amount,
      latest_charge: newId('ch'),
      next_action: null,
    });
    if (intent.customer && intent.setup_future_usage && !pm.customer) pm.customer = intent.customer;
    emit('payment_intent.succeeded', intent);
    return intent;
  };

  const refuse = (intent: StripeObject, pm: StripeObject, why: keyof typeof CARD_ERRORS): never => {
    const error = {
      type: 'card_error',
      ...CARD_ERRORS[why],
      param: null,
      doc_url: `https://stripe.com/docs/error-codes/${CARD_ERRORS[why].code.replace(/_/g, '-')}`,
    };
    Object.assign(intent, {
      status: 'requires_payment_method',
      next_action: null,
      last_payment_error: { ...error, payment_method: publicPaymentMethod(pm) },
    });
    emit('payment_intent.payment_failed', intent);
    store.save();
    throw new StripeError(402, { ...error, payment_intent: intent });
  };

  const confirmSetup = (intent: StripeObject, form: Form) => {
    const pmId = str(form, 'payment_method') ?? (intent.payment_method as string | null);
    if (!pmId)
      throw invalid("You cannot confirm this SetupIntent because it's missing a payment method.", 'payment_method');
    const pm = resolvePaymentMethod(pmId);
    const behaviour = (pm as { behaviour?: string }).behaviour;
    if (behaviour === 'declined' || behaviour === 'insufficient_funds') {
      const error = { type: 'card_error', ...CARD_ERRORS[behaviour], param: null };
      Object.assign(intent, { status: 'requires_payment_method', last_setup_error: error });
      store.save();
      throw new StripeError(402, { ...error, setup_intent: intent });
    }
    if (intent.customer) attach(pm, intent.customer as string);
    Object.assign(intent, { status: 'succeeded', payment_method: pm.id, next_action: null });
    emit('setup_intent.succeeded', intent);
    return intent;
  };

  const routes: [string, RegExp, Handler][] = [
    [
      'POST',
      /^\/v1\/customers$/,
      ({ form, key }) => {
        requireSecret(key);
        const customer: StripeObject = {
          id: newId('cus'),
          object: 'customer',
          created: now(),
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
        const pm = cardPaymentMethod({
          number: card.number,
          expMonth: Number(card.exp_month),
          expYear: Number(card.exp_year),
          name: obj(form, 'billing_details').name,
        });
        if (!pm)
          throw new StripeError(402, {
            type: 'card_error',
            code: 'incorrect_number',
            message: 'Your card number is incorrect.',
            param: 'number',
          });
        const year = Number(card.exp_year) < 100 ? 2000 + Number(card.exp_year) : Number(card.exp_year);
        const month = Number(card.exp_month);
        const today = new Date();
        if (!(month >= 1 && month <= 12))
          throw new StripeError(402, {
            type: 'card_error',
            code: 'invalid_expiry_month',
            message: "Your card's expiration month is invalid.",
            param: 'exp_month',
          });
        if (year < today.getUTCFullYear() || (year === today.getUTCFullYear() && month < today.getUTCMonth() + 1)) {
          throw new StripeError(402, {
            type: 'card_error',
            code: 'invalid_expiry_year',
            message: "Your card's expiration year is invalid.",
            param: 'exp_year',
          });
        }
        if (!/^\d{3,4}$/.test(card.cvc ?? ''))
          throw new StripeError(402, {
            type: 'card_error',
            code: 'incorrect_cvc',
            message: "Your card's security code is incorrect.",
            param: 'cvc',
          });
        (pm.card as Record<string, unknown>).exp_year = year;
        data.paymentMethods[pm.id] = pm;
        return publicPaymentMethod(pm);
      },
    ],
    [
      'GET',
      /^\/v1\/payment_methods$/,
      ({ key, query }) => {
        requireSecret(key);
        const customer = str(query, 'customer');
        const list = Object.values(data.paymentMethods)
          .filter((pm) => pm.customer && pm.customer === customer)
          .sort((a, b) => Number(b.created) - Number(a.created))
          .map(publicPaymentMethod);
        return { body: { object: 'list', data: list, has_more: false, url: '/v1/payment_methods' } };
      },
    ],
    [
      'GET',
      /^\/v1\/customers\/([^/]+)\/payment_methods$/,
      ({ key, params }) => {
        requireSecret(key);
        getCustomer(params[0]!);
        const list = Object.values(data.paymentMethods)
          .filter((pm) => pm.customer === params[0])
          .map(publicPaymentMethod);
        return {
          body: { object: 'list', data: list, has_more: false, url: `/v1/customers/${params[0]}/payment_methods` },
        };
      },
    ],
    [
      'GET',
      /^\/v1\/payment_methods\/([^/]+)$/,
      ({ key, params }) => {
        requireSecret(key);
        const method = data.paymentMethods[params[0]!];
        if (!method) throw missing('payment_method', params[0]!);
        return publicPaymentMethod(method);
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
        return publicPaymentMethod(pm);
      },
    ],
    [
      'POST',
      /^\/v1\/payment_methods\/([^/]+)\/detach$/,
      ({ key, params }) => {
        requireSecret(key);
        const pm = data.paymentMethods[params[0]!];
        if (!pm) throw missing('payment_method', params[0]!);
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
        return publicPaymentMethod(pm);
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
        if (customer) getCustomer(customer);
        const id = newId('pi');
        const intent: StripeObject = {
          id,
          object: 'payment_intent',
          amount,
          amount_received: 0,
          currency: str(form, 'currency') ?? 'usd',
          customer,
          created: now(),
          livemode: false,
          client_secret: `${id}_secret_${newId('s').slice(2)}`,
          status: 'requires_payment_method',
          payment_method: null,
          payment_method_types: ['card'],
          metadata: obj(form, 'metadata'),
          setup_future_usage: str(form, 'setup_future_usage') ?? null,
          description: str(form, 'description') ?? null,
          last_payment_error: null,
          next_action: null,
          latest_charge: null,
          return_url: null,
          capture_method: 'automatic',
          confirmation_method: 'automatic',
        };
        data.paymentIntents[id] = intent;
        if (str(form, 'payment_method')) intent.payment_method = resolvePaymentMethod(str(form, 'payment_method')!).id;
        if (intent.payment_method) intent.status = 'requires_confirmation';
        if (bool(form, 'confirm')) return confirmIntent(intent, form, bool(form, 'off_session'));
        return intent;
      },
    ],
    [
      'GET',
      /^\/v1\/payment_intents\/([^/]+)$/,
      ({ key, params, query }) => {
        const intent = getIntent(params[0]!);
        checkClientSecret(key, intent, query);
        return intentOut(intent, key);
      },
    ],
    [
      'POST',
      /^\/v1\/payment_intents\/([^/]+)\/confirm$/,
      ({ form, key, params }) => {
        const intent = getIntent(params[0]!);
        checkClientSecret(key, intent, form);
        return intentOut(confirmIntent(intent, form, bool(form, 'off_session')), key);
      },
    ],
    [
      'POST',
      /^\/v1\/payment_intents\/([^/]+)\/cancel$/,
      ({ key, params }) => {
        requireSecret(key);
        const intent = getIntent(params[0]!);
        if (intent.status === 'succeeded')
          throw invalid(
            'You cannot cancel this PaymentIntent because it has a status of succeeded.',
            undefined,
            'payment_intent_unexpected_state',
          );
        intent.status = 'canceled';
        return intent;
      },
    ],
    [
      'POST',
      /^\/v1\/setup_intents$/,
      ({ form, key }) => {
        requireSecret(key);
        const customer = str(form, 'customer') ?? null;
        if (customer) getCustomer(customer);
        const id = newId('seti');
        const intent: StripeObject = {
          id,
          object: 'setup_intent',
          customer,
          created: now(),
          livemode: false,
          client_secret: `${id}_secret_${newId('s').slice(2)}`,
          status: 'requires_payment_method',
          payment_method: null,
          payment_method_types: ['card'],
          usage: str(form, 'usage') ?? 'off_session',
          metadata: obj(form, 'metadata'),
          last_setup_error: null,
          next_action: null,
        };
        data.setupIntents[id] = intent;
        return intent;
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
        if (intent.status === 'succeeded')
          throw invalid(
            'You cannot confirm this SetupIntent because it has already succeeded.',
            undefined,
            'setup_intent_unexpected_state',
          );
        return confirmSetup(intent, form);
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
          created: now(),
          metadata: obj(form, 'metadata'),
        };
        data.refunds[refund.id] = refund;
        // Stripe announces a refund on the charge it refunds (the object is the Charge, naming its PaymentIntent).
        const refunded = already + amount;
        emit('charge.refunded', {
          id: String(intent.latest_charge),
          object: 'charge',
          amount: intent.amount,
          amount_refunded: refunded,
          refunded: refunded === Number(intent.amount),
          currency: intent.currency,
          payment_intent: intent.id,
          customer: intent.customer ?? null,
          status: 'succeeded',
          created: now(),
          metadata: intent.metadata ?? {},
        });
        return refund;
      },
    ],
  ];

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
      complete: (intent, ok) => completeAuthentication(intent, ok),
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
    if (storeKey && data.idempotency[storeKey]) {
      const saved = data.idempotency[storeKey]!;
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
    if (storeKey && status !== 401 && status < 500) data.idempotency[storeKey] = { fingerprint, status, body: reply };
    store.save();
    sendJson(res, status, reply);
  };

  const completeAuthentication = (intent: StripeObject, ok: boolean): void => {
    if (intent.status !== 'requires_action') return;
    const pm = data.paymentMethods[intent.payment_method as string]!;
    if (!ok) {
      try {
        refuse(intent, pm, 'authentication_required');
      } catch {
        // refuse() records the failure on the intent and throws for API callers; here it is a page.
      }
      return;
    }
    intent.authenticated = true;
    succeed(intent, pm);
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

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
  res.end(JSON.stringify(body));
}
