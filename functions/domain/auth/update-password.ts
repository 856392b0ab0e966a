// PATCH /api/passwords.json: with a reset link's token, the forgotten-password flow (signs in);
// without one, a signed-in user's password change (step-up required; this session stays).
import { MESSAGES } from '@shared/constants';
import type { Caller } from '@functions/lib/caller';
import { Invalid } from '@functions/lib/errors';
import { successToast } from '@functions/lib/toasts';
import { changePassword } from './change-password';
import { resetPassword } from './password-reset';

export async function updatePassword(
  input: { password: string; token?: string; currentPassword?: string },
  caller: Caller | null,
) {
  const toaster = successToast(MESSAGES.passwordChanged);
  if (input.token) {
    const reset = await resetPassword(input.token, input.password, caller);
    if ('secondFactor' in reset)
      return { cookies: reset.cookies, headers: reset.headers, body: { secondFactor: reset.secondFactor, toaster } };
    const { cookies, headers, currentUser, group, redirect } = reset;
    return { cookies, headers, body: { user: currentUser, group, redirect, toaster } };
  }
  if (!caller) throw Invalid.field('token', MESSAGES.resetLinkInvalid);
  const { currentUser, group } = await changePassword(caller, input);
  return { cookies: [], headers: {}, body: { user: currentUser, group, toaster } };
}
