import type { APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { disconnect } from '@functions/domain/realtime/channel-token';

export const handler = async (event: APIGatewayProxyWebsocketEventV2) => {
  await disconnect(event.requestContext.connectionId);
  return { statusCode: 200 };
};
