// The business dashboard (OperationsStack): each business metric the use cases record as embedded
// metric format lines (functions/lib/metrics.ts), summed per hour, by the service that records it.
// Built from METRICS_BY_SERVICE, so a metric a use case starts recording shows here without an edit.
import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { Construct } from 'constructs';
import { type BusinessMetric, METRICS_BY_SERVICE, METRICS_NAMESPACE } from '@functions/lib/metrics';

/** What each graph is called, in the order they are laid out. */
const TITLES: Record<BusinessMetric, string> = {
  Purchases: 'Purchases (learner and group orders)',
  PurchaseAmountCents: 'Purchase amount (cents)',
  ExamPasses: 'Exam passes',
  ExamFails: 'Exam fails',
  CardsIssued: 'Provider cards issued',
  InvitationsSent: 'Group invitations sent',
  DigestEmailsSent: 'Expiration digest emails sent',
};

export class BusinessDashboard extends Construct {
  readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      defaultInterval: Duration.days(7),
      widgets: [
        [
          new cloudwatch.TextWidget({
            markdown:
              '## Business metrics\nSums per hour, by the service that records them (functions/lib/metrics.ts). ' +
              'A point leads back to its request: the `correlationId` of the metric line, in docs/operations.md "Finding a request".',
            width: 24,
            height: 2,
          }),
        ],
        (Object.keys(TITLES) as BusinessMetric[]).map(
          (metric) =>
            new cloudwatch.GraphWidget({
              title: TITLES[metric],
              width: 8,
              left: servicesRecording(metric).map(
                (service) =>
                  new cloudwatch.Metric({
                    namespace: METRICS_NAMESPACE,
                    metricName: metric,
                    dimensionsMap: { Service: service },
                    statistic: cloudwatch.Stats.SUM,
                    period: Duration.hours(1),
                    label: service,
                  }),
              ),
            }),
        ),
      ],
    });
  }
}

const servicesRecording = (metric: BusinessMetric): string[] =>
  Object.entries(METRICS_BY_SERVICE)
    .filter(([, metrics]) => (metrics as readonly BusinessMetric[]).includes(metric))
    .map(([service]) => service);
