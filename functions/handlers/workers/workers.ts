// Every worker: a Lambda started by an HTTP handler with an asynchronous invocation (never by a
// route or a schedule), for work longer than a request may take. Read by CDK (WorkersStack) and by
// the local gateway's Lambda Invoke endpoint. The key names the handler file in this folder; the
// functions/adapters/workers.ts setting names its function for the callers.
import type { Grant } from '@shared/contracts/contract';

export const workers = {
  // Streams a large group CSV export into the private bucket and marks the job ready (or failed).
  'csv-export': { grants: ['table:write', 'bucket:private:exports'], timeoutSeconds: 900, memorySize: 1024 },
} as const satisfies Record<string, { grants: readonly Grant[]; timeoutSeconds: number; memorySize: number }>;

export type WorkerName = keyof typeof workers;
