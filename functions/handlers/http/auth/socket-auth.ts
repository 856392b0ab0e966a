import { socketAuth } from '@shared/contracts/auth';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { issueChannelToken } from '@functions/domain/realtime/channel-token';

export const handler = defineHttpHandler(socketAuth, async ({ caller, group }) => ({
  status: 200,
  body: await issueChannelToken(group, caller),
}));
