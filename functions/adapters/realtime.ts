// Publishes an event to every connection of a channel through the API Gateway management API.
import { ApiGatewayManagementApiClient, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { listChannelConnections, removeConnection } from '../data/connections';
import { requireEnv } from '../lib/env';

let client: ApiGatewayManagementApiClient | undefined;

export async function publish(channel: string, event: string, data: unknown): Promise<void> {
  client ??= new ApiGatewayManagementApiClient({ endpoint: requireEnv('REALTIME_CALLBACK_URL') });
  const payload = new TextEncoder().encode(JSON.stringify({ channel, event, data }));
  const connectionIds = await listChannelConnections(channel);
  await Promise.all(
    connectionIds.map(async (connectionId) => {
      try {
        await client!.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: payload }));
      } catch (error) {
        if (error instanceof GoneException || (error as Error).name === 'GoneException') await removeConnection(connectionId);
        else throw error;
      }
    }),
  );
}
