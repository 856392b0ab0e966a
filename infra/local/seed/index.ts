// Loads the demo data into a fresh local stack.
import { seedAccounts } from './accounts';

export async function seed(userPoolId: string): Promise<void> {
  await seedAccounts(userPoolId);
}
