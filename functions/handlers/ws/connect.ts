// $connect: accepts a connection only with a valid channel token (?token=...).
import type { Context } from 'aws-lambda';
import { websocketEvent } from '@shared/contracts/events';
import { connectWithToken } from '@functions/domain/realtime/channel-token';
import { startInvocation } from '@functions/lib/invocation';
import { parseEvent } from '@functions/lib/parse-event';

export const handler = async (input: unknown, context?: Pick<Context, 'awsRequestId'>) => {
  startInvocation({ route: '$connect' }, context);
  const event = parseEvent(websocketEvent, input, '$connect');
  if (!event) return { statusCode: 400 };
  const ok = await connectWithToken(event.requestContext.connectionId, event.queryStringParameters?.token);
  return { statusCode: ok ? 200 : 401 };
};
