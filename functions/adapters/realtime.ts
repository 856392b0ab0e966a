// Publishes an event to every connection of a channel through the API Gateway management API, and
// drops one user's connections when their right to a channel ends. Every message is checked against
// its schema (shared/contracts/realtime.ts) before it leaves, so browsers only ever get what they parse.
import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { listChannelConnectionOwners, listChannelConnections, removeConnection } from '../data/connections';
import { realtimeMessage, type RealtimeData, type RealtimeEvent } from '@shared/contracts/realtime';
import { QUICK_BUDGET, sdkClientConfig } from '../lib/call-budgets';
import { requireEnv } from '../lib/env';

let client: ApiGatewayManagementApiClient | undefined;

const management = () =>
  (client ??= new ApiGatewayManagementApiClient({
    endpoint: requireEnv('REALTIME_CALLBACK_URL'),
    ...sdkClientConfig(QUICK_BUDGET),
  }));
const gone = (error: unknown) => error instanceof GoneException || (error as Error).name === 'GoneException';

/** Sends `event` to the channel; throws (a ZodError) before sending anything when `data` does not match the event's schema. */
export async function publish<E extends RealtimeEvent>(
  channel: string,
  event: E,
  data: RealtimeData<E>,
): Promise<void> {
  // The parsed message, not the input: a field the schema does not declare never reaches a browser.
  const payload = new TextEncoder().encode(JSON.stringify(realtimeMessage.parse({ channel, event, data })));
  const connectionIds = await listChannelConnections(channel);
  await Promise.all(
    connectionIds.map(async (connectionId) => {
      try {
        await management().send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: payload }));
      } catch (error) {
        if (gone(error)) await removeConnection(connectionId);
        else throw error;
      }
    }),
  );
}

/**
 * Closes `userId`'s connections to `channel` and forgets them: the channel was granted when they
 * connected, so someone who lost the right to it (a demoted or removed group admin) stops hearing it now.
 */
export async function disconnectUser(
  channel: string,
  userId: string,
  which: (sessionHash: string | undefined) => boolean = () => true,
): Promise<void> {
  const theirs = (await listChannelConnectionOwners(channel)).filter(
    (owner) => owner.userId === userId && which(owner.sessionHash),
  );
  await Promise.all(
    theirs.map(async ({ connectionId }) => {
      try {
        await management().send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
      } catch (error) {
        if (!gone(error)) throw error;
      }
      await removeConnection(connectionId);
    }),
  );
}
