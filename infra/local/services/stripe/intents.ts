// How PaymentIntents and SetupIntents move, as Stripe moves them for the test cards: confirmation
// (with Stripe's return_url rule for intents that accept redirect-based methods), 3-D Secure through
// the local bank page, refusals with Stripe's card errors, and the card check at attach.
import { obj, str, type Form } from './form';
import { errorBody, invalid, missing, returnUrlRequired, StripeError } from './errors';
import { cardPaymentMethod, newId, publicView, type StoreData, type StripeObject } from './store';
import { AUTHENTICATION_FAILURE, CARD_ERRORS, checkRefusal, TEST_PAYMENT_METHOD_TOKENS } from './test-cards';

export interface IntentContext {
  data: StoreData;
  emit: (type: string, object: StripeObject) => void;
  save: () => void;
  /** Base URL the browser reaches the stand-in at (the bank page). */
  publicUrl: string;
  /** Unix seconds on the stand-in's clock. */
  seconds: () => number;
}

type AutomaticPaymentMethods = { enabled: boolean; allow_redirects?: string } | null;

/**
 * `automatic_payment_methods` and `payment_method_types` as Stripe echoes them. Without either, Stripe
 * (API 2023-08-16 on) turns on the Dashboard's payment methods with redirects allowed.
 */
export function paymentMethodSettings(form: Form) {
  const automatic = obj(form, 'automatic_payment_methods');
  const listed = form.payment_method_types ?? form.allowed_payment_method_types;
  const types = Array.isArray(listed) ? (listed as string[]) : null;
  if (types?.some((type) => type !== 'card'))
    throw invalid('The Stripe stand-in only implements card payments.', 'payment_method_types');
  if ('enabled' in automatic)
    return {
      automatic_payment_methods: {
        allow_redirects: automatic.allow_redirects ?? 'always',
        enabled: automatic.enabled === 'true',
      },
      payment_method_types: ['card'],
    };
  if (types) return { automatic_payment_methods: null, payment_method_types: types };
  return { automatic_payment_methods: { allow_redirects: 'always', enabled: true }, payment_method_types: ['card'] };
}

const redirectsAllowed = (intent: StripeObject) => {
  const automatic = intent.automatic_payment_methods as AutomaticPaymentMethods;
  return Boolean(automatic?.enabled) && automatic?.allow_redirects !== 'never';
};

const needsAuthentication = (pm: StripeObject, offSession: boolean) => {
  const behaviour = pm._local?.behaviour;
  if (behaviour === 'authentication_required') return true;
  // 4000 0025 0000 3155: every on-session payment authenticates; off-session passes once set up.
  return behaviour === 'authenticate_once' && !(offSession && pm._local?.setUpOffSession);
};

