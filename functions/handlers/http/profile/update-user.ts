import { updateUser } from '@shared/contracts/profile';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { updateUserWithGroupCopies } from '@functions/domain/groups/member-profile';

export const handler = defineHttpHandler(updateUser, async ({ params, body, caller }) => ({
  status: 200,
  body: await updateUserWithGroupCopies(caller, params.id, body.user),
}));
