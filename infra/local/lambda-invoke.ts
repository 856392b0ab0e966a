// The local stand-in for Lambda's Invoke API (`POST /2015-03-31/functions/{name}/invocations`), for
// the workers (functions/handlers/workers): the AWS SDK's LambdaClient reaches it through
// AWS_ENDPOINT_URL_LAMBDA. `X-Amz-Invocation-Type: Event` answers 202 at once and then runs the
// worker's module in this process (like Lambda's asynchronous invocation, without its retries);
// `RequestResponse` (the default) runs it and answers its result, as Lambda does.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { workers } from '@functions/handlers/workers/workers';
import { workerBundleName } from '../build/bundle';
import type { HandlerModules } from './handler-modules';

const INVOKE_PATH = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;

/** Locally a worker's function name is the worker's name (infra/local/stack.ts sets the callers' settings to it). */
export const localWorkerFunctionNames = (): Record<string, string> =>
  Object.fromEntries(Object.keys(workers).map((name) => [name, name]));

export const isLambdaInvoke = (method: string, pathname: string): boolean =>
  method === 'POST' && INVOKE_PATH.test(pathname);

export async function lambdaInvoke(
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer,
  options: { handlers: HandlerModules; context: (name: string) => unknown },
): Promise<void> {
  const name = decodeURIComponent(INVOKE_PATH.exec(new URL(req.url ?? '/', 'http://localhost').pathname)![1]!);
  if (!(name in workers)) {
    res.writeHead(404, { 'content-type': 'application/json', 'x-amzn-errortype': 'ResourceNotFoundException' });
    return void res.end(JSON.stringify({ Type: 'User', message: `Function not found: ${name}` }));
  }
  const event = body.length ? (JSON.parse(body.toString('utf8')) as unknown) : {};
  const run = async () =>
    (await options.handlers.load(workerBundleName(name)))(event, options.context(`worker-${name}`) as never);
  if (req.headers['x-amz-invocation-type'] === 'Event') {
    res.writeHead(202);
    res.end();
    await run().catch((error: Error) =>
      process.stderr.write(`Worker ${name} failed: ${error.stack ?? String(error)}\n`),
    );
    return;
  }
  try {
    const result = await run();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(result ?? null));
  } catch (error) {
    res.writeHead(200, { 'content-type': 'application/json', 'x-amz-function-error': 'Unhandled' });
    res.end(JSON.stringify({ errorType: (error as Error).name, errorMessage: (error as Error).message }));
  }
}
