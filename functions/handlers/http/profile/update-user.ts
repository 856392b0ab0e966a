import * as contracts from '@shared/contracts/profile';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { updateUser } from '@functions/domain/profile/update-user';

export const handler = defineHttpHandler(contracts.updateUser, async ({ params, body, caller }) => ({
  status: 200,
  body: await updateUser(caller, params.id, body.user),
}));
