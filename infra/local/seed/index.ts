// Loads the demo data into a fresh local stack.
import { seedAccounts } from './accounts';
import { seedCatalog } from './catalog-loader';
import { seedCommerce } from './commerce';
import { seedLearnerHistory } from './learner-history';
import { seedPersonalData } from './personal-data';
import { seedTwoStep } from './two-step';
import { seedGroups } from './groups';
import { seedExternalCertifications } from './group-certifications';
import { seedUnlimitedGroup } from './group-commerce';
import { seedGroupNotifications } from './group-notifications';

export async function seed(userPoolId: string): Promise<void> {
  await seedAccounts(userPoolId);
  await seedCatalog();
  await seedLearnerHistory();
  await seedCommerce();
  await seedPersonalData();
  await seedTwoStep();
  await seedGroups();
  await seedExternalCertifications();
  await seedUnlimitedGroup();
  await seedGroupNotifications();
}
