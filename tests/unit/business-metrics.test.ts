// Business metrics are CloudWatch embedded metric format (EMF) lines: each one is checked here against
// the format's rules (docs/decisions/012-observability.md), so CloudWatch Logs extracts it rather than
// dropping it: the `_aws` metadata with a millisecond Timestamp and one directive, every metric and
// dimension it names present at the root, numbers for metrics, a known unit, and Service the only dimension.
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { logger, runInvocation } from '@functions/lib/logger';
import { BUSINESS_METRICS, METRICS_NAMESPACE, recordMetrics } from '@functions/lib/metrics';
import { captureLogs } from '../support/logs';

/** The units EMF accepts (CloudWatch's StandardUnit). */
const UNITS = [
  'Seconds',
  'Microseconds',
  'Milliseconds',
  'Bytes',
  'Kilobytes',
  'Megabytes',
  'Gigabytes',
  'Terabytes',
  'Bits',
  'Kilobits',
  'Megabits',
  'Gigabits',
  'Terabits',
  'Percent',
  'Count',
  'Bytes/Second',
  'Kilobytes/Second',
  'Megabytes/Second',
  'Gigabytes/Second',
  'Terabytes/Second',
  'Bits/Second',
  'Kilobits/Second',
  'Megabits/Second',
  'Gigabits/Second',
  'Terabits/Second',
  'Count/Second',
  'None',
] as const;

const emfDocument = z.looseObject({
  _aws: z.object({
    Timestamp: z.number().check(z.int(), z.positive()),
    CloudWatchMetrics: z
      .array(
        z.object({
          Namespace: z.string().check(z.minLength(1), z.maxLength(1024)),
          Dimensions: z.array(z.array(z.string()).check(z.maxLength(30))),
          Metrics: z
            .array(z.object({ Name: z.string().check(z.minLength(1), z.maxLength(1024)), Unit: z.enum(UNITS) }))
            .check(z.minLength(1), z.maxLength(100)),
        }),
      )
      .check(z.length(1)),
  }),
});

/** The one EMF line written, checked against the format; its root members as written. */
function emfLine(lines: Record<string, unknown>[]) {
  const documents = lines.filter((line) => '_aws' in line);
  expect(documents).toHaveLength(1);
  const document = emfDocument.parse(documents[0]);
  const [directive] = document._aws.CloudWatchMetrics;
  // Every member a directive names is at the root: metrics as numbers, dimensions as strings.
  for (const metric of directive!.Metrics) expect(typeof document[metric.Name], metric.Name).toBe('number');
  for (const dimension of directive!.Dimensions.flat()) expect(typeof document[dimension], dimension).toBe('string');
  return { document, directive: directive! };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a business metric line', () => {
  it('is an embedded metric format document CloudWatch extracts, with the service its only dimension', () => {
    const logs = captureLogs('error');
    const before = Date.now();
    recordMetrics('commerce', { Purchases: 1, PurchaseAmountCents: 4_900 });
    const { document, directive } = emfLine(logs.lines);
    expect(directive.Namespace).toBe(METRICS_NAMESPACE);
    expect(directive.Dimensions).toEqual([['Service']]);
    expect(directive.Metrics).toEqual([
      { Name: 'Purchases', Unit: 'Count' },
      { Name: 'PurchaseAmountCents', Unit: 'None' },
    ]);
    expect(document).toMatchObject({ Service: 'commerce', Purchases: 1, PurchaseAmountCents: 4_900 });
    expect(document._aws.Timestamp).toBeGreaterThanOrEqual(before);
    expect(document._aws.Timestamp).toBeLessThanOrEqual(Date.now());
  });

  it('carries the correlation id of the work under way, and no user or group id', () => {
    const logs = captureLogs('error');
    runInvocation({ correlationId: 'checkout-journey-1', requestId: 'r1', route: 'POST /api/x' }, () => {
      logger.appendContext({ userId: 'user-1', groupId: 'group-1' });
      recordMetrics('exams', { ExamPasses: 1, CardsIssued: 1 });
    });
    const { document } = emfLine(logs.lines);
    expect(document.correlationId).toBe('checkout-journey-1');
    expect(JSON.stringify(document)).not.toMatch(/user-1|group-1/);
  });

  it('is written at any log level, but not in a silent test run', () => {
    const logs = captureLogs('error');
    recordMetrics('groups', { InvitationsSent: 3 });
    expect(emfLine(logs.lines).document.InvitationsSent).toBe(3);
    vi.stubEnv('LOG_LEVEL', 'silent');
    recordMetrics('groups', { InvitationsSent: 3 });
    expect(logs.lines).toHaveLength(1);
  });

  it('has a valid unit for every metric', () => {
    for (const unit of Object.values(BUSINESS_METRICS)) expect(UNITS).toContain(unit);
  });
});
