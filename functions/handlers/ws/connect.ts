// $connect: accepts a connection only with a valid channel token (?token=...).
import type { APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { connectWithToken } from '@functions/domain/realtime/channel-token';

export const handler = async (event: APIGatewayProxyWebsocketEventV2 & { queryStringParameters?: Record<string, string> }) => {
  const ok = await connectWithToken(event.requestContext.connectionId, event.queryStringParameters?.token);
  return { statusCode: ok ? 200 : 401 };
};
