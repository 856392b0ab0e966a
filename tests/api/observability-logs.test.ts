// What a run logs, read from a stack of its own logging at info (docs/operations.md, "Finding a
// request"): a request's correlation id comes back on its reply, an exam passed writes its business
// metrics as an embedded metric format line under the scoring request's id, and the mail a request
// queued is delivered by the outbox worker under that request's id too.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORRELATION_ID_HEADER } from '@shared/contracts/headers';
import { OUTBOX_SENT_MESSAGE } from '@functions/domain/outbox/deliver-outbox';
import { METRICS_NAMESPACE } from '@functions/lib/metrics';
import { ApiClient } from '../support/api-client';
import { eventually } from '../support/eventually';
import { startStackProcess } from '../support/local-stack';
import { enrollInAcls, passAcls, subscribedLearner } from '../support/subscribed-learner';

let stack: Awaited<ReturnType<typeof startStackProcess>>;

beforeAll(async () => {
  stack = await startStackProcess({ web: false, logLevel: 'info' });
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

/** The JSON lines the stack has written so far (its handlers' logs among them). */
const jsonLines = (): Record<string, unknown>[] =>
  stack
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });

describe('correlation ids on replies', () => {
  it("names the caller's id when well formed, and the request's own id otherwise", async () => {
    const client = new ApiClient(stack.url);
    const sent = `health-check-${randomUUID()}`;
    const named = await client.get('/api/health.json', { headers: { [CORRELATION_ID_HEADER]: sent } });
    expect(named.headers.get(CORRELATION_ID_HEADER)).toBe(sent);
    const own = await client.get('/api/health.json', { headers: { [CORRELATION_ID_HEADER]: 'not ok' } });
    expect(own.headers.get(CORRELATION_ID_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('an exam passed', () => {
  it('writes its business metrics as an embedded metric format line under the scoring request', async () => {
    const learner = await subscribedLearner(stack, 'Metra');
    const userCourseUuid = await enrollInAcls(learner);
    const correlationId = `exam-journey-${randomUUID()}`;
    await passAcls(learner.client, userCourseUuid, { [CORRELATION_ID_HEADER]: correlationId });
    const line = await eventually(
      async () => jsonLines().find((entry) => entry.correlationId === correlationId && entry._aws),
      Boolean,
    );
    expect(line).toMatchObject({
      _aws: {
        CloudWatchMetrics: [
          {
            Namespace: METRICS_NAMESPACE,
            Dimensions: [['Service']],
            Metrics: [
              { Name: 'ExamPasses', Unit: 'Count' },
              { Name: 'CardsIssued', Unit: 'Count' },
            ],
          },
        ],
      },
      Service: 'exams',
      ExamPasses: 1,
      CardsIssued: 1,
    });
    // A dimension is never a person: the line names no user.
    expect(JSON.stringify(line)).not.toContain(learner.userId);
  });
});

describe('mail a request queued', () => {
  it("is delivered by the outbox worker under the request's correlation id", async () => {
    const learner = await subscribedLearner(stack, 'Mailo');
    const anonymous = new ApiClient(stack.url);
    await anonymous.bootstrap();
    const correlationId = `reset-journey-${randomUUID()}`;
    const reset = await anonymous.post(
      '/api/passwords/reset.json',
      { email: learner.email },
      { headers: { [CORRELATION_ID_HEADER]: correlationId } },
    );
    expect(reset.status).toBe(201);
    expect(reset.headers.get(CORRELATION_ID_HEADER)).toBe(correlationId);
    const delivered = await eventually(
      async () =>
        jsonLines().find((entry) => entry.message === OUTBOX_SENT_MESSAGE && entry.correlationId === correlationId),
      Boolean,
    );
    // The worker's own invocation is the line's requestId; the id that links it back is the request's.
    expect(delivered).toMatchObject({ level: 'info', job: 'outbox-deliveries', channel: 'email' });
    expect(delivered!.requestId).not.toBe(correlationId);
  });
});
