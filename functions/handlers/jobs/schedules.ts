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
} as const satisfies Record<string, { schedule: string; grants: readonly Grant[] }>;

export type JobName = keyof typeof jobs;

export const jobSchedules = Object.fromEntries(Object.entries(jobs).map(([name, job]) => [name, job.schedule])) as Record<JobName, string>;
