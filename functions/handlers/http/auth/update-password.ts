import * as contracts from '@shared/contracts/auth';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { updatePassword } from '@functions/domain/auth/update-password';

export const handler = defineHttpHandler(contracts.updatePassword, async ({ body, caller }) => {
  const { cookies, headers, body: reply } = await updatePassword(body, caller);
  return { status: 200, cookies, headers, body: reply };
});
