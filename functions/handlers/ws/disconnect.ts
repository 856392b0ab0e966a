// $disconnect: forgets the connection.
import type { Context } from 'aws-lambda';
import { websocketEvent } from '@shared/contracts/events';
import { disconnect } from '@functions/domain/realtime/channel-token';
import { startInvocation } from '@functions/lib/invocation';
import { parseEvent } from '@functions/lib/parse-event';

export const handler = async (input: unknown, context?: Pick<Context, 'awsRequestId'>) => {
  startInvocation({ route: '$disconnect' }, context);
  const event = parseEvent(websocketEvent, input, '$disconnect');
  if (!event) return { statusCode: 400 };
  await disconnect(event.requestContext.connectionId);
  return { statusCode: 200 };
};
