// Handlers outside HTTP parse their event at the door: a malformed one is refused and logged
// (issue paths, no values), and never reaches the use case; a good one runs it with the event's data.
// Each starts its log context first: what it is and a correlation id (the Lambda request id; a worker
// takes on the id of the request that started it).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureLogs } from '../support/logs';

const calls = vi.hoisted(() => ({ reminders: [] as Date[], exports: [] as string[], connects: [] as string[] }));
vi.mock('@functions/domain/credentials/renewal-reminders', () => ({
  sendRenewalReminders: async (now: Date) => {
    (await import('@functions/lib/logger')).logger.info('Reminders sent');
    calls.reminders.push(now);
  },
}));
vi.mock('@functions/domain/groups/csv-export-run', () => ({
  runExport: async (_group: unknown, id: string) => {
    (await import('@functions/lib/logger')).logger.info('Export written');
    calls.exports.push(id);
    return 'ready';
  },
}));
vi.mock('@functions/domain/realtime/channel-token', () => ({
  connectWithToken: async (id: string) => {
    calls.connects.push(id);
    return true;
  },
  disconnect: async () => undefined,
}));

const { handler: renewalReminders } = await import('@functions/handlers/jobs/renewal-reminders');
const { handler: csvExport } = await import('@functions/handlers/workers/csv-export');
const { handler: connect } = await import('@functions/handlers/ws/connect');
const { scheduledJobEvent } = await import('@infra/local/scheduler');

afterEach(() => {
  vi.restoreAllMocks();
  calls.reminders.length = 0;
  calls.exports.length = 0;
  calls.connects.length = 0;
});

describe('a scheduled job', () => {
  it('runs at the time its EventBridge event carries', async () => {
    await renewalReminders(scheduledJobEvent('renewal-reminders', new Date('2026-11-22T14:00:00Z')));
    expect(calls.reminders).toEqual([new Date('2026-11-22T14:00:00Z')]);
  });

  it('logs under its Lambda request id, as its correlation id too', async () => {
    const logs = captureLogs('info');
    const at = new Date('2026-11-22T14:00:00Z');
    await renewalReminders(scheduledJobEvent('renewal-reminders', at), { awsRequestId: 'lambda-job-run' });
    expect(logs.lines.find((line) => line.message === 'Reminders sent')).toMatchObject({
      job: 'renewal-reminders',
      requestId: 'lambda-job-run',
      correlationId: 'lambda-job-run',
    });
  });

  it("refuses an event that is not a schedule's, logging what is wrong", async () => {
    const logs = captureLogs('error');
    expect(await renewalReminders({ time: 'soon' })).toEqual({ outcome: 'invalid' });
    expect(calls.reminders).toEqual([]);
    const [line] = logs.lines;
    expect(line).toMatchObject({ level: 'error', message: 'renewal-reminders: malformed event' });
    expect((line!.issues as string[]).some((issue) => issue.startsWith('time:'))).toBe(true);
    expect(JSON.stringify(line)).not.toContain('soon');
  });
});

describe('the csv-export worker', () => {
  it('runs the export its payload names', async () => {
    expect(await csvExport({ groupId: 'g1', exportId: 'e1' })).toEqual({ outcome: 'ready' });
    expect(calls.exports).toEqual(['e1']);
  });

  it('logs under the correlation id of the request that started it, and its own without one', async () => {
    const logs = captureLogs('info');
    await csvExport({ groupId: 'g1', exportId: 'e1', correlationId: 'export-request-7' }, { awsRequestId: 'lambda-w' });
    await csvExport({ groupId: 'g1', exportId: 'e2' }, { awsRequestId: 'lambda-worker-2' });
    expect(logs.lines.map((line) => [line.exportId, line.correlationId, line.requestId])).toEqual([
      ['e1', 'export-request-7', 'lambda-w'],
      ['e2', 'lambda-worker-2', 'lambda-worker-2'],
    ]);
  });

  it('refuses a payload without its ids', async () => {
    expect(await csvExport({ groupId: 'g1', exportId: 7 })).toEqual({ outcome: 'invalid' });
    expect(calls.exports).toEqual([]);
  });
});

describe('$connect', () => {
  it('passes the connection id and token on, and refuses an event without a connection id', async () => {
    const event = {
      requestContext: { connectionId: 'c1=', routeKey: '$connect', eventType: 'CONNECT' },
      queryStringParameters: { token: 't' },
    };
    expect(await connect(event)).toEqual({ statusCode: 200 });
    expect(calls.connects).toEqual(['c1=']);
    expect(await connect({ requestContext: { routeKey: '$connect', eventType: 'CONNECT' } })).toEqual({
      statusCode: 400,
    });
    expect(calls.connects).toEqual(['c1=']);
  });
});
