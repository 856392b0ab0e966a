import { socketAuth } from '../../../../shared/contracts/auth';
import { defineHttpHandler } from '../../../lib/http-handler';
import { issueChannelToken } from '../../../domain/realtime/channel-token';

export const handler = defineHttpHandler(socketAuth, async ({ caller }) => {
  const grant = await issueChannelToken(caller.user);
  return grant ? { status: 200, body: grant } : { status: 404, body: { message: 'You are not in a group.' } };
});
