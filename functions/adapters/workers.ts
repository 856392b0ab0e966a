// Starts a worker Lambda without waiting for it: Lambda's asynchronous invocation (InvocationType
// 'Event' answers 202 once the event is queued; Lambda retries a failed run twice). In AWS the
// function name comes from CDK; locally the gateway answers the same Invoke API
// (AWS_ENDPOINT_URL_LAMBDA) and runs the worker's module in-process.
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { workerEvents, type WorkerEvent } from '@shared/contracts/events';
import { QUICK_BUDGET, sdkClientConfig } from '../lib/call-budgets';
import { requireEnv, type Env } from '../lib/env';
import { currentCorrelationId } from '../lib/logger';

/** Each worker and the setting that names its function. */
export const WORKER_FUNCTION_ENV = { 'csv-export': 'CSV_EXPORT_WORKER' } as const satisfies Record<string, keyof Env>;
export type WorkerName = keyof typeof WORKER_FUNCTION_ENV;

let client: LambdaClient | undefined;
const lambda = () => (client ??= new LambdaClient(sdkClientConfig(QUICK_BUDGET)));

/**
 * Queues one invocation of the worker with `payload` (JSON) and the caller's correlation id; resolves
 * once Lambda accepted it. The payload is checked against the worker's schema first (throws a
 * ZodError): the worker parses it the same way.
 */
export async function invokeWorker<W extends WorkerName>(name: W, payload: WorkerEvent<W>): Promise<void> {
  const body = workerEvents[name].parse({ ...payload, correlationId: currentCorrelationId() });
  const reply = await lambda().send(
    new InvokeCommand({
      FunctionName: requireEnv(WORKER_FUNCTION_ENV[name]),
      InvocationType: 'Event',
      Payload: new TextEncoder().encode(JSON.stringify(body)),
    }),
  );
  if (reply.StatusCode !== 202) throw new Error(`Lambda did not queue the ${name} worker (status ${reply.StatusCode})`);
}
