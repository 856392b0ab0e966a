// member@example.com's personal data: an SSN on file (encrypted, like any written through the
// profile) and a Florida RN license. tests/api/personal-data-logs.test.ts greps a run's logs for
// these values, so they must never appear there.
import { encryptField } from '@functions/adapters/field-encryption';
import { writeProfile } from '@functions/data/profile';
import { createStateLicenseItem } from '@functions/data/state-licenses';
import { getUserById } from '@functions/data/users';
import { DEMO_ACCOUNTS } from './accounts';

export const SEEDED_SSN = '078051120';
export const SEEDED_LICENSE_NUMBER = 'RN7346021';

export async function seedPersonalData(now = new Date()): Promise<void> {
  const member = (await getUserById(DEMO_ACCOUNTS[3].id))!;
  await writeProfile(
    {
      before: member,
      changes: { ssnLast4: SEEDED_SSN.slice(-4), birthDate: '1986-03-09' },
      ssnCiphertext: await encryptField('ssn', member.id, SEEDED_SSN),
    },
    now,
  );
  const stamp = now.toISOString();
  await createStateLicenseItem({
    id: '3f0d6c1e-5a8b-4e2f-9c7d-1b2a3c4d5e6f',
    userId: member.id,
    license: SEEDED_LICENSE_NUMBER,
    additionalLicense: null,
    stateId: 'FL',
    professionId: 'rn',
    createdAt: stamp,
    updatedAt: stamp,
  });
}
