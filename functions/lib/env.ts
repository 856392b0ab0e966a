// Configuration from environment variables, parsed once per cold start; fails fast when missing.
import * as z from 'zod/mini';

/** A whole number of 0 or more written in a variable, or `fallback` when unset. */
const wholeNumber = (fallback: number) =>
  z._default(
    z.pipe(z.string().check(z.regex(/^\d+$/, 'must be a whole number of 0 or more')), z.transform(Number)),
    fallback,
  );

const schema = z.object({
  TABLE_NAME: z.string().check(z.minLength(1)),
  APP_URL: z._default(z.string(), 'http://localhost:3000'),
  USER_POOL_ID: z.optional(z.string()),
  USER_POOL_CLIENT_ID: z.optional(z.string()),
  MAIL_FROM: z._default(z.string(), 'no-reply@example.com'),
  PUBLIC_BUCKET: z.optional(z.string()),
  /** AWS: where CloudFront serves the public bucket (`<app>/uploads`); unset locally, where the bucket's own (s3rver) URL is used. */
  ASSETS_BASE_URL: z.optional(z.string()),
  PRIVATE_BUCKET: z.optional(z.string()),
  /** Local only: s3rver answers path-style URLs (AWS uses virtual-hosted ones, which the CSP lists). */
  S3_FORCE_PATH_STYLE: z._default(z.enum(['true', 'false']), 'false'),
  /** Local only: where the Sms adapter posts instead of SNS. */
  SMS_OUTBOX_URL: z.optional(z.string()),
  /** Country calling codes texts may go to, comma-separated (default North America only: `1`). */
  SMS_COUNTRY_CODES: z._default(z.string(), '1'),
  /** Texts the whole platform may send in a day (passcodes and phone codes): the SMS spend ceiling. */
  SMS_DAILY_BUDGET: wholeNumber(1000),
  /** wss:// URL browsers connect to for group channels. */
  REALTIME_URL: z.optional(z.string()),
  /** https:// management endpoint for posting to connections. */
  REALTIME_CALLBACK_URL: z.optional(z.string()),
  COOKIE_SECURE: z._default(z.enum(['true', 'false']), 'true'),
  /**
   * AWS only: the secret CloudFront sends in ORIGIN_VERIFY_HEADER. When set, requests without it
   * (e.g. straight to the execute-api URL) are refused, and the client IP is CloudFront's viewer address.
   */
  ORIGIN_VERIFY_SECRET: z.optional(z.string()),
  /** Optional key for CSRF tokens (functions/lib/csrf.ts); the origin secret stands in when unset. */
  CSRF_SECRET: z.optional(z.string()),
  /** Stripe keys locally (in AWS they come from the secret STRIPE_SECRET_ARN names, see adapters/payments). */
  STRIPE_SECRET_KEY: z.optional(z.string()),
  /** AWS only: the Amazon Location place index behind address suggestions; unset (locally) turns them off. */
  PLACE_INDEX_NAME: z.optional(z.string()),
  STRIPE_PUBLISHABLE_KEY: z.optional(z.string()),
  STRIPE_WEBHOOK_SECRET: z.optional(z.string()),
  STRIPE_SECRET_ARN: z.optional(z.string()),
  /** Local only: the Stripe stand-in the server's SDK talks to (host/port/protocol). */
  STRIPE_API_URL: z.optional(z.string()),
  /** Local only: where the browser reaches the stand-in; when set, bootstrap tells the web to use the local card fields. */
  STRIPE_LOCAL_BROWSER_URL: z.optional(z.string()),
  /**
   * Google sign-in's OpenID Connect client (functions/adapters/oidc.ts): the issuer whose discovery
   * document is read (AWS: the Cognito user pool, whose hosted UI federates Google; locally the
   * OpenID Connect stand-in), the app client, its secret if it has one, and extra authorization
   * parameters (`identity_provider=Google` for Cognito). Unset: Google sign-in is off.
   */
  GOOGLE_OIDC_ISSUER: z.optional(z.string()),
  GOOGLE_OIDC_CLIENT_ID: z.optional(z.string()),
  GOOGLE_OIDC_CLIENT_SECRET: z.optional(z.string()),
  GOOGLE_OIDC_AUTHORIZE_PARAMS: z.optional(z.string()),
  /** `silent` only in test runs (functions/lib/logger.ts). */
  LOG_LEVEL: z._default(z.enum(['debug', 'info', 'warn', 'error', 'silent']), 'info'),
  /** Group CSV exports of at most this many rows (by the kept counters) are the reply; larger ones are jobs (default 5,000; test stacks lower it). */
  GROUP_CSV_INLINE_MAX_ROWS: wholeNumber(5000),
  /** CE Broker's web service (board reporting): AWS sets CE Broker's URL, the local stack its stand-in. */
  CE_BROKER_URL: z._default(z.string(), 'https://webservices.cebroker.com'),
  /** Local only: the provider id and upload key (in AWS they come from the secret CE_BROKER_SECRET_ARN names). */
  CE_BROKER_PROVIDER_ID: z.optional(z.string()),
  CE_BROKER_UPLOAD_KEY: z.optional(z.string()),
  CE_BROKER_SECRET_ARN: z.optional(z.string()),
  /**
   * The Help page's support contact (the bootstrap's company.support): deploy configuration (CDK
   * context supportEmail, supportPhone, supportHours, set on the bootstrap function; npm start sets
   * local ones). Without an email or a phone the bootstrap has no support and the Help page no contact.
   */
  SUPPORT_EMAIL: z.optional(z.string()),
  SUPPORT_PHONE: z.optional(z.string()),
  SUPPORT_HOURS: z.optional(z.string()),
  /** The CSV export worker's function name (CDK: the generated name; locally the name the local Lambda endpoint knows). */
  CSV_EXPORT_WORKER: z.optional(z.string()),
});

export type Env = z.infer<typeof schema>;
let parsed: Env | undefined;

export function env(): Env {
  parsed ??= schema.parse(process.env);
  return parsed;
}

/** A setting that only some functions need; throws a clear error where it is missing. */
export function requireEnv<K extends keyof Env>(key: K): NonNullable<Env[K]> {
  const value = env()[key];
  if (value === undefined || value === '') throw new Error(`Missing environment variable ${key}`);
  return value as NonNullable<Env[K]>;
}

/** Tests and the local runtime change the environment between runs. */
export function resetEnvForTests(): void {
  parsed = undefined;
}
