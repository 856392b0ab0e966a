// The operations topic: every alarm of the app notifies it (infra/constructs/operations-alarm.ts),
// and the address given at deploy time (`-c alarmEmail=`) is subscribed to it. Built first, so
// every other stack can point its alarms at it. It also holds the business dashboard (metrics by
// namespace and name only, so it depends on no other stack).
import { Annotations, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { BusinessDashboard } from '../constructs/business-dashboard';
import { setOperationsTopic } from '../constructs/operations-alarm';

export interface OperationsStackProps extends StackProps {
  /** Subscribed by email (SNS mails a confirmation link first); none: nobody is told. */
  alarmEmail?: string;
}

export const NO_ALARM_EMAIL_WARNING =
  'No alarmEmail: the operations topic has no subscriber, so alarms reach nobody. Deploy with -c alarmEmail=<address> (docs/deploying.md).';

export class OperationsStack extends Stack {
  readonly topic: sns.Topic;

  constructor(scope: Construct, id: string, props: OperationsStackProps) {
    super(scope, id, props);
    this.topic = new sns.Topic(this, 'AlarmTopic', {
      displayName: 'Certification platform alarms',
      enforceSSL: true,
    });
    NagSuppressions.addResourceSuppressions(this.topic, [
      {
        id: 'AwsSolutions-SNS2',
        reason:
          'Alarm notifications carry alarm names and metric values, no personal data; CloudWatch cannot publish to a topic under the AWS-managed SNS key.',
      },
    ]);
    if (props.alarmEmail) this.topic.addSubscription(new subscriptions.EmailSubscription(props.alarmEmail));
    else Annotations.of(this).addWarningV2('certification-platform:no-alarm-email', NO_ALARM_EMAIL_WARNING);
    setOperationsTopic(this, this.topic);
    const business = new BusinessDashboard(this, 'Business');
    new CfnOutput(this, 'BusinessDashboardName', {
      value: business.dashboard.dashboardName,
      description:
        'The business metrics dashboard (CloudWatch, Dashboards): purchases, exams, cards, invitations, digests',
    });
    new CfnOutput(this, 'AlarmTopicArn', {
      value: this.topic.topicArn,
      description: 'Every alarm notifies this topic; subscribe more people or a pager to it',
    });
  }
}