export function intentFlows(ctx: IntentContext) {
  const { data, emit, save } = ctx;

  const getCustomer = (id: string, param = 'id') => data.customers[id] ?? raise(missing('customer', id, param));

  /** A pm id, or a `pm_card_*` token that makes a fresh PaymentMethod (as Stripe does). */
  const resolvePaymentMethod = (id: string) => {
    const token = TEST_PAYMENT_METHOD_TOKENS[id];
    if (token) {
      const year = new Date(ctx.seconds() * 1000).getUTCFullYear() + 3;
      const pm = cardPaymentMethod({ number: token, expMonth: 12, expYear: year, created: ctx.seconds() })!;
      data.paymentMethods[pm.id] = pm;
      return pm;
    }
    return data.paymentMethods[id] ?? raise(missing('payment_method', id));
  };

  /** Stripe checks a card when it is attached: decline cards are refused there, not at the first charge. */
  const attach = (pm: StripeObject, customerId: string) => {
    getCustomer(customerId, 'customer');
    if (pm.customer && pm.customer !== customerId)
      throw invalid('The payment method you provided has already been attached to a customer.', 'payment_method');
    const refusal = checkRefusal(pm._local?.behaviour);
    if (refusal) throw new StripeError(402, errorBody({ type: 'card_error', ...CARD_ERRORS[refusal] }));
    pm.customer = customerId;
  };

  /** On-session 3-D Secure: the bank page by redirect when there is a return_url, else stripe.js's own flow. */
  const nextAction = (intentId: string, returnUrl: string | null) => {
    const url = `${ctx.publicUrl}/_local/authenticate/${intentId}`;
    return returnUrl
      ? { type: 'redirect_to_url', redirect_to_url: { url, return_url: returnUrl } }
      : { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: url } };
  };

  const returnUrlFor = (intent: StripeObject, form: Form, kind: 'Payment Intent' | 'Setup Intent') => {
    const returnUrl = str(form, 'return_url') ?? intent._local?.returnUrl ?? null;
    if (!returnUrl && redirectsAllowed(intent)) throw returnUrlRequired(kind);
    return returnUrl;
  };

  const confirmPayment = (intent: StripeObject, form: Form, offSession: boolean) => {
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
    const returnUrl = returnUrlFor(intent, form, 'Payment Intent');
    const pm = resolvePaymentMethod(pmId);
    if (pm.customer && intent.customer && pm.customer !== intent.customer)
      throw invalid('The provided PaymentMethod belongs to another customer.', 'payment_method');
    intent.payment_method = pm.id;
    intent.last_payment_error = null;
    intent._local = { ...intent._local, returnUrl };
    if (needsAuthentication(pm, offSession) && !intent._local.authenticated) {
      if (offSession) return refusePayment(intent, pm, 'authentication_required');
      intent.status = 'requires_action';
      intent.next_action = nextAction(intent.id, returnUrl);
      return intent;
    }
    const behaviour = pm._local?.behaviour;
    if (behaviour === 'declined' || behaviour === 'charge_customer_fail') return refusePayment(intent, pm, 'declined');
    if (behaviour === 'insufficient_funds') return refusePayment(intent, pm, behaviour);
    return succeedPayment(intent, pm);
  };

  const succeedPayment = (intent: StripeObject, pm: StripeObject) => {
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: intent.amount,
      latest_charge: newId('ch'),
      next_action: null,
    });
    if (intent.setup_future_usage) {
      if (intent.customer && !pm.customer) pm.customer = intent.customer;
      pm._local = { ...pm._local, setUpOffSession: true };
    }
    emit('payment_intent.succeeded', intent);
    return intent;
  };

  /** The issuer refused the charge: a failed charge, the intent back to requires_payment_method, a 402. */
  const refusePayment = (intent: StripeObject, pm: StripeObject, why: keyof typeof CARD_ERRORS): never => {
    const charge = newId('ch');
    const error = errorBody({ type: 'card_error', ...CARD_ERRORS[why], charge });
    Object.assign(intent, {
      status: 'requires_payment_method',
      payment_method: null,
      next_action: null,
      latest_charge: charge,
      last_payment_error: { ...error, payment_method: publicView(pm) },
    });
    emit('payment_intent.payment_failed', intent);
    save();
    throw new StripeError(402, { ...error, payment_intent: publicView(intent), payment_method: publicView(pm) });
  };

  const confirmSetup = (intent: StripeObject, form: Form) => {
    if (intent.status === 'succeeded')
      throw invalid(
        'You cannot confirm this SetupIntent because it has already succeeded.',
        undefined,
        'setup_intent_unexpected_state',
      );
    const pmId = str(form, 'payment_method') ?? (intent.payment_method as string | null);
    if (!pmId)
      throw invalid("You cannot confirm this SetupIntent because it's missing a payment method.", 'payment_method');
    const returnUrl = returnUrlFor(intent, form, 'Setup Intent');
    const pm = resolvePaymentMethod(pmId);
    intent.payment_method = pm.id;
    intent.last_setup_error = null;
    intent._local = { ...intent._local, returnUrl };
    const refusal = checkRefusal(pm._local?.behaviour);
    if (refusal) {
      const error = errorBody({ type: 'card_error', ...CARD_ERRORS[refusal] });
      Object.assign(intent, {
        status: 'requires_payment_method',
        payment_method: null,
        last_setup_error: { ...error, payment_method: publicView(pm) },
      });
      emit('setup_intent.setup_failed', intent);
      save();
      throw new StripeError(402, { ...error, setup_intent: publicView(intent), payment_method: publicView(pm) });
    }
    const behaviour = pm._local?.behaviour;
    if (
      (behaviour === 'authentication_required' || behaviour === 'authenticate_once') &&
      !intent._local.authenticated
    ) {
      intent.status = 'requires_action';
      intent.next_action = nextAction(intent.id, returnUrl);
      return intent;
    }
    return succeedSetup(intent, pm);
  };

  const succeedSetup = (intent: StripeObject, pm: StripeObject) => {
    if (intent.customer) attach(pm, intent.customer as string);
    pm._local = { ...pm._local, setUpOffSession: intent.usage === 'off_session' || pm._local?.setUpOffSession };
    Object.assign(intent, { status: 'succeeded', payment_method: pm.id, next_action: null });
    emit('setup_intent.succeeded', intent);
    return intent;
  };

  /** The bank page's answer: a failed authentication is an invalid_request_error on the intent, as Stripe records it. */
  const completeAuthentication = (intent: StripeObject, ok: boolean): void => {
    if (intent.status !== 'requires_action') return;
    const pm = data.paymentMethods[intent.payment_method as string]!;
    const setup = intent.object === 'setup_intent';
    if (ok) {
      intent._local = { ...intent._local, authenticated: true };
      if (setup) succeedSetup(intent, pm);
      else succeedPayment(intent, pm);
      return;
    }
    const failure = {
      ...errorBody({
        type: 'invalid_request_error',
        code: AUTHENTICATION_FAILURE[setup ? 'setup_intent' : 'payment_intent'],
        message: AUTHENTICATION_FAILURE.message,
      }),
      payment_method: publicView(pm),
    };
    Object.assign(intent, {
      status: 'requires_payment_method',
      payment_method: null,
      next_action: null,
      [setup ? 'last_setup_error' : 'last_payment_error']: failure,
    });
    emit(setup ? 'setup_intent.setup_failed' : 'payment_intent.payment_failed', intent);
  };

  return { getCustomer, resolvePaymentMethod, attach, confirmPayment, confirmSetup, completeAuthentication };
}

function raise(error: StripeError): never {
  throw error;
}
