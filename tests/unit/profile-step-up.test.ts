// Changing email, phone or SSN needs a recent sign-in (15 minutes) or the current password.
import { describe, expect, it } from 'vitest';
import { requireRecentSignIn } from '@functions/domain/profile/recent-sign-in';
import type { Caller } from '@functions/lib/caller';
import { Invalid } from '@functions/lib/errors';

const callerSignedIn = (minutesAgo: number, now: Date) => ({ userId: 'u1', signedInAt: new Date(now.getTime() - minutesAgo * 60_000).toISOString() }) as Caller;

describe('requireRecentSignIn (profile)', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it('lets a session signed in within 15 minutes through', async () => {
    await expect(requireRecentSignIn(callerSignedIn(14, now), undefined, now)).resolves.toBeUndefined();
  });

  it('asks an older session for the current password, on the currentPassword field', async () => {
    const refusal = await requireRecentSignIn(callerSignedIn(16, now), undefined, now).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Invalid);
    expect((refusal as Invalid).errors).toEqual({ currentPassword: ['Please enter your current password to continue.'] });
  });
});
