import { updatePassword } from '../../../../shared/contracts/auth';
import { MESSAGES } from '../../../../shared/constants';
import { defineHttpHandler } from '../../../lib/http-handler';
import { resetPassword } from '../../../domain/auth/password-reset';

export const handler = defineHttpHandler(updatePassword, async ({ body }) => {
  const { cookies, currentUser, group, redirect } = await resetPassword(body.token, body.password);
  return { status: 200, cookies, body: { user: currentUser, group, redirect, toaster: { type: 'success', message: MESSAGES.passwordChanged } } };
});
