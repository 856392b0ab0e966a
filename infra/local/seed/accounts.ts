// Demo accounts, all with password Password123!, and the group 'Mercy General Hospital'.
import { createIdentity } from '@functions/adapters/identity';
import { addGroupMember, createGroup } from '@functions/data/groups';
import { buildUser, createUser, type NewUser } from '@functions/data/users';
import { putCompany } from '@functions/data/company';
import { DEFAULT_COMPANY } from '@functions/domain/company/company-settings';
import { AdminAddUserToGroupCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { CONTENT_ADMIN_GROUP } from '../resources';

export const DEMO_PASSWORD = 'Password123!';
export const DEMO_GROUP_ID = '6f1c1a52-5b1d-4a43-9a57-6d1f3c0e2a11';

export const DEMO_ACCOUNTS = [
  {
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    email: 'learner@example.com',
    firstName: 'Lena',
    lastName: 'Learner',
    phone: '+15555550100',
    role: 'learner',
  },
  {
    id: 'a1b2c3d4-0000-4000-8000-000000000002',
    email: 'otp@example.com',
    firstName: 'Omar',
    lastName: 'Passcode',
    phone: '+15555550123',
    role: 'learner (signs in by passcode)',
    verifyBy: 'otp',
  },
  {
    id: 'a1b2c3d4-0000-4000-8000-000000000003',
    email: 'groupadmin@example.com',
    firstName: 'Grace',
    lastName: 'Admin',
    phone: '+15555550101',
    role: 'group admin of Mercy General Hospital',
  },
  {
    id: 'a1b2c3d4-0000-4000-8000-000000000004',
    email: 'member@example.com',
    firstName: 'Marcus',
    lastName: 'Member',
    phone: '+15555550102',
    role: 'member of Mercy General Hospital',
  },
  {
    id: 'a1b2c3d4-0000-4000-8000-000000000005',
    email: 'admin@example.com',
    firstName: 'Ada',
    lastName: 'Content',
    phone: '+15555550103',
    role: 'content admin',
    contentAdmin: true,
  },
  // The admins of the second and the unlimited group (their groups are seeded by groups.ts and group-commerce.ts).
  {
    id: 'a1b2c3d4-0000-4000-8000-000000000101',
    email: 'lakeside-admin@example.com',
    firstName: 'Lucia',
    lastName: 'Lakeside',
    phone: '+15555550111',
    role: "group admin of Lakeside Clinic (a second group: its data and Mercy's never mix)",
  },
  {
    id: 'a1b2c3d4-0000-4000-8000-000000000201',
    email: 'unity-admin@example.com',
    firstName: 'Uma',
    lastName: 'Unity',
    phone: '+15555550121',
    role: 'group admin of Unity Health (unlimited certifications: no purchasing, receipts or billing)',
  },
] as const satisfies readonly (NewUser & { role: string })[];

/** A seeded person is a real demo account: their email and phone count as confirmed (passcode sign-in works). */
export const demoUser = (input: NewUser, now: Date) =>
  buildUser({ ...input, verifiedEmail: input.email.toLowerCase(), verifiedPhone: input.phone ?? null }, now);

export async function seedAccounts(userPoolId: string, now = new Date()): Promise<void> {
  await putCompany(DEFAULT_COMPANY);
  for (const account of DEMO_ACCOUNTS) {
    const { role: _role, ...fields } = account;
    const user = await createUser(demoUser(fields, now));
    await createIdentity(user.id, user.email, DEMO_PASSWORD);
  }
  const cognito = new CognitoIdentityProviderClient({});
  await cognito.send(
    new AdminAddUserToGroupCommand({
      UserPoolId: userPoolId,
      Username: DEMO_ACCOUNTS[4].id,
      GroupName: CONTENT_ADMIN_GROUP,
    }),
  );

  await createGroup({
    id: DEMO_GROUP_ID,
    name: 'Mercy General Hospital',
    purchased: true,
    unlimitedCertifications: false,
    notificationsEnabled: true,
    groupOnboardingId: null,
    autoRenewal: false,
    subscriptionInterestSent: false,
    createdAt: now.toISOString(),
  });
  await addGroupMember(DEMO_GROUP_ID, DEMO_ACCOUNTS[2].id, true, now);
  await addGroupMember(DEMO_GROUP_ID, DEMO_ACCOUNTS[3].id, false, now);
}
