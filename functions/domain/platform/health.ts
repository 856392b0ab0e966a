// Health check: the function runs and can read the table.
import { getCompany } from '@functions/data/company';

export async function health(now = new Date()) {
  await getCompany();
  return { status: 'ok' as const, time: now.toISOString() };
}
