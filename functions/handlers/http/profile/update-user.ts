import { updateUser } from '@shared/contracts/profile';
import { defineHttpHandler } from '@functions/lib/http-handler';
import { updateUser as update } from '@functions/domain/profile/update-user';

export const handler = defineHttpHandler(updateUser, async ({ params, body, caller }) => ({ status: 200, body: await update(caller, params.id, body.user) }));
