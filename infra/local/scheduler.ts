// Runs scheduled jobs on the same EventBridge cron expressions CDK deploys (UTC), with the event
// EventBridge delivers (the jobs parse it: shared/contracts/events.ts).
import { randomUUID } from 'node:crypto';
import type { ScheduledJobEvent } from '@shared/contracts/events';
import { jobSchedules, type JobName } from '@functions/handlers/jobs/schedules';

/** The event a schedule rule named after the job delivers at `now` (like events/scheduled-*.json). */
export function scheduledJobEvent(job: JobName, now = new Date()): ScheduledJobEvent {
  const region = process.env.AWS_REGION ?? 'us-east-1';
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    account: '000000000000',
    // EventBridge sends whole seconds.
    time: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    region,
    resources: [`arn:aws:events:${region}:000000000000:rule/${job}`],
    detail: {},
  };
}

type Field = (value: number) => boolean;

/** Matcher for `cron(min hour day-of-month month day-of-week year)`; supports * ? , - / and numbers. */
export function parseEventBridgeCron(expression: string): (date: Date) => boolean {
  const inner = /^cron\((.+)\)$/.exec(expression.trim())?.[1];
  if (!inner) throw new Error(`Not a cron expression: ${expression}`);
  const parts = inner.trim().split(/\s+/);
  if (parts.length !== 6) throw new Error(`A cron expression needs 6 fields: ${expression}`);
  const [minute, hour, dayOfMonth, month, dayOfWeek, year] = parts.map(field) as [
    Field,
    Field,
    Field,
    Field,
    Field,
    Field,
  ];
  // EventBridge numbers days of the week 1-7 from Sunday.
  return (date) =>
    minute(date.getUTCMinutes()) &&
    hour(date.getUTCHours()) &&
    dayOfMonth(date.getUTCDate()) &&
    month(date.getUTCMonth() + 1) &&
    dayOfWeek(date.getUTCDay() + 1) &&
    year(date.getUTCFullYear());
}

function field(text: string): Field {
  if (text === '*' || text === '?') return () => true;
  const tests = text.split(',').map((part): Field => {
    const [range, stepText] = part.split('/') as [string, string | undefined];
    const step = stepText ? Number(stepText) : 1;
    const [from, to] =
      range === '*'
        ? [0, Number.MAX_SAFE_INTEGER]
        : range.includes('-')
          ? range.split('-').map(Number)
          : [Number(range), stepText ? Number.MAX_SAFE_INTEGER : Number(range)];
    return (value) => value >= from! && value <= to! && (value - from!) % step === 0;
  });
  return (value) => tests.some((test) => test(value));
}

export function startScheduler(run: (job: JobName) => Promise<unknown>): () => void {
  const matchers = Object.entries(jobSchedules).map(([name, expression]) => ({
    name: name as JobName,
    matches: parseEventBridgeCron(expression),
  }));
  let lastMinute = -1;
  const timer = setInterval(() => {
    const now = new Date();
    const minute = Math.floor(now.getTime() / 60_000);
    if (minute === lastMinute) return;
    lastMinute = minute;
    for (const job of matchers) {
      if (job.matches(now))
        void run(job.name).catch((error) => process.stderr.write(`Job ${job.name} failed: ${String(error)}\n`));
    }
  }, 5_000);
  return () => clearInterval(timer);
}
