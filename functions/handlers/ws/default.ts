// $default: channels are server-to-client only; a client message is answered with a pong.
import type { APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import type { RealtimeMessage } from '@shared/contracts/realtime';

// Typed against the message schema (a constant: no need to load zod into this function to check it).
const pong: RealtimeMessage = { event: 'pong' };

export const handler = async (_event: APIGatewayProxyWebsocketEventV2) => ({
  statusCode: 200,
  body: JSON.stringify(pong),
});
