// Business metrics as CloudWatch embedded metric format (EMF): one JSON line on stdout, which
// CloudWatch Logs turns into metric data points of the Lambda's log group, with no API call, client or
// IAM (docs/decisions/012-observability.md). Dimensions are the service (the domain) alone: never a
// user, group or order id, whose values would each be a metric of its own. The line also carries the
// correlation id (not a dimension), so a data point leads back to its request. Imported only by the
// use cases that record one, so no other bundle carries it (the bundle budget).
import { currentCorrelationId } from './logger';

/** The namespace of every business metric (the OperationsStack dashboard reads it). */
export const METRICS_NAMESPACE = 'CertificationPlatform';

/** Every business metric and its CloudWatch unit. Amounts are in cents, which CloudWatch has no unit for. */
export const BUSINESS_METRICS = {
  Purchases: 'Count',
  PurchaseAmountCents: 'None',
  ExamPasses: 'Count',
  ExamFails: 'Count',
  CardsIssued: 'Count',
  InvitationsSent: 'Count',
  DigestEmailsSent: 'Count',
} as const;
export type BusinessMetric = keyof typeof BUSINESS_METRICS;

/**
 * The domains that record them (the one dimension, Service) and what each records: the typecheck
 * holds every call to it, and the operations dashboard graphs exactly these (infra/constructs/business-dashboard.ts).
 */
export const METRICS_BY_SERVICE = {
  commerce: ['Purchases', 'PurchaseAmountCents'],
  'group-commerce': ['Purchases', 'PurchaseAmountCents'],
  exams: ['ExamPasses', 'ExamFails', 'CardsIssued'],
  groups: ['InvitationsSent'],
  'group-notifications': ['DigestEmailsSent'],
} as const satisfies Record<string, readonly BusinessMetric[]>;
type MetricService = keyof typeof METRICS_BY_SERVICE;

/**
 * Records data points once the write they count has committed: one EMF line with each metric given.
 * Written whatever LOG_LEVEL says (they are not logs), but for `silent` test runs.
 */
export function recordMetrics<S extends MetricService>(
  service: S,
  values: Partial<Record<(typeof METRICS_BY_SERVICE)[S][number], number>>,
): void {
  if (process.env.LOG_LEVEL === 'silent') return;
  const names = Object.keys(values) as BusinessMetric[];
  if (!names.length) return;
  const line = {
    _aws: {
      Timestamp: Date.now(),
      CloudWatchMetrics: [
        {
          Namespace: METRICS_NAMESPACE,
          Dimensions: [['Service']],
          Metrics: names.map((name) => ({ Name: name, Unit: BUSINESS_METRICS[name] })),
        },
      ],
    },
    Service: service,
    ...values,
    correlationId: currentCorrelationId(),
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}
