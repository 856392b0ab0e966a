// Stripe's error envelope, with only the fields Stripe sends: `param` only for a parameter's error,
// `code` and its `doc_url` only when there is a code, the intent (and card) a card error concerns.
export type ErrorBody = Record<string, unknown> & { type: string; message: string };

export class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
  }
}

export const docUrl = (code: string): string => `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}`;

/** An error object (the envelope's `error`, or an intent's `last_payment_error`) without absent fields. */
export function errorBody(fields: {
  type: string;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  [more: string]: unknown;
}): ErrorBody {
  const body: ErrorBody = { ...fields };
  if (fields.code) body.doc_url = docUrl(fields.code);
  for (const [key, value] of Object.entries(body)) if (value === undefined) delete body[key];
  return body;
}

export const invalid = (message: string, param?: string, code?: string): StripeError =>
  new StripeError(400, errorBody({ type: 'invalid_request_error', message, param, code }));

export const missing = (kind: string, id: string, param = 'id'): StripeError =>
  new StripeError(
    404,
    errorBody({ type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'`, param }),
  );

/** Confirming without a return_url while the intent accepts redirect-based methods (Stripe's default since 2023-08-16). */
export const returnUrlRequired = (kind: 'Payment Intent' | 'Setup Intent'): StripeError =>
  invalid(
    `A \`return_url\` must be specified because this ${kind} is configured to automatically accept the payment methods enabled in the Dashboard, some of which may require a full page redirect to succeed. If you do not want to accept redirect-based payment methods, set \`automatic_payment_methods[enabled]\` to \`true\` and \`automatic_payment_methods[allow_redirects]\` to \`never\` when creating Setup Intents and Payment Intents.`,
  );
