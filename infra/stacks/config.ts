// Deployment parameters, read from CDK context (`cdk.json` "context", or `-c key=value`).
// Every one has a default so `cdk synth` needs nothing. See docs/deploying.md.
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Node } from 'constructs';

export interface AppConfig {
  /** Custom domain for the web app (CloudFront alias), e.g. `app.example.com`. Needs `certificateArn`. */
  domainName?: string;
  /** ACM certificate for `domainName`, in us-east-1 (CloudFront requirement). */
  certificateArn?: string;
  /** Public URL of the app, used in emails and for bucket CORS. Default: https://<domainName> or the CloudFront URL. */
  appUrl?: string;
  /** Optional custom domain for the HTTP API itself (the browser goes through CloudFront `/api/*` anyway). */
  apiDomainName?: string;
  /** Regional ACM certificate for `apiDomainName`. */
  apiCertificateArn?: string;
  /** An existing WAFv2 web ACL (scope CLOUDFRONT, us-east-1) to attach instead of the one EdgeSecurityStack builds. */
  webAclArn?: string;
  /** SES-verified sender address. */
  mailFrom: string;
  /** Secrets Manager secret holding the Stripe keys. */
  stripeSecretName: string;
  /** Stripe publishable key (public by design): bootstrap.json hands it to Stripe Elements. */
  stripePublishableKey?: string;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  /** X-Ray active tracing on every function (default on: docs/decisions/012-observability.md). */
  tracing: boolean;
  /** CloudWatch retention of function and access logs, in days. */
  logRetentionDays: number;
  /**
   * Google sign-in (docs/google-sign-in.md): the Google OAuth client id. When set, Cognito federates
   * Google through its hosted UI (GoogleSignInStack) and the routes get the OpenID Connect settings.
   */
  googleClientId?: string;
  /** Secrets Manager secret (plain text) holding the Google OAuth client secret. */
  googleClientSecretName: string;
  /** CE Broker's web service for board reporting (its test service while trying things out: `https://test.webservices.cebroker.com`). */
  ceBrokerUrl: string;
  /** Secrets Manager secret holding the CE Broker provider id and upload key (`{"providerId","uploadKey"}`). */
  ceBrokerSecretName: string;
  /**
   * How learners reach support, shown on the in-app Help page (the bootstrap's `company.support`):
   * an email address, a phone number and opening hours, each optional. With neither email nor phone
   * the Help page shows no contact block.
   */
  supportEmail?: string;
  supportPhone?: string;
  supportHours?: string;
  /** The Cognito hosted UI's domain prefix (`<prefix>.auth.<region>.amazoncognito.com`, unique in the region); needed with googleClientId. */
  cognitoDomainPrefix?: string;
  /**
   * How many verifiable-credential issuer keys there are (KMS, ECC_NIST_P256), every one published in
   * the DID document. Raising it only publishes a new key; `credentialSigningGeneration` switches
   * signing to it on a later deploy (docs/verifiable-credentials.md, "Rotating the key").
   */
  credentialKeyGenerations: number;
  /**
   * Which generation signs (1..credentialKeyGenerations): older ones are retired, newer ones published
   * and waiting. Must be named once there is more than one generation (signingGeneration): a
   * default would pick a key silently, either one verifiers may not have fetched yet or a retired one.
   */
  credentialSigningGeneration: number;
  /**
   * Who is told when an alarm fires or recovers: an email subscription of the operations topic
   * (OperationsStack). Unset: the topic has no subscriber and synth warns.
   */
  alarmEmail?: string;
}

export const defaultConfig: AppConfig = {
  mailFrom: 'no-reply@example.com',
  stripeSecretName: 'certification-platform/stripe',
  logLevel: 'info',
  tracing: true,
  logRetentionDays: 30,
  googleClientSecretName: 'certification-platform/google',
  ceBrokerUrl: 'https://webservices.cebroker.com',
  ceBrokerSecretName: 'certification-platform/ce-broker',
  credentialKeyGenerations: 1,
  credentialSigningGeneration: 1,
};

/**
 * The signing generation: 1 while there is one key; with more, context credentialSigningGeneration
 * must name it (synth fails otherwise). Guessing either way is unsafe: the newest may not be in the
 * DID document verifiers (and CloudFront, for an hour) hold yet, and the one before it may be the key
 * being rotated away from, for cause. The rotation runbook: docs/verifiable-credentials.md.
 */
export function signingGeneration(generations: number, named: string | undefined): number {
  if (named !== undefined) return Number(named);
  if (generations <= 1) return 1;
  throw new Error(
    `context credentialSigningGeneration must name the signing key once there are ${generations} credential key generations (set it in cdk.json; docs/verifiable-credentials.md, "Rotating the key")`,
  );
}

const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;

