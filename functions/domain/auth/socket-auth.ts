import { SOCKET_TOKEN_VALID_SECONDS } from '@shared/constants';
import { putSocketToken } from '@functions/data/auth-secrets';
import { newToken, hashToken } from '@functions/lib/crypto';
import { requireEnv } from '@functions/lib/env';
import type { GroupScope } from '@functions/lib/group-scope';
import { groupChannel } from '../realtime/channel-token';

/** A group admin's token for their own group's channel (members' data flows there, so admins only). */

export async function socketAuth(group: GroupScope, caller: { userId: string; sessionHash: string }, now = new Date()) {
  const token = newToken();
  const channel = groupChannel(group.id);
  const expiresAt = new Date(now.getTime() + SOCKET_TOKEN_VALID_SECONDS * 1000).toISOString();
  await putSocketToken(hashToken(token), caller.userId, channel, expiresAt, caller.sessionHash);
  return { token, channel, url: requireEnv('REALTIME_URL'), expiresAt };
}
