// WebSocket messages (server to browser) on a group channel: the publisher validates each message
// before it is sent (functions/adapters/realtime.ts) and the browser parses each one it receives
// (web/src/lib/realtime-connection.ts), dropping what does not match.
import * as z from 'zod/mini';
import { groupUser } from './group-user';

/** `user-updated`: a member's row as the portal shows it, or a member who left the group. */
export const userUpdated = z.union([groupUser, z.object({ id: z.string(), removed: z.literal(true) })]);
export type UserUpdated = z.infer<typeof userUpdated>;

/** Every event a channel carries, by name, with its data. */
export const realtimeEvents = { 'user-updated': userUpdated } as const;
export type RealtimeEvent = keyof typeof realtimeEvents;
export type RealtimeData<E extends RealtimeEvent> = z.infer<(typeof realtimeEvents)[E]>;

const channelMessage = <E extends RealtimeEvent>(event: E) =>
  z.object({ channel: z.string(), event: z.literal(event), data: realtimeEvents[event] });

/** A published message, and `$default`'s answer to anything the client sends. */
export const realtimeMessage = z.discriminatedUnion('event', [
  channelMessage('user-updated'),
  z.object({ event: z.literal('pong') }),
]);
export type RealtimeMessage = z.infer<typeof realtimeMessage>;

export type ParsedRealtimeMessage = { ok: true; message: RealtimeMessage } | { ok: false; problem: string };

/** A received frame's text: the message, or why it is not one (paths only: data values can be personal). */
export function parseRealtimeMessage(text: string): ParsedRealtimeMessage {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'not JSON' };
  }
  const parsed = realtimeMessage.safeParse(json);
  if (parsed.success) return { ok: true, message: parsed.data };
  return {
    ok: false,
    problem: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(message)'}: ${issue.message}`).join('; '),
  };
}
