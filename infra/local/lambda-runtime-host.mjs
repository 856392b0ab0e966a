// Runs the deployable bundles on the Lambda runtime's Node, in a child process of the local stack
// (infra/local/handler-modules.ts, lambdaRuntimeHandlers). Plain JavaScript on purpose: it runs on
// that Node as is, without the project's TypeScript loader. Requests come over the IPC channel:
// { id, op: 'invoke', file, event, context } answers { id, ok, result | error }, JSON-serialised
// both ways as Lambda does; { id, op: 'describe' } answers this Node's version and the bundles loaded.
import { pathToFileURL } from 'node:url';

const handlers = new Map();

function load(file) {
  let handler = handlers.get(file);
  if (!handler) {
    handler = import(pathToFileURL(file).href).then((mod) => {
      if (typeof mod.handler !== 'function') throw new Error(`${file} exports no handler`);
      return mod.handler;
    });
    handlers.set(file, handler);
  }
  return handler;
}

/** Lambda's context object: the fields the parent sent, and a clock from its remaining time. */
function lambdaContext({ remainingMs, ...fields }) {
  const deadline = Date.now() + remainingMs;
  const noop = () => undefined;
  return {
    ...fields,
    callbackWaitsForEmptyEventLoop: false,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: noop,
    fail: noop,
    succeed: noop,
  };
}

async function answer(message) {
  if (message.op === 'describe') return { node: process.version, loaded: [...handlers.keys()] };
  const handler = await load(message.file);
  return handler(message.event, lambdaContext(message.context));
}

const failure = (id, error) => ({
  id,
  ok: false,
  error: { name: error?.name ?? 'Error', message: error?.message ?? String(error), stack: error?.stack },
});

process.on('message', (message) => {
  answer(message).then(
    (result) => {
      try {
        process.send({ id: message.id, ok: true, result });
      } catch (error) {
        // A result JSON cannot carry (a cycle, a BigInt) fails as it would in Lambda.
        process.send(failure(message.id, error));
      }
    },
    (error) => process.send(failure(message.id, error)),
  );
});
// The local stack is gone (stopped, or killed without a chance to stop us): so are we.
process.on('disconnect', () => process.exit(0));
process.send({ ready: true, node: process.version });
