// Events the functions receive from AWS rather than from a browser's request body: EventBridge
// schedules (jobs), asynchronous invocations (workers), the WebSocket API's connection events and
// the HTTP API's requests (payload 2.0). Each handler outside HTTP parses its event with these
// (functions/lib/parse-event.ts); the samples in events/ parse with them too (tests/unit/event-fixtures.test.ts).
import * as z from 'zod/mini';

const nonEmpty = () => z.string().check(z.minLength(1));
const stringMap = () => z.record(z.string(), z.string());

/** What an EventBridge schedule rule delivers to a job (events/scheduled-*.json); `time` is the scheduled instant. */
export const scheduledEvent = z.object({
  version: z.string(),
  id: z.string(),
  'detail-type': z.literal('Scheduled Event'),
  source: z.literal('aws.events'),
  account: z.string(),
  time: z.iso.datetime(),
  region: z.string(),
  resources: z.array(z.string()),
  detail: z.record(z.string(), z.unknown()),
});
export type ScheduledJobEvent = z.infer<typeof scheduledEvent>;

/** compliance-sweep: the schedule's event, or a manual run that carries on from a previous run's continuation. */
const complianceSweepEvent = z.extend(scheduledEvent, { continuation: z.optional(nonEmpty()) });

/**
 * What the table's stream hands the outbox worker (DynamoDB Streams through Lambda, view KEYS_ONLY,
 * filtered to new outbox items: infra/stacks/outbox-delivery.ts): the keys of each new message.
 */
export const outboxStreamEvent = z.object({
  Records: z.array(
    z.object({
      eventName: z.enum(['INSERT', 'MODIFY', 'REMOVE']),
      dynamodb: z.object({ Keys: z.object({ PK: z.object({ S: nonEmpty() }) }) }),
    }),
  ),
});

/** Every scheduled job's event, by job name (functions/handlers/jobs/schedules.ts; a unit test keeps the names in step). */
export const jobEvents = {
  'renewal-reminders': scheduledEvent,
  'auto-renewals': scheduledEvent,
  'compliance-sweep': complianceSweepEvent,
  'group-expiration-notifications': scheduledEvent,
  'board-reports': scheduledEvent,
  // The sweeper's schedule, or the table's stream reporting new messages (one function, two triggers).
  'outbox-deliveries': z.union([scheduledEvent, outboxStreamEvent]),
} as const;

/**
 * The csv-export worker's payload (sent by the export routes through Lambda's asynchronous Invoke),
 * with the correlation id of the request that started it (functions/adapters/workers.ts adds it).
 */
const csvExportWorkerEvent = z.object({
  groupId: nonEmpty(),
  exportId: nonEmpty(),
  correlationId: z.optional(nonEmpty()),
});

/** Every worker's payload, by worker name (functions/handlers/workers/workers.ts). */
export const workerEvents = { 'csv-export': csvExportWorkerEvent } as const;
export type WorkerEventName = keyof typeof workerEvents;
export type WorkerEvent<W extends WorkerEventName> = z.infer<(typeof workerEvents)[W]>;

/** A WebSocket API event ($connect, $disconnect, $default): the fields our handlers read; `token` comes with $connect. */
export const websocketEvent = z.object({
  requestContext: z.object({
    connectionId: nonEmpty(),
    routeKey: z.string(),
    eventType: z.enum(['CONNECT', 'DISCONNECT', 'MESSAGE']),
  }),
  queryStringParameters: z.optional(z.nullable(stringMap())),
});

/** An HTTP API request (payload format 2.0), as API Gateway and the local gateway build it (events/http-*.json). */
export const httpApiEvent = z.object({
  version: z.literal('2.0'),
  routeKey: z.string(),
  rawPath: z.string(),
  rawQueryString: z.string(),
  cookies: z.optional(z.array(z.string())),
  headers: stringMap(),
  queryStringParameters: z.optional(stringMap()),
  pathParameters: z.optional(stringMap()),
  requestContext: z.object({
    accountId: z.string(),
    apiId: z.string(),
    domainName: z.string(),
    domainPrefix: z.string(),
    http: z.object({
      method: z.string(),
      path: z.string(),
      protocol: z.string(),
      sourceIp: z.string(),
      userAgent: z.string(),
    }),
    requestId: z.string(),
    routeKey: z.string(),
    stage: z.string(),
    time: z.string(),
    timeEpoch: z.number(),
  }),
  body: z.optional(z.string()),
  isBase64Encoded: z.boolean(),
});
