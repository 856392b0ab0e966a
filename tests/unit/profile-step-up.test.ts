// Changing the password, email, phone or SSN needs a recent password sign-in (15 minutes) or the current password.
import { describe, expect, it } from 'vitest';
import { requireRecentSignIn } from '@functions/domain/profile/recent-sign-in';
import type { Caller } from '@functions/lib/caller';
import { Invalid } from '@functions/lib/errors';

const callerSignedIn = (minutesAgo: number, now: Date, signInMethod: Caller['signInMethod'] = 'password') =>
  ({ userId: 'u1', signedInAt: new Date(now.getTime() - minutesAgo * 60_000).toISOString(), signInMethod }) as Caller;

describe('requireRecentSignIn (profile)', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it('lets a session signed in within 15 minutes through', async () => {
    await expect(requireRecentSignIn(callerSignedIn(14, now), undefined, now)).resolves.toBeUndefined();
  });

  it('asks an older session for the current password, on the currentPassword field', async () => {
    const refusal = await requireRecentSignIn(callerSignedIn(16, now), undefined, now).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Invalid);
    expect((refusal as Invalid).errors).toEqual({
      currentPassword: ['Please enter your current password to continue.'],
    });
  });

  it('lets a sign-up session (it just set the password) through like a password sign-in', async () => {
    await expect(requireRecentSignIn(callerSignedIn(1, now, 'signUp'), undefined, now)).resolves.toBeUndefined();
  });

  it('always asks a passcode, reset-link or invitation session (or one from before methods were recorded) for the password', async () => {
    for (const method of ['passcode', 'reset', 'invitation', null] as const) {
      const refusal = await requireRecentSignIn(callerSignedIn(1, now, method), undefined, now).catch(
        (error: unknown) => error,
      );
      expect((refusal as Invalid).errors, String(method)).toEqual({
        currentPassword: ['Please enter your current password to continue.'],
      });
    }
  });
});
