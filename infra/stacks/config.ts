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
  /** X-Ray active tracing on every function. */
  tracing: boolean;
  /** CloudWatch retention of function and access logs, in days. */
  logRetentionDays: number;
}

export const defaultConfig: AppConfig = {
  mailFrom: 'no-reply@example.com',
  stripeSecretName: 'certification-platform/stripe',
  logLevel: 'info',
  tracing: false,
  logRetentionDays: 30,
};

const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;

export function readConfig(node: Node): AppConfig {
  const text = (key: string): string | undefined => {
    const value: unknown = node.tryGetContext(key);
    if (value === undefined || value === null || value === '') return undefined;
    return String(value);
  };
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
  };
  if (!LOG_LEVELS.includes(config.logLevel))
    throw new Error(`context logLevel must be one of ${LOG_LEVELS.join(', ')}`);
  if (Boolean(config.domainName) !== Boolean(config.certificateArn))
    throw new Error('context domainName and certificateArn go together');
  if (Boolean(config.apiDomainName) !== Boolean(config.apiCertificateArn))
    throw new Error('context apiDomainName and apiCertificateArn go together');
  if (config.appUrl && !/^https?:\/\//.test(config.appUrl)) throw new Error('context appUrl must start with https://');
  if (!/^[^@\s]+@[^@\s]+$/.test(config.mailFrom)) throw new Error('context mailFrom must be an email address');
  const retentions = Object.values(RetentionDays).filter((v): v is number => typeof v === 'number' && v > 0);
  if (!retentions.includes(config.logRetentionDays))
    throw new Error(`context logRetentionDays must be one of ${retentions.join(', ')}`);
  return config;
}

/** The app URL when it is known at synth time (custom domain or explicit appUrl). */
export function configuredAppUrl(config: AppConfig): string | undefined {
  return config.appUrl ?? (config.domainName ? `https://${config.domainName}` : undefined);
}
