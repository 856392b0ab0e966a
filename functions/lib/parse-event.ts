// The door of every handler outside HTTP (jobs, workers, WebSocket): its event is parsed by its
// schema (shared/contracts/events.ts). A malformed event is logged with the paths of what is wrong
// (never the values: they can be personal) and the handler refuses it. Retrying a malformed event
// cannot help, so it is not thrown for Lambda to retry.
import type * as z from 'zod/mini';
import { logger } from './logger';

export function parseEvent<T>(schema: z.ZodMiniType<T>, event: unknown, handler: string): T | null {
  const parsed = schema.safeParse(event);
  if (parsed.success) return parsed.data;
  logger.error(`${handler}: malformed event`, {
    issues: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(event)'}: ${issue.message}`),
  });
  return null;
}
