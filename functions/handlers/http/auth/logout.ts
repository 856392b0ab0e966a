import { logout } from '../../../../shared/contracts/auth';
import { defineHttpHandler } from '../../../lib/http-handler';
import { closeSession } from '../../../domain/auth/sessions';

export const handler = defineHttpHandler(logout, async ({ caller }) => ({
  status: 204,
  body: undefined,
  cookies: await closeSession(caller?.sessionHash),
}));
