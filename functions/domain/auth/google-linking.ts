// The rule of Google sign-in: which account a verified Google identity opens, and when it may be
// linked without asking. A Google identity links to an existing account on its own only when Google
// says the email is verified AND the account's email is verified (ours, by a link we sent): otherwise
// someone who registered an address they do not own (or a Google account claiming an address it
// never proved) could take over the other side. Then the learner confirms with the account's
// password first. An identity already linked signs in to its account whatever the emails say now.
import { hasVerifiedEmail, type User } from '@functions/data/users';

export type GoogleSignInDecision =
  /** The identity is linked to this account: sign in. */
  | { action: 'signIn'; user: User }
  /** Both sides verified the email: link, then sign in. */
  | { action: 'link'; user: User }
  /** An account has the email, but one side has not verified it: ask for the account's password. */
  | { action: 'confirmPassword'; user: User }
  /** No account has the email: sign up (the fields Google does not give are asked first). */
  | { action: 'signUp' }
  /** The account is disabled. */
  | { action: 'refuse' };

export function decideGoogleSignIn(
  identity: { email: string; emailVerified: boolean },
  linked: User | null,
  byEmail: User | null,
): GoogleSignInDecision {
  if (linked) return linked.status === 'active' ? { action: 'signIn', user: linked } : { action: 'refuse' };
  if (!byEmail) return { action: 'signUp' };
  if (byEmail.status !== 'active') return { action: 'refuse' };
  const bothVerified =
    identity.emailVerified && hasVerifiedEmail(byEmail) && byEmail.email === identity.email.trim().toLowerCase();
  return bothVerified ? { action: 'link', user: byEmail } : { action: 'confirmPassword', user: byEmail };
}
