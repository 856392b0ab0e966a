// Health check: the function runs and can read the table.
import { companyExists } from '@functions/data/company';

export async function health(now = new Date()) {
  // A read of the table, parsing nothing: the check stays as small as the floor allows.
  await companyExists();
  return { status: 'ok' as const, time: now.toISOString() };
}
