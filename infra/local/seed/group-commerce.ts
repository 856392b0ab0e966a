// Group purchasing's demo data: Unity Health, a group with unlimited certifications (no purchase,
// receipts, billing or seat figures in its portal), with its own admin and two members.
import { addGroupMember, createGroup } from '@functions/data/groups';
import { createUser } from '@functions/data/users';
import { DEMO_ACCOUNTS, demoUser } from './accounts';

export const UNITY_GROUP_ID = '3f6c9a52-1d7e-4c0b-9a8e-5b2d7c4e6f10';
export const UNITY_ADMIN = DEMO_ACCOUNTS[6];
const UNITY_MEMBERS = [
  {
    id: 'a1b2c3d4-0000-4000-8000-000000000202',
    email: 'unity-nurse1@example.com',
    firstName: 'Noor',
    lastName: 'Nightingale',
  },
  {
    id: 'a1b2c3d4-0000-4000-8000-000000000203',
    email: 'unity-nurse2@example.com',
    firstName: 'Theo',
    lastName: 'Barton',
  },
] as const;

export async function seedUnlimitedGroup(now = new Date()): Promise<void> {
  await createGroup({
    id: UNITY_GROUP_ID,
    name: 'Unity Health',
    purchased: true,
    unlimitedCertifications: true,
    notificationsEnabled: false,
    groupOnboardingId: null,
    autoRenewal: false,
    subscriptionInterestSent: false,
    createdAt: now.toISOString(),
  });
  await addGroupMember(UNITY_GROUP_ID, UNITY_ADMIN.id, true, now);
  for (const member of UNITY_MEMBERS)
    await addGroupMember(UNITY_GROUP_ID, (await createUser(demoUser(member, now))).id, false, now);
}
