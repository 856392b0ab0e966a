// $default: channels are server-to-client only; a client message is answered with a pong.
import type { APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';

export const handler = async (_event: APIGatewayProxyWebsocketEventV2) => ({ statusCode: 200, body: JSON.stringify({ event: 'pong' }) });
