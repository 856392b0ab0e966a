// $disconnect: forgets the connection.
import { websocketEvent } from '@shared/contracts/events';
import { disconnect } from '@functions/domain/realtime/channel-token';
import { parseEvent } from '@functions/lib/parse-event';

export const handler = async (input: unknown) => {
  const event = parseEvent(websocketEvent, input, '$disconnect');
  if (!event) return { statusCode: 400 };
  await disconnect(event.requestContext.connectionId);
  return { statusCode: 200 };
};