export function readConfig(node: Node): AppConfig {
  const text = (key: string): string | undefined => {
    const value: unknown = node.tryGetContext(key);
    if (value === undefined || value === null || value === '') return undefined;
    return String(value);
  };
  const keyGenerations = Number(text('credentialKeyGenerations') ?? defaultConfig.credentialKeyGenerations);
  const config: AppConfig = {
    domainName: text('domainName'),
    certificateArn: text('certificateArn'),
    appUrl: text('appUrl')?.replace(/\/+$/, ''),
    apiDomainName: text('apiDomainName'),
    apiCertificateArn: text('apiCertificateArn'),
    webAclArn: text('webAclArn'),
    mailFrom: text('mailFrom') ?? defaultConfig.mailFrom,
    stripeSecretName: text('stripeSecretName') ?? defaultConfig.stripeSecretName,
    stripePublishableKey: text('stripePublishableKey'),
    logLevel: (text('logLevel') ?? defaultConfig.logLevel) as AppConfig['logLevel'],
    tracing: ['true', '1', 'yes'].includes((text('tracing') ?? String(defaultConfig.tracing)).toLowerCase()),
    logRetentionDays: Number(text('logRetentionDays') ?? defaultConfig.logRetentionDays),
    googleClientId: text('googleClientId'),
    googleClientSecretName: text('googleClientSecretName') ?? defaultConfig.googleClientSecretName,
    cognitoDomainPrefix: text('cognitoDomainPrefix'),
    ceBrokerUrl: text('ceBrokerUrl')?.replace(/\/+$/, '') ?? defaultConfig.ceBrokerUrl,
    ceBrokerSecretName: text('ceBrokerSecretName') ?? defaultConfig.ceBrokerSecretName,
    supportEmail: text('supportEmail')?.trim(),
    supportPhone: text('supportPhone')?.trim(),
    supportHours: text('supportHours')?.trim(),
    credentialKeyGenerations: keyGenerations,
    credentialSigningGeneration: signingGeneration(keyGenerations, text('credentialSigningGeneration')),
    alarmEmail: text('alarmEmail')?.trim(),
  };
  if (!LOG_LEVELS.includes(config.logLevel))
    throw new Error(`context logLevel must be one of ${LOG_LEVELS.join(', ')}`);
  if (Boolean(config.domainName) !== Boolean(config.certificateArn))
    throw new Error('context domainName and certificateArn go together');
  if (Boolean(config.apiDomainName) !== Boolean(config.apiCertificateArn))
    throw new Error('context apiDomainName and apiCertificateArn go together');
  if (config.appUrl && !/^https?:\/\//.test(config.appUrl)) throw new Error('context appUrl must start with https://');
  if (!/^https:\/\//.test(config.ceBrokerUrl)) throw new Error('context ceBrokerUrl must start with https://');
  if (!/^[^@\s]+@[^@\s]+$/.test(config.mailFrom)) throw new Error('context mailFrom must be an email address');
  if (config.supportEmail && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(config.supportEmail))
    throw new Error('context supportEmail must be an email address');
  if (config.alarmEmail && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(config.alarmEmail))
    throw new Error('context alarmEmail must be an email address');
  if (config.supportPhone && !/^\+?[0-9][0-9 ().-]{5,30}$/.test(config.supportPhone))
    throw new Error('context supportPhone must be a phone number (digits, spaces, + ( ) . -)');
  if (config.supportHours && config.supportHours.length > 200)
    throw new Error('context supportHours must be at most 200 characters');
  if (config.googleClientId && !config.cognitoDomainPrefix)
    throw new Error(
      'context googleClientId needs cognitoDomainPrefix (the hosted UI domain Google sign-in goes through)',
    );
  if (config.cognitoDomainPrefix && !/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(config.cognitoDomainPrefix))
    throw new Error('context cognitoDomainPrefix must be lower-case letters, digits and hyphens');
  if (
    !Number.isInteger(config.credentialKeyGenerations) ||
    config.credentialKeyGenerations < 1 ||
    config.credentialKeyGenerations > 20
  )
    throw new Error('context credentialKeyGenerations must be a whole number from 1 to 20');
  if (
    !Number.isInteger(config.credentialSigningGeneration) ||
    config.credentialSigningGeneration < 1 ||
    config.credentialSigningGeneration > config.credentialKeyGenerations
  )
    throw new Error(
      'context credentialSigningGeneration must be a whole number from 1 to credentialKeyGenerations (a published key)',
    );
  const retentions = Object.values(RetentionDays).filter((v): v is number => typeof v === 'number' && v > 0);
  if (!retentions.includes(config.logRetentionDays))
    throw new Error(`context logRetentionDays must be one of ${retentions.join(', ')}`);
  return config;
}

/** The support contact as environment variables of the bootstrap function (functions/domain/company/company-settings.ts reads them). */
export function supportContactEnv(config: AppConfig): Record<string, string> {
  const variables = {
    SUPPORT_EMAIL: config.supportEmail,
    SUPPORT_PHONE: config.supportPhone,
    SUPPORT_HOURS: config.supportHours,
  };
  return Object.fromEntries(Object.entries(variables).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/** The app URL when it is known at synth time (custom domain or explicit appUrl). */
export function configuredAppUrl(config: AppConfig): string | undefined {
  return config.appUrl ?? (config.domainName ? `https://${config.domainName}` : undefined);
}

/** The hosted UI's host, where the Google sign-in form post is redirected (the CSP's form-action allows it). */
export const cognitoHostedUiHost = (prefix: string, region: string): string =>
  `${prefix}.auth.${region}.amazoncognito.com`;
