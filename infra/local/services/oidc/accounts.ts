// The test Google accounts the local OpenID Connect stand-in offers on its sign-in page (README, "Sign
// in with Google locally"), and the accounts typed into its "any address" form. Each one exercises a
// branch of the linking rule (functions/domain/auth/google-linking.ts) against the seeded accounts.
import { createHash } from 'node:crypto';

export interface TestGoogleAccount {
  /** The issuer's subject: stable, so a link made once keeps working after a restart. */
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
  /** What the sign-in page says the account shows. */
  note: string;
}

export const TEST_GOOGLE_ACCOUNTS: readonly TestGoogleAccount[] = [
  {
    sub: 'google-test-learner',
    email: 'learner@example.com',
    emailVerified: true,
    givenName: 'Lena',
    familyName: 'Learner',
    note: 'verified, same address as the seeded learner: links and signs in',
  },
  {
    sub: 'google-test-member',
    email: 'member@example.com',
    emailVerified: false,
    givenName: 'Marcus',
    familyName: 'Member',
    note: 'email_verified false: the app asks for the account’s password (Password123!) before linking',
  },
  {
    sub: 'google-test-new',
    email: 'new.learner@example.com',
    emailVerified: true,
    givenName: 'Nina',
    familyName: 'Newcomer',
    note: 'no account yet: signs up (the app asks for the phone)',
  },
  {
    sub: 'google-test-admin',
    email: 'admin@example.com',
    emailVerified: true,
    givenName: 'Ada',
    familyName: 'Content',
    note: 'links to the content admin: two-step verification still asks for its code',
  },
];

/** An account for any typed address: its subject follows from the address, so typing it again is the same Google account. */
export function typedAccount(input: {
  email: string;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
}): TestGoogleAccount {
  const email = input.email.trim().toLowerCase();
  return {
    sub: `google-typed-${createHash('sha256').update(email).digest('hex').slice(0, 24)}`,
    email,
    emailVerified: input.emailVerified,
    givenName: input.givenName?.trim() ?? '',
    familyName: input.familyName?.trim() ?? '',
    note: 'typed',
  };
}
