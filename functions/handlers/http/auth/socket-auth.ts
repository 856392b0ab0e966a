import { socketAuth } from '../../../../shared/contracts/auth';
import { defineHttpHandler } from '../../../lib/http-handler';
import { issueChannelToken } from '../../../domain/realtime/channel-token';

export const handler = defineHttpHandler(socketAuth, async ({ caller, group }) => ({
  status: 200,
  body: await issueChannelToken(group, caller.userId),
}));
