// The outbox worker's local trigger. In AWS the table's stream starts the worker for each new outbox
// message; DynamoDB Local's stream is not read here. Instead the gateway asks for a run shortly after
// every request it serves (any of them may have queued mail), jobs after their runs, and the
// scheduler every minute as in AWS: the same handler (its sweep of due messages), so `npm start`
// shows mail at once. One run at a time; a run asked for while one is under way follows it (the
// first may have read the work list before the new message was written).
export interface OutboxDrain {
  /** A run now (after the one under way, if any); resolves with its result. */
  drain: () => Promise<unknown>;
  /** A run within SOON_MS: however many requests ask meanwhile, one run. */
  soon: () => void;
  stop: () => void;
}

/** Short enough to look immediate, long enough that a burst of requests costs one query of the work list. */
const SOON_MS = 100;

export function outboxDrain(run: () => Promise<unknown>, onError: (error: unknown) => void): OutboxDrain {
  let current: Promise<unknown> | undefined;
  let next: Promise<unknown> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const start = () => {
    current = run().finally(() => {
      current = undefined;
    });
    return current;
  };
  const drain = (): Promise<unknown> => {
    if (next) return next;
    if (!current) return start();
    next = current
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
  return {
    drain,
    soon: () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        drain().catch(onError);
      }, SOON_MS);
    },
    stop: () => clearTimeout(timer),
  };
}
