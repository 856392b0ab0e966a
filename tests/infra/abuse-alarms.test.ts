// Security review finding 12: refusals by the rate limits are counted and alarmed on. Every route
// whose contract declares 429 (sign-in, passcodes, reset, sign-up, step-up, card verification) has a
// metric filter on its own log group for the factory's 429 log line and an alarm on bursts; no
// other route pays for one.
import { beforeAll, describe, expect, it } from 'vitest';
import { contracts } from '@shared/contracts/index';
import type { Contract } from '@shared/contracts/contract';
import { RATE_LIMIT_REFUSAL } from '@functions/lib/error-response';
import { constructIdFor } from '@infra/constructs/app-function';
import {
  ABUSE_ALARM_THRESHOLD,
  ABUSE_METRIC_NAMESPACE,
  SECURITY_EVENT,
  SIGN_IN_FAILURE_ALARM_THRESHOLD,
  SIGN_IN_ROUTES,
} from '@infra/stacks/routes-stack';
import { resourcesOfType, synthApp, type SynthResult } from './support';

let app: SynthResult;
beforeAll(() => {
  app = synthApp({ validate: false, nag: false });
});

const rateLimited = Object.entries(contracts as Record<string, Contract>)
  .filter(([, contract]) => 429 in contract.responses)
  .map(([key]) => key);

describe('abuse alarms', () => {
  it('cover the rate-limited routes, reset and verification included', () => {
    expect(rateLimited).toEqual(
      expect.arrayContaining([
        'auth/login',
        'auth/sms-login',
        'auth/evaluate-auth',
        'auth/request-password-reset',
        'auth/update-password',
        'profile/sign-up',
        'credentials/verify-provider-card',
      ]),
    );
  });

  it('count each rate-limited route’s 429 log lines and alarm on a burst, and only those routes', () => {
    const refusalsOnly = (name: string) => name.endsWith('RateLimitRefusals');
    const filters = app.stacks.routes
      .flatMap((stack) => resourcesOfType(app.template(stack), 'AWS::Logs::MetricFilter').map(([, r]) => r.Properties))
      .filter((f) => refusalsOnly(f.MetricTransformations[0].MetricName));
    const alarms = app.stacks.routes
      .flatMap((stack) => resourcesOfType(app.template(stack), 'AWS::CloudWatch::Alarm').map(([, r]) => r.Properties))
      .filter((a) => refusalsOnly(a.MetricName));
    expect(filters).toHaveLength(rateLimited.length);
    expect(alarms).toHaveLength(rateLimited.length);
    for (const key of rateLimited) {
      const metricName = `${constructIdFor(key)}RateLimitRefusals`;
      const filter = filters.find((f) => f.MetricTransformations[0].MetricName === metricName);
      expect(filter, key).toBeDefined();
      expect(filter.FilterPattern).toContain(RATE_LIMIT_REFUSAL);
      expect(filter.MetricTransformations[0]).toMatchObject({
        MetricNamespace: ABUSE_METRIC_NAMESPACE,
        MetricValue: '1',
      });
      const alarm = alarms.find((a) => a.MetricName === metricName);
      expect(alarm, key).toMatchObject({
        Namespace: ABUSE_METRIC_NAMESPACE,
        Statistic: 'Sum',
        Period: 300,
        Threshold: ABUSE_ALARM_THRESHOLD,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        TreatMissingData: 'notBreaching',
      });
    }
  });

  it("count failed sign-ins (the audit trail's Security event lines) on the sign-in routes and alarm on a spike", () => {
    const filters = app.stacks.routes
      .flatMap((stack) => resourcesOfType(app.template(stack), 'AWS::Logs::MetricFilter').map(([, r]) => r.Properties))
      .filter((f) => f.MetricTransformations[0].MetricName.endsWith('SignInFailures'));
    const alarms = app.stacks.routes
      .flatMap((stack) => resourcesOfType(app.template(stack), 'AWS::CloudWatch::Alarm').map(([, r]) => r.Properties))
      .filter((a) => a.MetricName.endsWith('SignInFailures'));
    expect(filters.map((f) => f.MetricTransformations[0].MetricName).sort()).toEqual(
      SIGN_IN_ROUTES.map((key) => `${constructIdFor(key)}SignInFailures`).sort(),
    );
    for (const filter of filters)
      expect(filter.FilterPattern).toBe(`{ ($.message = "${SECURITY_EVENT}") && ($.event = "sign_in.failed") }`);
    expect(alarms).toHaveLength(SIGN_IN_ROUTES.length);
    for (const alarm of alarms)
      expect(alarm).toMatchObject({
        Namespace: ABUSE_METRIC_NAMESPACE,
        Statistic: 'Sum',
        Period: 300,
        Threshold: SIGN_IN_FAILURE_ALARM_THRESHOLD,
      });
  });
});
