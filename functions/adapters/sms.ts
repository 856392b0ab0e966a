// Text messages, as the use cases send them: queued in the outbox (functions/data/outbox.ts) and
// delivered by the outbox worker (sms-delivery.ts) right after, so a route that texts carries no SNS
// client. Every text we send is a code with a short life: it carries its deadline, after which the
// worker drops it rather than deliver a dead code (docs/decisions/011-outbox.md).
import { newOutboxMessage, putOutboxMessage } from '../data/outbox';

export async function sendSms(phone: string, message: string, deliverBy: Date): Promise<void> {
  await putOutboxMessage(newOutboxMessage(phone, { channel: 'sms', text: message }, { deliverBy }));
}
