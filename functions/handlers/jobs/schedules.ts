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
  // Group admins' expiration digests: every 10 minutes from 12:00 to 15:50 UTC (24 invocations; the
  // first is 7-8 am in New York). Each invocation carries on from the day's saved cursor; once the
  // day is done the rest are one refused conditional write each.
  'group-expiration-notifications': { schedule: 'cron(0/10 12-15 * * ? *)', grants: ['table:write', 'mail'] },
} as const satisfies Record<string, { schedule: string; grants: readonly Grant[] }>;

export type JobName = keyof typeof jobs;

export const jobSchedules = Object.fromEntries(Object.entries(jobs).map(([name, job]) => [name, job.schedule])) as Record<JobName, string>;
