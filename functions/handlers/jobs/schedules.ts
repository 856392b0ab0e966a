// Every scheduled job: its EventBridge expression and the access its function needs.
// Read by CDK (JobsStack) and by the local scheduler. The key names the handler file in this folder.
import type { Grant } from '@shared/contracts/contract';

export const jobs = {
  // Reads cards and users, claims a per-card notice item (idempotency), sends the email.
  'renewal-reminders': { schedule: 'cron(0 14 * * ? *)', grants: ['table:write', 'mail'] },
  // Charges due auto-renewals off-session (Stripe secret), writes orders, emails receipts/failures.
  'auto-renewals': { schedule: 'cron(0 15 * * ? *)', grants: ['table:write', 'mail', 'payments'] },
  // Moves group members whose certifications expired yesterday to non_compliant (member rows, counters, live update).
  'compliance-sweep': { schedule: 'cron(10 5 * * ? *)', grants: ['table:write', 'realtime'] },
  // Group admins' expiration digests: every 10 minutes around the clock; an invocation before 07:00 on
  // the company's day returns at once, so the window is the company's morning in any time zone. Each
  // carries on from the day's saved cursor; once the day is done, only the late groups (settings saved
  // that day, failed sends) are visited. 144 invocations a day cost cents a month (docs/group-notifications.md).
  'group-expiration-notifications': { schedule: 'cron(0/10 * * * ? *)', grants: ['table:write', 'mail'] },
  // CE Broker reports due (new, or failed sends whose backoff has passed): claims each before sending,
  // so overlapping runs send a report once; CE Broker's web service and its credentials.
  'board-reports': { schedule: 'cron(0/15 * * * ? *)', grants: ['table:write', 'ce-broker'] },
  // The outbox worker (docs/decisions/011-outbox.md): the table's stream starts it for each new message
  // (infra/stacks/outbox-delivery.ts); this schedule is its sweeper, for retries and lost leases. It
  // alone may call SES and SNS.
  'outbox-deliveries': { schedule: 'cron(* * * * ? *)', grants: ['table:write', 'mail:deliver', 'sms:deliver'] },
} as const satisfies Record<string, { schedule: string; grants: readonly Grant[] }>;

export type JobName = keyof typeof jobs;

export const jobSchedules = Object.fromEntries(
  Object.entries(jobs).map(([name, job]) => [name, job.schedule]),
) as Record<JobName, string>;
