// Workers: one function per entry in functions/handlers/workers/workers.ts, started by HTTP
// functions with an asynchronous invocation (the `worker:<name>` grant). Built before the routes
// stacks, which take each worker's ARN (invoke permission) and name (environment).
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { workers, type WorkerName } from '@functions/handlers/workers/workers';
import { workerBundleName } from '../build/bundle';
import { AppFunction, constructIdFor, type FunctionResources } from '../constructs/app-function';
import { alarmOnFunction } from '../constructs/function-alarms';
import { OperationsAlarm } from '../constructs/operations-alarm';

const WORKER_RESERVED_CONCURRENCY = 5;

export interface WorkersStackProps extends StackProps {
  resources: FunctionResources;
}

export class WorkersStack extends Stack {
  readonly functions = {} as Record<WorkerName, AppFunction>;

  constructor(scope: Construct, id: string, props: WorkersStackProps) {
    super(scope, id, props);
    for (const [name, worker] of Object.entries(workers) as [WorkerName, (typeof workers)[WorkerName]][]) {
      const fn = new AppFunction(this, constructIdFor(`worker-${name}`), {
        bundle: workerBundleName(name),
        description: `worker ${name}`,
        resources: props.resources,
        grants: worker.grants,
        timeout: Duration.seconds(worker.timeoutSeconds),
        memorySize: worker.memorySize,
      });
      // A run that throws is retried twice (the job's claim makes a retry of a claimed job a no-op); events older than an hour are dropped.
      fn.function.configureAsyncInvoke({ retryAttempts: 2, maxEventAge: Duration.hours(1) });
      // Exports start from GET requests: a few at a time, so a burst cannot take the API's concurrency
      // (throttled events wait in Lambda's queue; one older than the max age reads as failed).
      (fn.function.node.defaultChild as lambda.CfnFunction).reservedConcurrentExecutions = WORKER_RESERVED_CONCURRENCY;
      this.functions[name] = fn;
      alarmOnFunction(fn, { asynchronous: true });
    }
    this.alarmOnLambdaThrottles();
  }

  /**
   * Lambda throttles anywhere in the account and region, but the workers': their reserved
   * concurrency queues a burst on purpose. Here because it names the workers it leaves out.
   */
  private alarmOnLambdaThrottles(): void {
    const period = Duration.minutes(5);
    const workers = Object.values(this.functions);
    const usingMetrics: Record<string, cloudwatch.IMetric> = {
      all: lambda.Function.metricAllThrottles({ statistic: 'Sum', period }),
      ...Object.fromEntries(
        workers.map((fn, i) => [`worker${i}`, fn.function.metricThrottles({ statistic: 'Sum', period })]),
      ),
    };
    new OperationsAlarm(this, 'LambdaThrottlesAlarm', {
      alarmDescription:
        'Lambda refused invocations for want of concurrency (account and region, the workers excepted) in the last 5 minutes.',
      runbook: 'lambda-throttles',
      metric: new cloudwatch.MathExpression({
        expression: ['FILL(all, 0)', ...workers.map((_, i) => `FILL(worker${i}, 0)`)].join(' - '),
        usingMetrics,
        label: 'throttles',
        period,
      }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    });
  }
}
