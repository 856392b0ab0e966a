// Every scheduled job and its EventBridge expression; read by CDK and by the local scheduler.
// The key names the job's handler file in this folder.
export const jobSchedules = {
  'renewal-reminders': 'cron(0 14 * * ? *)',
} as const;

export type JobName = keyof typeof jobSchedules;
