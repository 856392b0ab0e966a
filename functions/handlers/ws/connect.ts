// $connect: accepts a connection only with a valid channel token (?token=...).
import { websocketEvent } from '@shared/contracts/events';
import { connectWithToken } from '@functions/domain/realtime/channel-token';
import { parseEvent } from '@functions/lib/parse-event';

export const handler = async (input: unknown) => {
  const event = parseEvent(websocketEvent, input, '$connect');
  if (!event) return { statusCode: 400 };
  const ok = await connectWithToken(event.requestContext.connectionId, event.queryStringParameters?.token);
  return { statusCode: ok ? 200 : 401 };
};
